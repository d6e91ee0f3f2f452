// The 32 vouchers: 16 base vouchers, each with one upgrade that needs it (facts: vouchers).
// They are written as pairs so the link between a base and its upgrade exists once and
// cannot disagree. One tier spelling, 'base' | 'upgraded': the spec's 'Base' / 'Basic'
// split (docs/product/workspace.md) must not come back.
import { createCatalog } from './lookup';

export const VOUCHER_TIERS = ['base', 'upgraded'] as const;
export type VoucherTier = (typeof VOUCHER_TIERS)[number];

interface VoucherCard {
  readonly key: string;
  readonly name: string;
  readonly cost: number;
  readonly effect: string;
}

interface VoucherPair {
  readonly base: VoucherCard;
  readonly upgraded: VoucherCard & { readonly unlockCondition: string };
}

export const VOUCHER_PAIRS = [
  {
    base: {
      key: 'v_overstock_norm',
      name: 'Overstock',
      cost: 10,
      effect: '+1 card slot in the shop.',
    },
    upgraded: {
      key: 'v_overstock_plus',
      name: 'Overstock Plus',
      cost: 10,
      effect: '+1 more card slot in the shop.',
      unlockCondition: 'Spend $2,500 total in shops',
    },
  },
  {
    base: {
      key: 'v_clearance_sale',
      name: 'Clearance Sale',
      cost: 10,
      effect: 'Everything in the shop is 25% cheaper.',
    },
    upgraded: {
      key: 'v_liquidation',
      name: 'Liquidation',
      cost: 10,
      effect: 'Everything in the shop is 50% cheaper (replaces 25%).',
      unlockCondition: 'Redeem 10 vouchers in one run',
    },
  },
  {
    base: {
      key: 'v_hone',
      name: 'Hone',
      cost: 10,
      effect: 'Foil, Holographic and Polychrome cards show up 2x as often.',
    },
    upgraded: {
      key: 'v_glow_up',
      name: 'Glow Up',
      cost: 10,
      effect: 'Those editions show up 4x as often.',
      unlockCondition: 'Own 5 Jokers with editions at once',
    },
  },
  {
    base: {
      key: 'v_reroll_surplus',
      name: 'Reroll Surplus',
      cost: 10,
      effect: 'Shop reroll price drops by $2.',
    },
    upgraded: {
      key: 'v_reroll_glut',
      name: 'Reroll Glut',
      cost: 10,
      effect: 'Reroll price drops by another $2.',
      unlockCondition: 'Reroll the shop 100 times total',
    },
  },
  {
    base: {
      key: 'v_crystal_ball',
      name: 'Crystal Ball',
      cost: 10,
      effect: 'One more consumable slot.',
    },
    upgraded: {
      key: 'v_omen_globe',
      name: 'Omen Globe',
      cost: 10,
      effect: 'Each card in an Arcana Pack has a 20% chance to be a Spectral instead.',
      unlockCondition: 'Use 25 Tarot cards from Arcana Packs',
    },
  },
  {
    base: {
      key: 'v_telescope',
      name: 'Telescope',
      cost: 10,
      effect: "Your most-played hand's Planet is guaranteed in every Celestial Pack.",
    },
    upgraded: {
      key: 'v_observatory',
      name: 'Observatory',
      cost: 10,
      effect: 'Each held Planet card gives X1.5 Mult when its hand is played.',
      unlockCondition: 'Use 25 Planet cards from Celestial Packs',
    },
  },
  {
    base: { key: 'v_grabber', name: 'Grabber', cost: 10, effect: '+1 hand every round.' },
    upgraded: {
      key: 'v_nacho_tong',
      name: 'Nacho Tong',
      cost: 10,
      effect: '+1 more hand every round.',
      unlockCondition: 'Play 2,500 cards total',
    },
  },
  {
    base: { key: 'v_wasteful', name: 'Wasteful', cost: 10, effect: '+1 discard every round.' },
    upgraded: {
      key: 'v_recyclomancy',
      name: 'Recyclomancy',
      cost: 10,
      effect: '+1 more discard every round.',
      unlockCondition: 'Discard 2,500 cards total',
    },
  },
  {
    base: {
      key: 'v_tarot_merchant',
      name: 'Tarot Merchant',
      cost: 10,
      effect: 'Tarots show up in the shop twice as often (shown as 2X).',
    },
    upgraded: {
      key: 'v_tarot_tycoon',
      name: 'Tarot Tycoon',
      cost: 10,
      effect: 'Tarots show up in the shop four times as often (shown as 4X).',
      unlockCondition: 'Buy 50 Tarot cards from the shop',
    },
  },
  {
    base: {
      key: 'v_planet_merchant',
      name: 'Planet Merchant',
      cost: 10,
      effect: 'Planets show up in the shop twice as often (shown as 2X).',
    },
    upgraded: {
      key: 'v_planet_tycoon',
      name: 'Planet Tycoon',
      cost: 10,
      effect: 'Planets show up in the shop four times as often (shown as 4X).',
      unlockCondition: 'Buy 50 Planet cards from the shop',
    },
  },
  {
    base: {
      key: 'v_seed_money',
      name: 'Seed Money',
      cost: 10,
      effect: 'Interest cap raised to $10 per round.',
    },
    upgraded: {
      key: 'v_money_tree',
      name: 'Money Tree',
      cost: 10,
      effect: 'Interest cap raised to $20 per round.',
      unlockCondition: 'Hit the interest cap 10 rounds in a row',
    },
  },
  {
    base: {
      key: 'v_blank',
      name: 'Blank',
      cost: 10,
      effect: 'No effect on its own (prerequisite for Antimatter).',
    },
    upgraded: {
      key: 'v_antimatter',
      name: 'Antimatter',
      cost: 10,
      effect: 'One more Joker slot.',
      unlockCondition: 'Redeem Blank 10 times total',
    },
  },
  {
    base: {
      key: 'v_magic_trick',
      name: 'Magic Trick',
      cost: 10,
      effect: 'Playing cards can appear for sale in the shop.',
    },
    upgraded: {
      key: 'v_illusion',
      name: 'Illusion',
      cost: 10,
      effect:
        'Shop playing cards can be Enhanced (40%) and/or get Foil/Holo/Polychrome (20%); the card text also mentions Seals.',
      unlockCondition: 'Buy 20 playing cards from the shop',
    },
  },
  {
    base: {
      key: 'v_hieroglyph',
      name: 'Hieroglyph',
      cost: 10,
      effect: 'Ante goes back by 1; one fewer hand every round.',
    },
    upgraded: {
      key: 'v_petroglyph',
      name: 'Petroglyph',
      cost: 10,
      effect: 'Ante goes back by 1; one fewer discard every round.',
      unlockCondition: 'Reach Ante 12',
    },
  },
  {
    base: {
      key: 'v_directors_cut',
      name: "Director's Cut",
      cost: 10,
      effect: 'Reroll the Boss Blind once per Ante for $10.',
    },
    upgraded: {
      key: 'v_retcon',
      name: 'Retcon',
      cost: 10,
      effect: 'Reroll the Boss Blind any number of times, $10 each.',
      unlockCondition: 'Discover 25 Blinds',
    },
  },
  {
    base: {
      key: 'v_paint_brush',
      name: 'Paint Brush',
      cost: 10,
      effect: 'Hand size goes up by 1.',
    },
    upgraded: {
      key: 'v_palette',
      name: 'Palette',
      cost: 10,
      effect: '+1 more hand size.',
      unlockCondition: 'Reach a hand size of 5 or less',
    },
  },
] as const satisfies readonly VoucherPair[];

type Pair = (typeof VOUCHER_PAIRS)[number];
export type BaseVoucherName = Pair['base']['name'];
export type UpgradedVoucherName = Pair['upgraded']['name'];
export type VoucherName = BaseVoucherName | UpgradedVoucherName;

export type VoucherInfo =
  | {
      readonly key: string;
      readonly name: BaseVoucherName;
      readonly tier: 'base';
      readonly cost: number;
      readonly effect: string;
      /** The upgraded voucher this one unlocks in the shop. */
      readonly upgrade: UpgradedVoucherName;
    }
  | {
      readonly key: string;
      readonly name: UpgradedVoucherName;
      readonly tier: 'upgraded';
      readonly cost: number;
      readonly effect: string;
      /** The base voucher that must be redeemed first. */
      readonly requires: BaseVoucherName;
      readonly unlockCondition: string;
    };

/** Flat list in the game's order: each base voucher followed by its upgrade. */
export const VOUCHERS: readonly VoucherInfo[] = VOUCHER_PAIRS.flatMap(
  ({ base, upgraded }): VoucherInfo[] => [
    { ...base, tier: 'base', upgrade: upgraded.name },
    { ...upgraded, tier: 'upgraded', requires: base.name },
  ],
);

export const {
  names: VOUCHER_NAMES,
  isName: isVoucherName,
  get: getVoucher,
} = createCatalog<VoucherInfo>(VOUCHERS);
