// The 18 Spectral cards, $4 each, in collection order (facts: spectrals). The Soul and
// Black Hole are hidden: they only turn up as rare replacements inside packs.
import { createCatalog } from './lookup';

export interface SpectralDefinition<Name extends string = string> {
  readonly key: string;
  readonly name: Name;
  readonly cost: number;
  readonly effect: string;
  readonly hidden: boolean;
}

export const SPECTRALS = [
  {
    key: 'c_familiar',
    name: 'Familiar',
    cost: 4,
    hidden: false,
    effect: 'Sacrifices 1 random hand card for 3 new Enhanced face cards.',
  },
  {
    key: 'c_grim',
    name: 'Grim',
    cost: 4,
    hidden: false,
    effect: 'Sacrifices 1 random hand card for 2 new Enhanced Aces.',
  },
  {
    key: 'c_incantation',
    name: 'Incantation',
    cost: 4,
    hidden: false,
    effect: 'Sacrifices 1 random hand card for 4 new Enhanced number cards (2-10).',
  },
  {
    key: 'c_talisman',
    name: 'Talisman',
    cost: 4,
    hidden: false,
    effect: 'Puts a Gold Seal on 1 selected card.',
  },
  {
    key: 'c_aura',
    name: 'Aura',
    cost: 4,
    hidden: false,
    effect: 'Gives 1 selected card in hand Foil, Holographic or Polychrome.',
  },
  {
    key: 'c_wraith',
    name: 'Wraith',
    cost: 4,
    hidden: false,
    effect: 'Creates a random Rare Joker and sets your money to $0.',
  },
  {
    key: 'c_sigil',
    name: 'Sigil',
    cost: 4,
    hidden: false,
    effect: 'All cards in hand take one shared random suit.',
  },
  {
    key: 'c_ouija',
    name: 'Ouija',
    cost: 4,
    hidden: false,
    effect: 'All cards in hand take one shared random rank; hand size -1.',
  },
  {
    key: 'c_ectoplasm',
    name: 'Ectoplasm',
    cost: 4,
    hidden: false,
    effect: 'Makes a random Joker Negative; -1 hand size (penalty grows by 1 per use).',
  },
  {
    key: 'c_immolate',
    name: 'Immolate',
    cost: 4,
    hidden: false,
    effect: 'Burns 5 random hand cards in exchange for $20.',
  },
  {
    key: 'c_ankh',
    name: 'Ankh',
    cost: 4,
    hidden: false,
    effect:
      'Copies a random Joker and destroys all other non-Eternal Jokers (copy loses Negative).',
  },
  {
    key: 'c_deja_vu',
    name: 'Deja Vu',
    cost: 4,
    hidden: false,
    effect: 'Puts a Red Seal on 1 selected card.',
  },
  {
    key: 'c_hex',
    name: 'Hex',
    cost: 4,
    hidden: false,
    effect: 'Makes a random Joker Polychrome and destroys all other non-Eternal Jokers.',
  },
  {
    key: 'c_trance',
    name: 'Trance',
    cost: 4,
    hidden: false,
    effect: 'Puts a Blue Seal on 1 selected card.',
  },
  {
    key: 'c_medium',
    name: 'Medium',
    cost: 4,
    hidden: false,
    effect: 'Puts a Purple Seal on 1 selected card.',
  },
  {
    key: 'c_cryptid',
    name: 'Cryptid',
    cost: 4,
    hidden: false,
    effect: 'Duplicates 1 chosen hand card twice (2 extra copies).',
  },
  {
    key: 'c_soul',
    name: 'The Soul',
    cost: 4,
    hidden: true,
    effect:
      'Creates a Legendary Joker (needs a free slot). Hidden: 0.3% per card in Arcana/Spectral packs.',
  },
  {
    key: 'c_black_hole',
    name: 'Black Hole',
    cost: 4,
    hidden: true,
    effect: 'Levels up every poker hand by 1. Hidden: 0.3% per card in Celestial/Spectral packs.',
  },
] as const satisfies readonly SpectralDefinition[];

export type SpectralName = (typeof SPECTRALS)[number]['name'];
export type SpectralInfo = SpectralDefinition<SpectralName>;

export const {
  names: SPECTRAL_NAMES,
  isName: isSpectralName,
  get: getSpectral,
} = createCatalog<SpectralInfo>(SPECTRALS);
