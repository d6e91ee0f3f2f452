// Active Jokers: limited by slots, each with an edition and stickers (spec 001 §3 "Joker
// entry", §5 "Joker selection is capped"). The cap is the run's Joker slots (5 by default,
// deck and vouchers change it), and every Negative Joker brings its own slot (facts: editions).

import { STICKER_NAMES, type JokerEdition, type JokerName, type StickerName } from '../data';
import { err, ok, type Result } from './result';
import type { JokerEntry, RunState } from './types';

export interface JokerInput {
  readonly name: JokerName;
  readonly edition?: JokerEdition | null;
  readonly stickers?: readonly StickerName[];
}

export function countNegativeJokers(jokers: readonly JokerEntry[]): number {
  return jokers.filter((joker) => joker.edition === 'negative').length;
}

/** All slots including the ones Negative Jokers add. */
export function getJokerCapacity(run: RunState): number {
  return run.jokerSlots + countNegativeJokers(run.jokers);
}

/** A Negative Joker always fits: it brings the slot it takes (facts: editions, negative). */
export function hasFreeJokerSlot(run: RunState, edition: JokerEdition | null = null): boolean {
  return edition === 'negative' || run.jokers.length < getJokerCapacity(run);
}

/** Stickers once each, in the game's order; Eternal and Perishable exclude each other (facts: stickers). */
export function normalizeStickers(
  stickers: readonly StickerName[],
): Result<readonly StickerName[]> {
  const unique = STICKER_NAMES.filter((name) => stickers.includes(name));
  if (unique.includes('Eternal') && unique.includes('Perishable'))
    return err('INCOMPATIBLE_STICKERS');
  return ok(unique);
}

export function createJokerEntry(input: JokerInput): Result<JokerEntry> {
  const stickers = normalizeStickers(input.stickers ?? []);
  if (!stickers.ok) return stickers;
  return ok({ name: input.name, edition: input.edition ?? null, stickers: stickers.value });
}

export function addJoker(run: RunState, input: JokerInput): Result<RunState> {
  const entry = createJokerEntry(input);
  if (!entry.ok) return entry;
  if (!hasFreeJokerSlot(run, entry.value.edition)) return err('NO_FREE_JOKER_SLOT');
  return ok({ ...run, jokers: [...run.jokers, entry.value] });
}

function isJokerIndex(run: RunState, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < run.jokers.length;
}

/**
 * Removes the Joker at `index`. The spec removes by name (spec 001 §4), which would drop every
 * copy at once; with Showman a run can hold duplicates, so the position says which one.
 */
export function removeJoker(run: RunState, index: number): Result<RunState> {
  if (!isJokerIndex(run, index)) return err('JOKER_NOT_FOUND');
  return ok({ ...run, jokers: run.jokers.filter((_, position) => position !== index) });
}

function replaceJoker(run: RunState, index: number, joker: JokerEntry): RunState {
  return {
    ...run,
    jokers: run.jokers.map((current, position) => (position === index ? joker : current)),
  };
}

/** Taking Negative off a Joker removes its slot, so it must still fit afterwards. */
export function setJokerEdition(
  run: RunState,
  index: number,
  edition: JokerEdition | null,
): Result<RunState> {
  const joker = run.jokers[index];
  if (joker === undefined || !isJokerIndex(run, index)) return err('JOKER_NOT_FOUND');
  const next = replaceJoker(run, index, { ...joker, edition });
  if (next.jokers.length > getJokerCapacity(next)) return err('NO_FREE_JOKER_SLOT');
  return ok(next);
}

export function setJokerStickers(
  run: RunState,
  index: number,
  stickers: readonly StickerName[],
): Result<RunState> {
  const joker = run.jokers[index];
  if (joker === undefined || !isJokerIndex(run, index)) return err('JOKER_NOT_FOUND');
  const normalized = normalizeStickers(stickers);
  if (!normalized.ok) return normalized;
  return ok(replaceJoker(run, index, { ...joker, stickers: normalized.value }));
}

/** Jokers score left to right, so their order is part of the build (facts: scoringOrder). */
export function moveJoker(run: RunState, from: number, to: number): Result<RunState> {
  const joker = run.jokers[from];
  if (joker === undefined || !isJokerIndex(run, from) || !isJokerIndex(run, to))
    return err('JOKER_NOT_FOUND');
  const rest = run.jokers.filter((_, position) => position !== from);
  return ok({ ...run, jokers: [...rest.slice(0, to), joker, ...rest.slice(to)] });
}
