// Joker stickers that the higher stakes add to shop Jokers (facts: stickers). Eternal and
// Perishable exclude each other; Rental is rolled independently.
import { getStake, type StakeName } from './stakes';

export interface StickerDefinition<Name extends string = string> {
  readonly name: Name;
  /** The stake from which shop Jokers can roll it. */
  readonly stake: StakeName;
  /** Chance per Joker generated in the shop or a Buffoon pack. */
  readonly shopChance: number;
  readonly effect: string;
}

export const STICKERS = [
  {
    name: 'Eternal',
    stake: 'Black Stake',
    shopChance: 0.3,
    effect: 'Joker cannot be sold or destroyed.',
  },
  {
    name: 'Perishable',
    stake: 'Orange Stake',
    shopChance: 0.3,
    effect: 'Joker becomes debuffed after 5 rounds.',
  },
  {
    name: 'Rental',
    stake: 'Gold Stake',
    shopChance: 0.3,
    effect: 'Joker costs $1 to buy but charges $3 at the end of every round.',
  },
] as const satisfies readonly StickerDefinition[];

export type StickerName = (typeof STICKERS)[number]['name'];

export const STICKER_NAMES: readonly StickerName[] = STICKERS.map((sticker) => sticker.name);

/** A Perishable Joker is debuffed after this many rounds. */
export const PERISHABLE_ROUNDS = 5;
/** A Rental Joker is bought for $1 and charges $3 per round. */
export const RENTAL_BUY_COST = 1;
export const RENTAL_COST_PER_ROUND = 3;

/** The stickers shop Jokers can roll at `stake`: each stake keeps the lower stakes' rules. */
export function getStickersAtStake(stake: StakeName): readonly StickerDefinition<StickerName>[] {
  const level = getStake(stake).level;
  return STICKERS.filter((sticker) => getStake(sticker.stake).level <= level);
}
