// The 22 Tarot cards, $3 each, in collection order (facts: tarots).
import { createCatalog } from './lookup';

export interface TarotDefinition<Name extends string = string> {
  readonly key: string;
  readonly name: Name;
  readonly cost: number;
  readonly effect: string;
  /** How many cards must or may be selected to use it; null when it needs no selection. */
  readonly maxSelected: number | null;
}

export const TAROTS = [
  {
    key: 'c_fool',
    name: 'The Fool',
    cost: 3,
    maxSelected: null,
    effect: 'Recreates whichever Tarot or Planet you used most recently (never The Fool itself).',
  },
  {
    key: 'c_magician',
    name: 'The Magician',
    cost: 3,
    maxSelected: 2,
    effect: 'Turns up to 2 selected cards into Lucky cards.',
  },
  {
    key: 'c_high_priestess',
    name: 'The High Priestess',
    cost: 3,
    maxSelected: null,
    effect: 'Spawns as many as 2 random Planets, limited by free slots.',
  },
  {
    key: 'c_empress',
    name: 'The Empress',
    cost: 3,
    maxSelected: 2,
    effect: 'Turns up to 2 selected cards into Mult cards.',
  },
  {
    key: 'c_emperor',
    name: 'The Emperor',
    cost: 3,
    maxSelected: null,
    effect: 'Spawns as many as 2 random Tarots, limited by free slots.',
  },
  {
    key: 'c_heirophant',
    name: 'The Hierophant',
    cost: 3,
    maxSelected: 2,
    effect: 'Turns up to 2 selected cards into Bonus cards.',
  },
  {
    key: 'c_lovers',
    name: 'The Lovers',
    cost: 3,
    maxSelected: 1,
    effect: 'Turns 1 selected card into a Wild card.',
  },
  {
    key: 'c_chariot',
    name: 'The Chariot',
    cost: 3,
    maxSelected: 1,
    effect: 'Turns 1 selected card into a Steel card.',
  },
  {
    key: 'c_justice',
    name: 'Justice',
    cost: 3,
    maxSelected: 1,
    effect: 'Turns 1 selected card into a Glass card.',
  },
  {
    key: 'c_hermit',
    name: 'The Hermit',
    cost: 3,
    maxSelected: null,
    effect: 'Doubles your money, adding at most $20.',
  },
  {
    key: 'c_wheel_of_fortune',
    name: 'The Wheel of Fortune',
    cost: 3,
    maxSelected: null,
    effect: '1 in 4 chance to give a random edition-less Joker Foil, Holographic or Polychrome.',
  },
  {
    key: 'c_strength',
    name: 'Strength',
    cost: 3,
    maxSelected: 2,
    effect: 'Bumps up to 2 chosen cards one rank higher (K becomes A).',
  },
  {
    key: 'c_hanged_man',
    name: 'The Hanged Man',
    cost: 3,
    maxSelected: 2,
    effect: 'Permanently removes as many as 2 chosen cards.',
  },
  {
    key: 'c_death',
    name: 'Death',
    cost: 3,
    maxSelected: 2,
    effect: 'With 2 cards selected, the left one becomes a copy of the right one.',
  },
  {
    key: 'c_temperance',
    name: 'Temperance',
    cost: 3,
    maxSelected: null,
    effect: 'Pays out the total sell value of your Jokers, at most $50.',
  },
  {
    key: 'c_devil',
    name: 'The Devil',
    cost: 3,
    maxSelected: 1,
    effect: 'Turns 1 selected card into a Gold card.',
  },
  {
    key: 'c_tower',
    name: 'The Tower',
    cost: 3,
    maxSelected: 1,
    effect: 'Turns 1 selected card into a Stone card.',
  },
  {
    key: 'c_star',
    name: 'The Star',
    cost: 3,
    maxSelected: 3,
    effect: 'Up to 3 chosen cards change suit to Diamonds.',
  },
  {
    key: 'c_moon',
    name: 'The Moon',
    cost: 3,
    maxSelected: 3,
    effect: 'Up to 3 chosen cards change suit to Clubs.',
  },
  {
    key: 'c_sun',
    name: 'The Sun',
    cost: 3,
    maxSelected: 3,
    effect: 'Up to 3 chosen cards change suit to Hearts.',
  },
  {
    key: 'c_judgement',
    name: 'Judgement',
    cost: 3,
    maxSelected: null,
    effect: 'Creates a random Joker (needs a free slot).',
  },
  {
    key: 'c_world',
    name: 'The World',
    cost: 3,
    maxSelected: 3,
    effect: 'Up to 3 chosen cards change suit to Spades.',
  },
] as const satisfies readonly TarotDefinition[];

export type TarotName = (typeof TAROTS)[number]['name'];
export type TarotInfo = TarotDefinition<TarotName>;

export const {
  names: TAROT_NAMES,
  isName: isTarotName,
  get: getTarot,
} = createCatalog<TarotInfo>(TAROTS);

/** What the money Tarots pay at most (Lua c_hermit extra = 20, c_temperance extra = 50). */
export const TAROT_MONEY_CAPS = { 'The Hermit': 20, Temperance: 50 } as const satisfies Partial<
  Record<TarotName, number>
>;
