// The 8 stakes, each adding one rule on top of all lower ones (facts: stakes). Green and
// Purple switch blind targets to steeper tables (facts: blinds.tableByStake).
import type { BlindTable } from './blinds';
import { createCatalog } from './lookup';

export interface StakeDefinition<Name extends string = string> {
  readonly level: number;
  readonly name: Name;
  /** The rule this stake adds. */
  readonly added: string;
  /** Every stake also applies the rules of all lower stakes. */
  readonly cumulative: boolean;
  readonly blindTable: BlindTable;
}

export const STAKES = [
  {
    level: 1,
    name: 'White Stake',
    blindTable: 'white',
    cumulative: true,
    added: 'Base difficulty; no extra rules.',
  },
  {
    level: 2,
    name: 'Red Stake',
    blindTable: 'white',
    cumulative: true,
    added: 'Small Blind pays no reward money.',
  },
  {
    level: 3,
    name: 'Green Stake',
    blindTable: 'green',
    cumulative: true,
    added: "Blind targets use the faster 'scaling 2' table.",
  },
  {
    level: 4,
    name: 'Black Stake',
    blindTable: 'green',
    cumulative: true,
    added: 'Shop Jokers can roll the Eternal sticker (cannot be sold or destroyed), 30% chance.',
  },
  {
    level: 5,
    name: 'Blue Stake',
    blindTable: 'green',
    cumulative: true,
    added: 'One fewer discard each round.',
  },
  {
    level: 6,
    name: 'Purple Stake',
    blindTable: 'purple',
    cumulative: true,
    added: "Blind targets use the even faster 'scaling 3' table.",
  },
  {
    level: 7,
    name: 'Orange Stake',
    blindTable: 'purple',
    cumulative: true,
    added: 'Shop Jokers can roll the Perishable sticker (debuffed after 5 rounds), 30% chance.',
  },
  {
    level: 8,
    name: 'Gold Stake',
    blindTable: 'purple',
    cumulative: true,
    added:
      'Shop Jokers can roll the Rental sticker (bought for $1, costs $3 per round), 30% chance.',
  },
] as const satisfies readonly StakeDefinition[];

export type StakeName = (typeof STAKES)[number]['name'];
export type StakeInfo = StakeDefinition<StakeName>;

export const {
  names: STAKE_NAMES,
  isName: isStakeName,
  get: getStake,
} = createCatalog<StakeInfo>(STAKES);
