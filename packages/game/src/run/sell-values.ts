// What owned cards sell for and how that grows (facts: economy.sellValue; 1.0.1o card.lua
// `Card:set_cost` and the `end_of_round` blocks of Egg and Gift Card). A card's sell value is
// half its current price, at least $1, plus the value it gained while owned (`extraValue`).
import { getSellPrice } from '../rules/prices';
import { getBasePrice } from './catalog';
import type { Consumable, JokerEntry, RunState } from './types';

/** Egg's own sell value grows by $3 at each round end (`config.extra`). */
const EGG_GAIN = 3;
/** Each Gift Card adds $1 to every Joker and consumable at each round end (`config.extra`). */
const GIFT_CARD_GAIN = 1;

type PriceContext = Pick<RunState, 'vouchers' | 'jokers'>;

/** A Joker's sell value: half its current price (a Rental's is $1), at least $1, plus its gain. */
export function getJokerSellValue(run: Pick<RunState, 'vouchers'>, joker: JokerEntry): number {
  return getSellPrice({
    baseCost: getBasePrice('Joker', joker.name),
    edition: joker.edition,
    vouchers: run.vouchers,
    isRental: joker.stickers.includes('Rental'),
    extraValue: joker.extraValue,
  });
}

/** A consumable's sell value; Astronomer makes Planets cost $0, so they sell for $1. */
export function getConsumableSellValue(run: PriceContext, consumable: Consumable): number {
  return getSellPrice({
    baseCost: getBasePrice(consumable.type, consumable.name),
    vouchers: run.vouchers,
    isFreeByAstronomer:
      consumable.type === 'Planet' && run.jokers.some((joker) => joker.name === 'Astronomer'),
    extraValue: consumable.extraValue,
  });
}

function withGain<T extends { readonly extraValue?: number }>(card: T, gain: number): T {
  return gain === 0 ? card : { ...card, extraValue: (card.extraValue ?? 0) + gain };
}

/**
 * The sell values after a round is won: Egg gains $3, and every Gift Card adds $1 to each
 * Joker (itself included) and each consumable. Skipping a blind ends no round, so it gains
 * nothing.
 */
export function growSellValuesAtRoundEnd(run: RunState): RunState {
  const giftCards = run.jokers.filter((joker) => joker.name === 'Gift Card').length;
  const eggs = run.jokers.some((joker) => joker.name === 'Egg');
  if (giftCards === 0 && !eggs) return run;
  const fromGiftCards = giftCards * GIFT_CARD_GAIN;
  return {
    ...run,
    jokers: run.jokers.map((joker) =>
      withGain(joker, fromGiftCards + (joker.name === 'Egg' ? EGG_GAIN : 0)),
    ),
    consumables: run.consumables.map((consumable) => withGain(consumable, fromGiftCards)),
  };
}
