import type { UserRow } from './auth.repository';
import type { sessions } from '../../db/schema';

// Signed-in requests read their session from here instead of the database
// (docs/decisions/028-session-cache-and-revocation.md): bounded in size, each entry trusted for a
// few seconds at most, forgotten on every instance when the session or its user changes.

export type SessionRow = typeof sessions.$inferSelect;

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

interface Entry extends CachedSession {
  storedAt: number;
}

export interface SessionCacheOptions {
  maxEntries: number;
  ttlMs: number;
}

export const DEFAULT_SESSION_CACHE: SessionCacheOptions = { maxEntries: 10_000, ttlMs: 5_000 };

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  // Bumped by every revocation: a database read that started before one may be stale.
  #generation = 0;

  constructor(private readonly options: SessionCacheOptions) {}

  get size(): number {
    return this.#entries.size;
  }

  get(tokenHash: string, nowMs: number): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs - entry.storedAt >= this.options.ttlMs || nowMs < entry.storedAt) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Taken before the database read that `set` stores. */
  generation(): number {
    return this.#generation;
  }

  /** Stores unless something was revoked since `generation` was taken. */
  set(tokenHash: string, value: CachedSession, generation: number, nowMs: number): void {
    if (generation !== this.#generation) return;
    this.#entries.delete(tokenHash);
    // Map keeps insertion order: the first key is the oldest entry.
    if (this.#entries.size >= this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { ...value, storedAt: nowMs });
  }

  forgetToken(tokenHash: string): void {
    this.#generation += 1;
    this.#entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    this.#generation += 1;
    for (const [key, entry] of this.#entries) {
      if (entry.user.id === userId) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
