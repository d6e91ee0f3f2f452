// shop_value: every item of the run's shop with its price (editions and discounts from the
// engine), whether it can be bought, what it costs in interest, how it fits the build, and,
// with cards in hand, how much it changes the best play.
import { getRunErrorMessage } from '@jokerwise/contracts';
import {
  buyShopItem,
  getBuyShopItemError,
  getInterest,
  getJokerSlotUsage,
  getShopItemPrice,
  incrementHandLevel,
  isJokerName,
  ok,
  type JokerEdition,
  type Ok,
  type PokerHandName,
  type RunErrorCode,
  type RunState,
  type ScenarioCard,
  type SearchBudget,
  type ShopItem,
  type ShopItemType,
} from '@jokerwise/game';
import { z } from 'zod';
import { getBuildProfile, type BuildProfile } from './build-profile';
import { defineEngineTool } from './engine-tool';
import { getInterestInput } from './interest';
import { createCoachBudget, findBestPlayWithAddedJokers } from './run-scenario';
import { getShopItemFacts, type ShopItemFacts } from './shop-item-facts';

export const shopValueInputSchema = z.object({
  itemIds: z
    .array(z.number().int().min(0))
    .max(50)
    .optional()
    .describe("Shop item ids to evaluate; defaults to every item in the run's shop"),
});
export type ShopValueInput = z.output<typeof shopValueInputSchema>;

export const SHOP_VERDICTS = ['buy', 'consider', 'skip', 'cannot-buy'] as const;
export type ShopVerdict = (typeof SHOP_VERDICTS)[number];

export interface BestPlayChange {
  readonly before: number;
  readonly after: number;
  readonly gain: number;
  /** The Joker order that gives `after` (a new Joker may score more left of others). */
  readonly jokerOrder: readonly string[];
}

export interface ShopItemValue extends ShopItemFacts {
  readonly id: number;
  readonly type: ShopItemType;
  readonly name: string;
  readonly edition: JokerEdition | null;
  /** The price on the item (typed by the player or filled in from the reference data). */
  readonly price: number;
  /** The engine's price: base cost, edition surcharge, discount vouchers, Rental, Astronomer. */
  readonly referencePrice: number;
  readonly buyError: RunErrorCode | null;
  readonly buyErrorMessage: string | null;
  readonly moneyAfter: number;
  /** Interest at the next round end without and with this purchase. */
  readonly interestNow: number;
  readonly interestAfter: number;
  /** Interest this purchase gives up at the next round end. */
  readonly interestLost: number;
  readonly bestPlayChange: BestPlayChange | null;
  readonly verdict: ShopVerdict;
}

export interface ShopValue {
  readonly money: number;
  readonly interestNow: number;
  readonly freeJokerSlots: number;
  readonly favouredHand: PokerHandName | null;
  readonly items: readonly ShopItemValue[];
}

function getChangedRun(run: RunState, item: ShopItem, facts: ShopItemFacts) {
  if (item.type === 'Joker' && item.name !== null && isJokerName(item.name)) {
    const joker =
      item.edition === null ? { name: item.name } : { name: item.name, edition: item.edition };
    return { run, changes: { add: [joker] } };
  }
  if (facts.levelUp === null) return null;
  const levelled = incrementHandLevel(run, facts.levelUp.hand);
  return levelled.ok ? { run: levelled.value, changes: {} } : null;
}

/**
 * With cards in hand: the best play without and with the item (Jokers and Planets only). Not
 * worked out once the answer's search budget is spent; the verdict then reads the build.
 */
function getBestPlayChange(
  run: RunState,
  hand: readonly ScenarioCard[],
  item: ShopItem,
  facts: ShopItemFacts,
  budget: SearchBudget,
): BestPlayChange | null {
  if (hand.length === 0 || budget.isSpent) return null;
  const changed = getChangedRun(run, item, facts);
  if (changed === null) return null;
  const before = findBestPlayWithAddedJokers(run, hand, {}, budget);
  const after = findBestPlayWithAddedJokers(changed.run, hand, changed.changes, budget);
  if (before === null || after === null) return null;
  return {
    before: before.score,
    after: after.score,
    gain: after.score - before.score,
    jokerOrder: after.jokerOrder,
  };
}

/**
 * Buy what the cards prove (a higher best play) or what the build plays; skip what rewards a
 * hand the build does not play. Everything else is the player's call.
 */
function getVerdict(
  facts: ShopItemFacts,
  profile: BuildProfile,
  buyError: RunErrorCode | null,
  change: BestPlayChange | null,
): ShopVerdict {
  if (buyError !== null) return 'cannot-buy';
  if (change !== null && change.gain > 0) return 'buy';
  const hand = facts.rewardsHand ?? facts.levelUp?.hand ?? null;
  if (hand === null || profile.favouredHand === null) return 'consider';
  return hand === profile.favouredHand ? 'buy' : 'skip';
}

function getReferencePrice(run: RunState, item: ShopItem): number {
  return item.name === null ? item.price : getShopItemPrice(run, { ...item, name: item.name });
}

export function getShopItemValue(
  run: RunState,
  hand: readonly ScenarioCard[],
  item: ShopItem,
  profile: BuildProfile = getBuildProfile(run),
  budget: SearchBudget = createCoachBudget(),
): ShopItemValue {
  const facts: ShopItemFacts =
    item.name === null
      ? { effect: '', rarity: null, jokerKinds: [], rewardsHand: null, levelUp: null }
      : getShopItemFacts(run, item.name);
  const buyError = getBuyShopItemError(run, item.id);
  // The run's own purchase when it is allowed, so the money left is what buying leaves.
  const bought = buyShopItem(run, item.id);
  const moneyAfter = bought.ok ? bought.value.money : run.money - item.price;
  const interestNow = getInterest(getInterestInput(run));
  const interestAfter = getInterest(getInterestInput(run, moneyAfter));
  const change = getBestPlayChange(run, hand, item, facts, budget);
  return {
    id: item.id,
    type: item.type,
    name: item.name ?? `Unnamed ${item.type}`,
    edition: item.edition,
    price: item.price,
    referencePrice: getReferencePrice(run, item),
    ...facts,
    buyError,
    buyErrorMessage: buyError === null ? null : getRunErrorMessage(buyError),
    moneyAfter,
    interestNow,
    interestAfter,
    interestLost: interestNow - interestAfter,
    bestPlayChange: change,
    verdict: getVerdict(facts, profile, buyError, change),
  };
}

export const shopValueTool = defineEngineTool({
  name: 'shop_value',
  description:
    "Evaluate the run's shop items: price with editions and discounts, affordability, interest lost, fit with the build's hand type and Jokers.",
  inputSchema: shopValueInputSchema,
  run(input, { run, hand, budget = createCoachBudget() }): Ok<ShopValue> {
    const profile = getBuildProfile(run);
    const items = run.shopItems.filter(
      (item) => input.itemIds === undefined || input.itemIds.includes(item.id),
    );
    return ok({
      money: run.money,
      interestNow: getInterest(getInterestInput(run)),
      freeJokerSlots: getJokerSlotUsage(run).remaining,
      favouredHand: profile.favouredHand,
      items: items.map((item) => getShopItemValue(run, hand, item, profile, budget)),
    });
  },
});
