// Editions on Jokers and playing cards, keyed by the vocabulary's spelling (facts: editions).
// Negative exists only on Jokers (and consumables, via Perkeo); it is never rolled on playing
// cards, hence CARD_EDITIONS in vocabulary.ts lacks it.
import type { JokerEdition } from './vocabulary';

export interface EditionDefinition {
  readonly key: string;
  readonly name: string;
  readonly effect: string;
  readonly chips?: number;
  readonly mult?: number;
  readonly xmult?: number;
  /** Extra Joker slot (or consumable slot on a consumable). */
  readonly slots?: number;
  /** Added to the base price before discounts (the facts file). */
  readonly shopPriceAdd: number;
  /** Chance per Joker generated in the shop or a Buffoon pack, before Hone / Glow Up. */
  readonly baseShopChance: number;
}

export const EDITION_DEFINITIONS = {
  foil: {
    key: 'e_foil',
    name: 'Foil',
    chips: 50,
    shopPriceAdd: 2,
    baseShopChance: 0.02,
    effect: '+50 Chips',
  },
  holographic: {
    key: 'e_holo',
    name: 'Holographic',
    mult: 10,
    shopPriceAdd: 3,
    baseShopChance: 0.014,
    effect: '+10 Mult',
  },
  polychrome: {
    key: 'e_polychrome',
    name: 'Polychrome',
    xmult: 1.5,
    shopPriceAdd: 5,
    baseShopChance: 0.003,
    effect: 'X1.5 Mult',
  },
  negative: {
    key: 'e_negative',
    name: 'Negative',
    slots: 1,
    shopPriceAdd: 5,
    baseShopChance: 0.003,
    effect:
      '+1 Joker slot on a Joker; +1 consumable slot on a consumable (Perkeo copies). Never rolled on playing cards.',
  },
} as const satisfies { readonly [Name in JokerEdition]: EditionDefinition };

/** Hone and Glow Up multiply the edition rate, which scales every threshold but Negative's (rules/edition-chances.ts). */
export const EDITION_CHANCE_MULTIPLIER_BY_VOUCHER = { Hone: 2, 'Glow Up': 4 } as const;
