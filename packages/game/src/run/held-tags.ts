// The Tags the run holds, used up as the run moves on the way the game uses them (facts: tags;
// the moments are data/tags.ts TAG_MOMENTS). A Tag whose moment depends on what a shop stocks
// (the edition Tags) is left for the player to mark used (docs/decisions/043-held-tags-used.md).
import { TAG_MOMENTS, TAGS_APPLIED_AT_ONCE, type TagName } from '../data/tags';
import type { RunState } from './types';

/** Juggle Tag's extra hand size for the round it starts (Lua tag config h_size). */
export const JUGGLE_TAG_HAND_SIZE = 3;

export function countHeldTag(run: RunState, tag: TagName): number {
  return (run.tags ?? []).filter((held) => held === tag).length;
}

export interface TakenTag {
  /** The Tags held after taking it. */
  readonly tags: readonly TagName[];
  /** How many times it is taken: once, and once more for each Double Tag held. */
  readonly times: number;
}

/**
 * Taking a Tag: every Double Tag held copies it and is used (the game's `tag_add` reaches each
 * untriggered Double Tag; one never copies another Double Tag). A Tag applied as it is taken
 * is not held, its copies neither.
 */
export function takeTag(held: readonly TagName[], tag: TagName): TakenTag {
  const doubles = tag === 'Double Tag' ? 0 : held.filter((name) => name === 'Double Tag').length;
  const kept = doubles === 0 ? held : held.filter((name) => name !== 'Double Tag');
  const times = 1 + doubles;
  const taken: TagName[] = TAGS_APPLIED_AT_ONCE.has(tag) ? [] : Array(times).fill(tag);
  return { tags: [...kept, ...taken], times };
}

/**
 * The run after a round won (Next Round): the Tags used by the round that started (Juggle), by
 * the shop that opens after it (Uncommon, Rare, Voucher, Coupon, D6), and after a Boss Blind by
 * the cash-out (Investment). Edition and Double Tags wait for their own moment. Anaglyph Deck
 * gives a Double Tag at each Boss Blind's cash-out (Lua Back:trigger_effect, context 'eval').
 */
export function spendTagsAfterRound(run: RunState): RunState {
  const isBoss = run.blindType === 'boss';
  const gained: TagName[] = isBoss && run.deck === 'Anaglyph Deck' ? ['Double Tag'] : [];
  if (run.tags === undefined && gained.length === 0) return run;
  const kept = (run.tags ?? []).filter((tag) => {
    const moment = TAG_MOMENTS[tag];
    if (moment === 'boss-cash-out') return !isBoss;
    return moment !== 'next-shop' && moment !== 'round-start';
  });
  return { ...run, tags: [...kept, ...gained] };
}
