import { postAuthAction, selectedTier, selectedTierOwner, type StoredTier } from './storage';

/*
 * A tier chosen on the landing page, kept so sign-in can continue to its checkout (docs/product/overview.md).
 * It belongs to one person: it is honoured only for the e-mail it was chosen with and only for
 * 30 minutes, so it never carries over into another person's sign-in on the same browser (and
 * logout clears it). A signed-out visitor's choice has no e-mail yet: the sign-in modal it opens
 * claims it for the address the code is sent to, and dismissing that modal drops it. The owner
 * and time sit under their own key next to docs/product/overview.md's selectedTier and postAuthAction.
 */

export const TIER_CHOICE_TTL_MS = 30 * 60 * 1000;

export interface TierChoice {
  readonly tier: StoredTier;
  /** Null until a signed-out visitor's modal sends a code. */
  readonly email: string | null;
  /** Epoch milliseconds. */
  readonly chosenAt: number;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The tier to continue to for a login by `email` at `now`, or null. */
export function getHonouredTier(
  choice: TierChoice | null,
  email: string,
  now: number,
): StoredTier | null {
  if (!choice || choice.email === null || !sameEmail(choice.email, email)) return null;
  const age = now - choice.chosenAt;
  return age >= 0 && age <= TIER_CHOICE_TTL_MS ? choice.tier : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function readOwner(): Pick<TierChoice, 'email' | 'chosenAt'> | null {
  const raw = selectedTierOwner.get();
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { email, chosenAt } = value;
  if (email !== null && (typeof email !== 'string' || email.length === 0)) return null;
  if (typeof chosenAt !== 'number' || !Number.isFinite(chosenAt)) return null;
  return { email, chosenAt };
}

/** The saved choice; a tier without its owner (an older build's, or tampered) reads as none. */
export function readTierChoice(): TierChoice | null {
  const tier = selectedTier.get();
  const owner = readOwner();
  if (!tier || postAuthAction.get() !== 'subscribe' || !owner) return null;
  return { tier, ...owner };
}

function writeOwner(email: string | null, chosenAt: number): void {
  selectedTierOwner.set(JSON.stringify({ email, chosenAt }));
}

/** Saves a tier choice by a signed-in player (`email`) or a signed-out visitor (null). */
export function saveTierChoice(tier: StoredTier, email: string | null, now = Date.now()): void {
  selectedTier.set(tier);
  postAuthAction.set('subscribe');
  writeOwner(email, now);
}

/** The sign-in modal sent a code to `email`: a signed-out visitor's choice is now theirs. */
export function claimTierChoice(email: string): void {
  const choice = readTierChoice();
  if (choice && choice.email === null) writeOwner(email, choice.chosenAt);
}

/** The sign-in modal was dismissed: a choice nobody claimed is dropped. */
export function dropUnclaimedTierChoice(): void {
  const choice = readTierChoice();
  if (choice && choice.email !== null) return;
  selectedTier.remove();
  postAuthAction.remove();
  selectedTierOwner.remove();
}
