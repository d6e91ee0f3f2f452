// The money a Tag pays (facts: tags): Economy and Speed the moment they are taken, Investment
// after the next Boss Blind. The other Tags give cards, packs or shop changes, whose worth
// depends on the run, so they have no money figure here.
import type { TagName } from '../data/tags';
import { countHeldTag, takeTag } from './held-tags';
import type { RunState } from './types';

/** Economy Tag doubles money, adding at most $40; debt is not doubled. */
const ECONOMY_TAG_MAX = 40;
/** Speed Tag pays $5 per blind skipped so far this run, this one included. */
const SPEED_TAG_PER_SKIP = 5;
const INVESTMENT_TAG_PAYOUT = 25;

/** The money a Tag pays the moment it is taken (Economy, Speed); 0 for every other Tag. */
function getImmediateTagMoney(run: RunState, tag: TagName, skips: number): number {
  if (tag === 'Economy Tag') return Math.min(ECONOMY_TAG_MAX, Math.max(0, run.money));
  if (tag === 'Speed Tag') return SPEED_TAG_PER_SKIP * skips;
  return 0;
}

/**
 * The money `tag` pays as it is taken `times` times (Double Tag's copies), copy after copy: a
 * second Economy Tag doubles the money the first left.
 */
export function getTakenTagMoney(
  run: RunState,
  tag: TagName,
  skips: number,
  times: number,
): number {
  let paid = 0;
  for (let copy = 0; copy < times; copy += 1) {
    paid += getImmediateTagMoney({ ...run, money: run.money + paid }, tag, skips);
  }
  return paid;
}

/**
 * What skipping the current blind for `tag` pays in all, Double Tag's copies included; null for
 * a Tag that pays no money.
 */
export function getTagMoney(run: RunState, tag: TagName): number | null {
  const { times } = takeTag(run.tags ?? [], tag);
  if (tag === 'Investment Tag') return INVESTMENT_TAG_PAYOUT * times;
  if (tag !== 'Economy Tag' && tag !== 'Speed Tag') return null;
  return getTakenTagMoney(run, tag, (run.skips ?? 0) + 1, times);
}

/** What the Tags held pay at the current round's cash-out: $25 an Investment Tag after a Boss Blind. */
export function getTagCashOut(run: RunState): number {
  if (run.blindType !== 'boss') return 0;
  return INVESTMENT_TAG_PAYOUT * countHeldTag(run, 'Investment Tag');
}
