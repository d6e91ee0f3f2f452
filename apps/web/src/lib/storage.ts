/*
 * Browser storage of docs/product/overview.md, the only module that touches localStorage/sessionStorage.
 * Values are parsed on read (a tampered or stale value reads as absent) and every access
 * survives storage being unavailable (private mode, disabled cookies).
 *
 * The values are plain strings from closed sets, so they are checked with small guards
 * instead of zod: zod's core would add ~12 KB gzipped to the landing chunk, whose budget
 * is 100 KB (docs/architecture.md#budgets).
 */

type Area = 'local' | 'session';

function getArea(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export interface StoredValue<T> {
  get(): T | null;
  set(value: T): void;
  remove(): void;
}

type Guard<T extends string> = (value: string) => value is T;

function storedValue<T extends string>(area: Area, key: string, isValid: Guard<T>): StoredValue<T> {
  return {
    get() {
      try {
        const value = getArea(area)?.getItem(key);
        return value != null && isValid(value) ? value : null;
      } catch {
        return null;
      }
    },
    set(value) {
      try {
        getArea(area)?.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the value simply is not remembered.
      }
    },
    remove() {
      try {
        getArea(area)?.removeItem(key);
      } catch {
        // Storage disabled: nothing to remove.
      }
    },
  };
}

const oneOf =
  <const T extends string>(...allowed: readonly T[]): Guard<T> =>
  (value): value is T =>
    (allowed as readonly string[]).includes(value);
const nonEmpty: Guard<string> = (value): value is string => value.length > 0;

// Plan ids of docs/product/overview.md; switch to the contracts plan ids once they exist.
export const STORED_TIERS = ['explorer', 'master', 'legend'] as const;
export type StoredTier = (typeof STORED_TIERS)[number];

/** The session token sent as a Bearer header (docs/product/overview.md). */
export const authToken = storedValue('local', 'auth-token', nonEmpty);
/** Older keys the dashboard also reads (docs/product/overview.md). */
const legacyTokens = [
  storedValue('local', 'session_token', nonEmpty),
  storedValue('local', 'token', nonEmpty),
];

export const loginEmail = storedValue('local', 'loginEmail', nonEmpty);
export const loginUsername = storedValue('local', 'loginUsername', nonEmpty);
export const selectedTier = storedValue('local', 'selectedTier', oneOf(...STORED_TIERS));
export const postAuthAction = storedValue('local', 'postAuthAction', oneOf('subscribe'));
/**
 * Who chose the saved tier and when, as JSON `{ email, chosenAt }` (read by lib/tier-intent.ts):
 * a tier is honoured only for that e-mail and only for a while
 * (lib/tier-intent.ts).
 */
export const selectedTierOwner = storedValue('local', 'selectedTierOwner', nonEmpty);
/**
 * When this browser first saw the launch offer (epoch milliseconds): the 14-day countdown runs
 * from the first visit, not from every page load. Kept across logouts: it belongs to
 * the visitor's browser, not to a sign-in.
 */
export const offerFirstSeenAt = storedValue('local', 'offerFirstSeenAt', (value): value is string =>
  /^\d{1,15}$/.test(value),
);
/** The workspace's hand tracker as JSON text; the workspace parses it (tracker-session.ts). */
export const trackerSessionText = storedValue('session', 'pokerHandTracker', nonEmpty);
/** Session flag that bypasses only the client subscription guard (docs/product/overview.md). */
export const isDevFlag = storedValue('session', 'isDev', oneOf('true'));

/**
 * Moves a token stored under a legacy key (docs/product/overview.md: `session_token`, `token`) to `auth-token`,
 * once, at start-up; the legacy keys are removed either way, so nothing reads them again. A token
 * already under `auth-token` is the newer one and wins.
 */
export function adoptLegacyAuthToken(): void {
  const legacy = legacyTokens.map((token) => token.get()).find(Boolean);
  if (legacy && !authToken.get()) authToken.set(legacy);
  for (const token of legacyTokens) token.remove();
}

/** Clears the temporary sign-up items once login has been handled (docs/product/overview.md). */
export function clearPendingLogin(): void {
  loginEmail.remove();
  loginUsername.remove();
  selectedTier.remove();
  postAuthAction.remove();
  selectedTierOwner.remove();
}

/**
 * Clears every temporary item of docs/product/overview.md, the isDev flag included: after a logout nothing of
 * the previous person's sign-in or purchase intent is left for the next one.
 */
export function clearTemporaryItems(): void {
  clearPendingLogin();
  isDevFlag.remove();
}
