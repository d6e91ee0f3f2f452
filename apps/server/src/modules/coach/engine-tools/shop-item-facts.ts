// What a shop item is and does, from the game data: the effect text, the hand a Joker rewards
// or a Planet levels, and the Planet's level values now and after it is used.
import {
  getBoosterPack,
  getHandLevelValues,
  getJoker,
  getPlanet,
  getSpectral,
  getTarot,
  getVoucher,
  isBoosterPackName,
  isJokerName,
  isPlanetName,
  isSpectralName,
  isTarotName,
  isVoucherName,
  type JokerKind,
  type JokerRarity,
  type PokerHandName,
  type RunState,
  type ShopItemName,
} from '@jokerwise/game';
import { getHandTypeOfJoker } from './build-profile';

export interface PlanetLevelUp {
  readonly hand: PokerHandName;
  readonly level: number;
  readonly chips: number;
  readonly mult: number;
  readonly nextLevel: number;
  readonly nextChips: number;
  readonly nextMult: number;
}

export interface ShopItemFacts {
  readonly effect: string;
  readonly rarity: JokerRarity | null;
  readonly jokerKinds: readonly JokerKind[];
  /** The poker hand a Joker pays for (The Tribe: Flush). */
  readonly rewardsHand: PokerHandName | null;
  readonly levelUp: PlanetLevelUp | null;
}

const NO_FACTS = { rarity: null, jokerKinds: [], rewardsHand: null, levelUp: null } as const;

/** What one Planet does to `hand` in this run: its level and values now and after. */
export function getPlanetLevelUp(run: RunState, hand: PokerHandName): PlanetLevelUp {
  const now = getHandLevelValues(hand, run.tracker.handLevels[hand]);
  // A Planet adds exactly one level; the rules clamp it to the maximum.
  const next = getHandLevelValues(hand, now.level + 1);
  return {
    hand,
    level: now.level,
    chips: now.chips,
    mult: now.mult,
    nextLevel: next.level,
    nextChips: next.chips,
    nextMult: next.mult,
  };
}

export function getShopItemFacts(run: RunState, name: ShopItemName): ShopItemFacts {
  if (isJokerName(name)) {
    const joker = getJoker(name);
    return {
      effect: joker.effect,
      rarity: joker.rarity,
      jokerKinds: joker.kinds,
      rewardsHand: getHandTypeOfJoker(name),
      levelUp: null,
    };
  }
  if (isPlanetName(name)) {
    const planet = getPlanet(name);
    return {
      ...NO_FACTS,
      effect: `Levels up ${planet.levelsUp}.`,
      levelUp: getPlanetLevelUp(run, planet.levelsUp),
    };
  }
  if (isVoucherName(name)) return { ...NO_FACTS, effect: getVoucher(name).effect };
  if (isTarotName(name)) return { ...NO_FACTS, effect: getTarot(name).effect };
  if (isSpectralName(name)) return { ...NO_FACTS, effect: getSpectral(name).effect };
  if (isBoosterPackName(name)) {
    const pack = getBoosterPack(name);
    return {
      ...NO_FACTS,
      effect: `${pack.contents}; choose ${pack.choose} of ${pack.cardsShown}.`,
    };
  }
  return { ...NO_FACTS, effect: '' };
}
