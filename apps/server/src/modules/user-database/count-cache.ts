// The user list's counts for a few seconds (docs/decisions/030-user-list-keyset-paging.md). A
// staff member paging through one filter asks the same two counts on every Previous/Next; at
// 100,000 users they cost more than the page itself. Counts may lag a write by the TTL.

export const COUNT_TTL_MS = 5_000;
const MAX_KEYS = 200;

export interface CountCache {
  /** The cached answer for `key`, else `load()`'s (shared by callers while it runs). */
  get(key: string, load: () => Promise<number[]>): Promise<number[]>;
}

/** `clock` is monotonic milliseconds (not the app's clock, which tests may stop). */
export function createCountCache(
  ttlMs = COUNT_TTL_MS,
  clock: () => number = () => performance.now(),
): CountCache {
  const entries = new Map<string, { at: number; value: Promise<number[]> }>();
  return {
    get(key, load) {
      const now = clock();
      const cached = entries.get(key);
      if (cached && now - cached.at < ttlMs) return cached.value;
      entries.delete(key);
      // Oldest first in a Map: drop the oldest when full.
      if (entries.size >= MAX_KEYS) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const value = load();
      entries.set(key, { at: now, value });
      // A failed count is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
