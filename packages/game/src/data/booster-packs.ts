// The 15 booster packs: 5 kinds x 3 sizes (facts: boosterPacks). The game holds 32 pack
// entries only because of alternate artwork; `artVariants` keeps that count
// (the facts file).
import { createCatalog } from './lookup';

export const BOOSTER_PACK_KINDS = [
  'Arcana',
  'Celestial',
  'Standard',
  'Buffoon',
  'Spectral',
] as const;
export type BoosterPackKind = (typeof BOOSTER_PACK_KINDS)[number];

export const BOOSTER_PACK_SIZES = ['normal', 'jumbo', 'mega'] as const;
export type BoosterPackSize = (typeof BOOSTER_PACK_SIZES)[number];

export interface BoosterPackDefinition<Name extends string = string> {
  readonly name: Name;
  readonly kind: BoosterPackKind;
  readonly size: BoosterPackSize;
  readonly cost: number;
  readonly cardsShown: number;
  /** How many of the shown cards may be taken. */
  readonly choose: number;
  /** Shop weight of one artwork; the pack's total weight is this x artVariants. */
  readonly shopWeightPerArtVariant: number;
  readonly artVariants: number;
  readonly contents: string;
}

/** What a pack's size alone decides: its price and how many of the shown cards are taken. */
const SIZE_TERMS = {
  normal: { cost: 4, choose: 1 },
  jumbo: { cost: 6, choose: 1 },
  mega: { cost: 8, choose: 2 },
} as const satisfies Record<BoosterPackSize, Pick<BoosterPackDefinition, 'cost' | 'choose'>>;

type BoosterPackRow = Omit<BoosterPackDefinition, 'cost' | 'choose'>;

function definePacks<const Row extends BoosterPackRow>(
  rows: readonly Row[],
): readonly BoosterPackDefinition<Row['name']>[] {
  return rows.map((row) => ({ ...row, ...SIZE_TERMS[row.size] }));
}

export const BOOSTER_PACKS = definePacks([
  {
    name: 'Arcana Pack',
    kind: 'Arcana',
    size: 'normal',
    cardsShown: 3,
    shopWeightPerArtVariant: 1,
    artVariants: 4,
    contents: 'Tarot cards, used immediately',
  },
  {
    name: 'Jumbo Arcana Pack',
    kind: 'Arcana',
    size: 'jumbo',
    cardsShown: 5,
    shopWeightPerArtVariant: 1,
    artVariants: 2,
    contents: 'Tarot cards, used immediately',
  },
  {
    name: 'Mega Arcana Pack',
    kind: 'Arcana',
    size: 'mega',
    cardsShown: 5,
    shopWeightPerArtVariant: 0.25,
    artVariants: 2,
    contents: 'Tarot cards, used immediately',
  },
  {
    name: 'Celestial Pack',
    kind: 'Celestial',
    size: 'normal',
    cardsShown: 3,
    shopWeightPerArtVariant: 1,
    artVariants: 4,
    contents: 'Planet cards, used immediately',
  },
  {
    name: 'Jumbo Celestial Pack',
    kind: 'Celestial',
    size: 'jumbo',
    cardsShown: 5,
    shopWeightPerArtVariant: 1,
    artVariants: 2,
    contents: 'Planet cards, used immediately',
  },
  {
    name: 'Mega Celestial Pack',
    kind: 'Celestial',
    size: 'mega',
    cardsShown: 5,
    shopWeightPerArtVariant: 0.25,
    artVariants: 2,
    contents: 'Planet cards, used immediately',
  },
  {
    name: 'Standard Pack',
    kind: 'Standard',
    size: 'normal',
    cardsShown: 3,
    shopWeightPerArtVariant: 1,
    artVariants: 4,
    contents: 'Playing cards added to deck',
  },
  {
    name: 'Jumbo Standard Pack',
    kind: 'Standard',
    size: 'jumbo',
    cardsShown: 5,
    shopWeightPerArtVariant: 1,
    artVariants: 2,
    contents: 'Playing cards added to deck',
  },
  {
    name: 'Mega Standard Pack',
    kind: 'Standard',
    size: 'mega',
    cardsShown: 5,
    shopWeightPerArtVariant: 0.25,
    artVariants: 2,
    contents: 'Playing cards added to deck',
  },
  {
    name: 'Buffoon Pack',
    kind: 'Buffoon',
    size: 'normal',
    cardsShown: 2,
    shopWeightPerArtVariant: 0.6,
    artVariants: 2,
    contents: 'Jokers',
  },
  {
    name: 'Jumbo Buffoon Pack',
    kind: 'Buffoon',
    size: 'jumbo',
    cardsShown: 4,
    shopWeightPerArtVariant: 0.6,
    artVariants: 1,
    contents: 'Jokers',
  },
  {
    name: 'Mega Buffoon Pack',
    kind: 'Buffoon',
    size: 'mega',
    cardsShown: 4,
    shopWeightPerArtVariant: 0.15,
    artVariants: 1,
    contents: 'Jokers',
  },
  {
    name: 'Spectral Pack',
    kind: 'Spectral',
    size: 'normal',
    cardsShown: 2,
    shopWeightPerArtVariant: 0.3,
    artVariants: 2,
    contents: 'Spectral cards, used immediately',
  },
  {
    name: 'Jumbo Spectral Pack',
    kind: 'Spectral',
    size: 'jumbo',
    cardsShown: 4,
    shopWeightPerArtVariant: 0.3,
    artVariants: 1,
    contents: 'Spectral cards, used immediately',
  },
  {
    name: 'Mega Spectral Pack',
    kind: 'Spectral',
    size: 'mega',
    cardsShown: 4,
    shopWeightPerArtVariant: 0.07,
    artVariants: 1,
    contents: 'Spectral cards, used immediately',
  },
]);

export type BoosterPackName = (typeof BOOSTER_PACKS)[number]['name'];
export type BoosterPackInfo = BoosterPackDefinition<BoosterPackName>;

export const {
  names: BOOSTER_PACK_NAMES,
  isName: isBoosterPackName,
  get: getBoosterPack,
} = createCatalog<BoosterPackInfo>(BOOSTER_PACKS);
