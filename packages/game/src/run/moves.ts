// The moves of a run between hands: skip a blind for its Tag, mark a held Tag used, sell a
// Joker or consumable, use a consumable, gain one without buying it (facts: tags, economy.sellValue, planets).
// Each returns the new run and a log line saying what happened, or a failure code.

import { POKER_HAND_NAMES, type PokerHandName } from '../data/vocabulary';
import { getPlanet, isPlanetName } from '../data/planets';
import { getTag, isTagName } from '../data/tags';
import type { ConsumableName } from '../data/consumables';
import { passBlindTags } from './blind-tags';
import { toConsumable } from './catalog';
import { addConsumable } from './consumables';
import { getBlindTypeForRound } from './create-run';
import { getRunCapacity } from './capacity';
import { err, ok } from '../result';
import type { RunResult } from './result';
import { getConsumableSellValue, getJokerSellValue } from './sell-values';
import { getTakenTagMoney } from './tag-money';
import { takeTag } from './held-tags';
import { getRunTargetScore } from './target';
import { clampHandLevel } from './tracker';
import type { Consumable, ConsumableItemName, RunState } from './types';

/** A move's new run and the line the log shows for it. */
export interface MoveOutcome {
  readonly run: RunState;
  readonly log: string;
}

/**
 * Skip Blind: the Small or Big Blind is passed without playing it, so no reward, interest or
 * shop; the next blind of the ante starts and its Tag is taken (a Boss Blind has no Tag and
 * cannot be skipped). The Tag must be one the game offers on this ante (facts: tags.minAnte).
 */
export function skipBlind(run: RunState, tag: string): RunResult<MoveOutcome> {
  if (run.stage !== 'playing') return err({ code: 'NOT_PLAYING' });
  if (run.round === 3) return err({ code: 'CANNOT_SKIP_BOSS' });
  if (!isTagName(tag) || getTag(tag).minAnte > run.ante) return err({ code: 'TAG_NOT_AVAILABLE' });
  const round = run.round === 1 ? 2 : 3;
  const blindType = getBlindTypeForRound(round);
  const skips = (run.skips ?? 0) + 1;
  const taken = takeTag(run.tags ?? [], tag);
  const paid = getTakenTagMoney(run, tag, skips, taken.times);
  const capacity = getRunCapacity(run.deck, run.stake, run.vouchers);
  const next: RunState = {
    ...passBlindTags(run),
    round,
    blindType,
    targetScore: getRunTargetScore({ ...run, blindType }),
    hands: capacity.hands,
    discards: capacity.discards,
    currentScore: 0,
    money: run.money + paid,
    skips,
    tags: taken.tags,
    prompt: null,
  };
  const copies = taken.times > 1 ? ` ×${taken.times} (Double Tag)` : '';
  const payout = paid > 0 ? `: +$${paid}` : '';
  return ok({ run: next, log: `Skipped the ${getBlindLabel(run)}, took ${tag}${copies}${payout}` });
}

/** The player marks a held Tag used, e.g. the Foil Tag a shop Joker took (held-tags.ts). */
export function spendHeldTag(run: RunState, index: number): RunResult<MoveOutcome> {
  const tags = run.tags ?? [];
  const tag = tags[index];
  if (tag === undefined) return err({ code: 'TAG_NOT_HELD' });
  return ok({ run: { ...run, tags: tags.filter((_, at) => at !== index) }, log: `Used ${tag}` });
}

function getBlindLabel(run: RunState): string {
  return run.round === 1 ? 'Small Blind' : 'Big Blind';
}

/** Sells the Joker at `index` for its sell value; an Eternal Joker cannot be sold. */
export function sellJoker(run: RunState, index: number): RunResult<MoveOutcome> {
  const joker = Number.isInteger(index) ? run.jokers[index] : undefined;
  if (joker === undefined) return err({ code: 'JOKER_NOT_FOUND' });
  if (joker.stickers.includes('Eternal')) return err({ code: 'JOKER_IS_ETERNAL' });
  const value = getJokerSellValue(run, joker);
  return ok({
    run: {
      ...run,
      money: run.money + value,
      jokers: run.jokers.filter((_, position) => position !== index),
    },
    log: `Sold ${joker.name} for $${value}`,
  });
}

function findConsumable(run: RunState, index: number): Consumable | undefined {
  return Number.isInteger(index) ? run.consumables[index] : undefined;
}

function withoutConsumable(run: RunState, index: number): RunState {
  return { ...run, consumables: run.consumables.filter((_, position) => position !== index) };
}

/** Sells the consumable at `index`; a Booster Pack is opened at once, so it has no sale. */
export function sellConsumable(run: RunState, index: number): RunResult<MoveOutcome> {
  const consumable = findConsumable(run, index);
  if (consumable === undefined) return err({ code: 'CONSUMABLE_NOT_FOUND' });
  if (consumable.type === 'Booster Pack') return err({ code: 'NOT_SELLABLE' });
  const value = getConsumableSellValue(run, consumable);
  return ok({
    run: { ...withoutConsumable(run, index), money: run.money + value },
    log: `Sold ${consumable.name} for $${value}`,
  });
}

function levelUp(run: RunState, hands: readonly PokerHandName[]): RunState {
  const handLevels = { ...run.tracker.handLevels };
  for (const hand of hands) handLevels[hand] = clampHandLevel(handLevels[hand] + 1);
  return { ...run, tracker: { ...run.tracker, handLevels } };
}

/**
 * Uses the consumable at `index`: a Planet levels up its hand by 1 and Black Hole every hand
 * (facts: planets, spectrals), up to level 50. Any other card is removed; what it did to the
 * deck is outside the run state, so the log only names it.
 */
export function useConsumable(run: RunState, index: number): RunResult<MoveOutcome> {
  const consumable = findConsumable(run, index);
  if (consumable === undefined) return err({ code: 'CONSUMABLE_NOT_FOUND' });
  const rest = withoutConsumable(run, index);
  if (isPlanetName(consumable.name)) {
    const hand = getPlanet(consumable.name).levelsUp;
    const next = levelUp(rest, [hand]);
    const level = next.tracker.handLevels[hand];
    return ok({ run: next, log: `Used ${consumable.name}: ${hand} to level ${level}` });
  }
  if (consumable.name === 'Black Hole') {
    return ok({
      run: levelUp(rest, POKER_HAND_NAMES),
      log: 'Used Black Hole: every poker hand up one level',
    });
  }
  const verb = consumable.type === 'Booster Pack' ? 'Opened' : 'Used';
  return ok({ run: rest, log: `${verb} ${consumable.name}` });
}

/**
 * Gains a consumable without buying it (a pack, a Blue or Purple Seal, Cartomancer): it takes
 * a slot like a bought one and records a price of $0, as nothing was paid.
 */
export function gainConsumable(
  run: RunState,
  name: ConsumableName | ConsumableItemName,
): RunResult<MoveOutcome> {
  const consumable = { ...toConsumable(name), price: 0 };
  const added = addConsumable(run, consumable);
  if (!added.ok) return added;
  return ok({ run: added.value, log: `Added ${name}` });
}
