// Active Jokers: limited by slots, each with an edition and stickers (docs/product/workspace.md "Joker
// entry", "Joker selection is capped"). The cap is the run's Joker slots (5 by default,
// deck and vouchers change it), and every Negative Joker brings its own slot (facts: editions).

import { STICKER_NAMES, type StickerName } from '../data/stickers';
import type { JokerEdition } from '../data/vocabulary';
import type { JokerName } from '../data/jokers';
import { err, ok } from '../result';
import type { RunResult } from './result';
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
): RunResult<readonly StickerName[]> {
  const unique = STICKER_NAMES.filter((name) => stickers.includes(name));
  if (unique.includes('Eternal') && unique.includes('Perishable'))
    return err({ code: 'INCOMPATIBLE_STICKERS' });
  return ok(unique);
}

export function createJokerEntry(input: JokerInput): RunResult<JokerEntry> {
  const stickers = normalizeStickers(input.stickers ?? []);
  if (!stickers.ok) return stickers;
  return ok({ name: input.name, edition: input.edition ?? null, stickers: stickers.value });
}

export function addJoker(run: RunState, input: JokerInput): RunResult<RunState> {
  const entry = createJokerEntry(input);
  if (!entry.ok) return entry;
  if (!hasFreeJokerSlot(run, entry.value.edition)) return err({ code: 'NO_FREE_JOKER_SLOT' });
  return ok({ ...run, jokers: [...run.jokers, entry.value] });
}

function isJokerIndex(run: RunState, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < run.jokers.length;
}

/**
 * Removes the Joker at `index`. The spec removes by name (docs/product/workspace.md), which would drop every
 * copy at once; with Showman a run can hold duplicates, so the position says which one.
 */
export function removeJoker(run: RunState, index: number): RunResult<RunState> {
  if (!isJokerIndex(run, index)) return err({ code: 'JOKER_NOT_FOUND' });
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
): RunResult<RunState> {
  const joker = run.jokers[index];
  if (joker === undefined || !isJokerIndex(run, index)) return err({ code: 'JOKER_NOT_FOUND' });
  const next = replaceJoker(run, index, { ...joker, edition });
  if (next.jokers.length > getJokerCapacity(next)) return err({ code: 'NO_FREE_JOKER_SLOT' });
  return ok(next);
}

export function setJokerStickers(
  run: RunState,
  index: number,
  stickers: readonly StickerName[],
): RunResult<RunState> {
  const joker = run.jokers[index];
  if (joker === undefined || !isJokerIndex(run, index)) return err({ code: 'JOKER_NOT_FOUND' });
  const normalized = normalizeStickers(stickers);
  if (!normalized.ok) return normalized;
  return ok(replaceJoker(run, index, { ...joker, stickers: normalized.value }));
}

/** Jokers score left to right, so their order is part of the build (facts: scoringOrder). */
export function moveJoker(run: RunState, from: number, to: number): RunResult<RunState> {
  const joker = run.jokers[from];
  if (joker === undefined || !isJokerIndex(run, from) || !isJokerIndex(run, to))
    return err({ code: 'JOKER_NOT_FOUND' });
  const rest = run.jokers.filter((_, position) => position !== from);
  return ok({ ...run, jokers: [...rest.slice(0, to), joker, ...rest.slice(to)] });
}
