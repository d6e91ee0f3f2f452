// The money a Tag pays (facts: tags): Economy and Speed the moment they are taken, Investment
// after the next Boss Blind. The other Tags give cards, packs or shop changes, whose worth
// depends on the run, so they have no money figure here.
import type { TagName } from '../data/tags';
import type { RunState } from './types';

/** Economy Tag doubles money, adding at most $40; debt is not doubled. */
const ECONOMY_TAG_MAX = 40;
/** Speed Tag pays $5 per blind skipped so far this run, this one included. */
const SPEED_TAG_PER_SKIP = 5;
const INVESTMENT_TAG_PAYOUT = 25;

/** The money a Tag pays the moment it is taken (Economy, Speed); 0 for every other Tag. */
export function getImmediateTagMoney(run: RunState, tag: TagName, skips: number): number {
  if (tag === 'Economy Tag') return Math.min(ECONOMY_TAG_MAX, Math.max(0, run.money));
  if (tag === 'Speed Tag') return SPEED_TAG_PER_SKIP * skips;
  return 0;
}

/** What skipping the current blind for `tag` pays in all; null for a Tag that pays no money. */
export function getTagMoney(run: RunState, tag: TagName): number | null {
  if (tag === 'Investment Tag') return INVESTMENT_TAG_PAYOUT;
  if (tag !== 'Economy Tag' && tag !== 'Speed Tag') return null;
  return getImmediateTagMoney(run, tag, (run.skips ?? 0) + 1);
}
