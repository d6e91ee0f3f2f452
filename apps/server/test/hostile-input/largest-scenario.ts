import {
  MAX_CALCULATOR_HAND,
  MAX_SCENARIO_JOKERS,
  runStateSchema,
  type CalculatorScenarioInput,
} from '@jokerwise/contracts';
import {
  createRun,
  JOKER_NAMES,
  PLANET_NAMES,
  RANKS,
  SUITS,
  VOUCHER_NAMES,
  type JokerName,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';

/**
 * Jokers that make each scoring do the most work: retriggers of played and held cards, Jokers
 * that react to every other Joker, copies, and order-sensitive ones (each kept play is then
 * tried in every order).
 */
export const HEAVY_JOKERS: readonly JokerName[] = [
  'Mime',
  'Sock and Buskin',
  'Hanging Chad',
  'Photograph',
  'Baseball Card',
  'Blueprint',
  'Brainstorm',
  'Hack',
  'Seltzer',
  'Dusk',
  'Baron',
  'Shoot the Moon',
  'Raised Fist',
  'Smiley Face',
  'Triboulet',
  'Bloodstone',
];

/** Sixteen different cards, face cards first, each enhanced, with an edition and a Red Seal. */
const HAND: readonly ScenarioCard[] = Array.from({ length: MAX_CALCULATOR_HAND }, (_, i) => ({
  rank: [...RANKS].reverse()[i % RANKS.length] ?? 'K',
  suit: SUITS[i % SUITS.length] ?? 'spades',
  enhancement: i % 2 === 0 ? 'steel' : 'glass',
  edition: 'polychrome',
  seal: 'red',
}));

/** The largest best-play request the contract allows: every array at its bound. */
export function largestBestPlayScenario(): CalculatorScenarioInput {
  return {
    version: 1,
    luck: 'all',
    handsLeft: 1,
    vouchers: [...VOUCHER_NAMES],
    consumables: Array.from(
      { length: MAX_SCENARIO_JOKERS },
      (_, i) => PLANET_NAMES[i % PLANET_NAMES.length] ?? 'Pluto',
    ),
    played: [],
    held: [...HAND],
    jokers: Array.from({ length: MAX_SCENARIO_JOKERS }, (_, i) => ({
      name: HEAVY_JOKERS[i % HEAVY_JOKERS.length] ?? 'Mime',
      edition: 'polychrome',
    })),
  };
}

/** The same, scoring five of the cards with the other eleven held. */
export function largestScoreScenario(): CalculatorScenarioInput {
  const { held = [], ...rest } = largestBestPlayScenario();
  return { ...rest, played: held.slice(0, 5), held: held.slice(5) };
}

/** The largest run the workspace saves: every Joker and shop list at its bound. */
export function largestRun(): RunState {
  const start = createRun('Red Deck', 'White Stake');
  return runStateSchema.parse({
    ...start,
    money: 1_000_000_000,
    jokerSlots: 100,
    jokers: Array.from({ length: 100 }, (_, i) => ({
      name: HEAVY_JOKERS[i % HEAVY_JOKERS.length],
      edition: 'polychrome',
      stickers: [],
    })),
    shopItems: Array.from({ length: 200 }, (_, i) => ({
      id: i,
      type: 'Joker',
      name: JOKER_NAMES[i % JOKER_NAMES.length],
      price: 1,
      edition: null,
      stickers: [],
    })),
    nextShopItemId: 200,
  });
}
