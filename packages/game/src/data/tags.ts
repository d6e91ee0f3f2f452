// The 24 skip tags: skipping a Small or Big Blind grants that blind's tag (facts: tags).
import { createCatalog } from './lookup';

export interface TagDefinition<Name extends string = string> {
  readonly key: string;
  readonly name: Name;
  /** The lowest ante the tag can be offered on. */
  readonly minAnte: number;
  readonly effect: string;
}

export const TAGS = [
  {
    key: 'tag_uncommon',
    name: 'Uncommon Tag',
    minAnte: 1,
    effect: 'Next shop includes a free Uncommon Joker.',
  },
  {
    key: 'tag_rare',
    name: 'Rare Tag',
    minAnte: 1,
    effect: 'Next shop includes a free Rare Joker.',
  },
  {
    key: 'tag_negative',
    name: 'Negative Tag',
    minAnte: 2,
    effect: 'Next base-edition shop Joker becomes Negative and free.',
  },
  {
    key: 'tag_foil',
    name: 'Foil Tag',
    minAnte: 1,
    effect: 'Next base-edition shop Joker becomes Foil and free.',
  },
  {
    key: 'tag_holo',
    name: 'Holographic Tag',
    minAnte: 1,
    effect: 'Next base-edition shop Joker becomes Holographic and free.',
  },
  {
    key: 'tag_polychrome',
    name: 'Polychrome Tag',
    minAnte: 1,
    effect: 'Next base-edition shop Joker becomes Polychrome and free.',
  },
  {
    key: 'tag_investment',
    name: 'Investment Tag',
    minAnte: 1,
    effect: 'Pays $25 after the next Boss Blind is defeated.',
  },
  {
    key: 'tag_voucher',
    name: 'Voucher Tag',
    minAnte: 1,
    effect: 'Next shop stocks one additional voucher.',
  },
  {
    key: 'tag_boss',
    name: 'Boss Tag',
    minAnte: 1,
    effect: 'Swaps the upcoming Boss Blind for a different one.',
  },
  {
    key: 'tag_standard',
    name: 'Standard Tag',
    minAnte: 2,
    effect: 'Immediately grants a Mega Standard Pack at no cost.',
  },
  {
    key: 'tag_charm',
    name: 'Charm Tag',
    minAnte: 1,
    effect: 'Immediately grants a Mega Arcana Pack at no cost.',
  },
  {
    key: 'tag_meteor',
    name: 'Meteor Tag',
    minAnte: 2,
    effect: 'Immediately grants a Mega Celestial Pack at no cost.',
  },
  {
    key: 'tag_buffoon',
    name: 'Buffoon Tag',
    minAnte: 2,
    effect: 'Immediately grants a Mega Buffoon Pack at no cost.',
  },
  {
    key: 'tag_handy',
    name: 'Handy Tag',
    minAnte: 2,
    effect: 'Pays $1 per hand played so far this run.',
  },
  {
    key: 'tag_garbage',
    name: 'Garbage Tag',
    minAnte: 2,
    effect: 'Pays $1 per unused discard so far this run.',
  },
  {
    key: 'tag_ethereal',
    name: 'Ethereal Tag',
    minAnte: 2,
    effect: 'Immediately grants a normal Spectral Pack at no cost.',
  },
  {
    key: 'tag_coupon',
    name: 'Coupon Tag',
    minAnte: 1,
    effect: 'Everything initially stocked in the next shop, packs included, is free.',
  },
  {
    key: 'tag_double',
    name: 'Double Tag',
    minAnte: 1,
    effect: 'Duplicates the next Tag you take (cannot copy another Double Tag).',
  },
  { key: 'tag_juggle', name: 'Juggle Tag', minAnte: 1, effect: '+3 hand size for the next round.' },
  {
    key: 'tag_d_six',
    name: 'D6 Tag',
    minAnte: 1,
    effect: "Next shop's reroll price begins at $0 (then climbs as usual).",
  },
  {
    key: 'tag_top_up',
    name: 'Top-up Tag',
    minAnte: 2,
    effect: 'Spawns as many as 2 Common Jokers, limited by free slots.',
  },
  {
    key: 'tag_skip',
    name: 'Speed Tag',
    minAnte: 1,
    effect: 'Pays $5 per blind skipped so far this run.',
  },
  {
    key: 'tag_orbital',
    name: 'Orbital Tag',
    minAnte: 2,
    effect: 'Levels up the poker hand shown on the tag by 3.',
  },
  {
    key: 'tag_economy',
    name: 'Economy Tag',
    minAnte: 1,
    effect: 'Doubles your money, adding at most $40.',
  },
] as const satisfies readonly TagDefinition[];

export type TagName = (typeof TAGS)[number]['name'];
export type TagInfo = TagDefinition<TagName>;

export const { names: TAG_NAMES, isName: isTagName, get: getTag } = createCatalog<TagInfo>(TAGS);

/**
 * When the game uses a Tag, from its Lua tag config `type` (Tag:apply_to_run):
 * - 'taken': 'immediate' (money, Jokers, a level-up) or 'new_blind_choice' (a free pack, a boss
 *   reroll), which `skip_blind` applies right after the skip, so the Tag is never held;
 * - 'next-shop': 'store_joker_create', 'voucher_add', 'shop_start', 'shop_final_pass';
 * - 'base-edition-joker': 'store_joker_modify', the first shop Joker without an edition, which
 *   a shop may not stock, so the Tag can wait past a shop;
 * - 'boss-cash-out': 'eval', paid when the round that ends is a Boss Blind;
 * - 'round-start': 'round_start_bonus', as the next blind is played;
 * - 'next-tag': 'tag_add', as another Tag is taken.
 */
export type TagMoment =
  'taken' | 'next-shop' | 'base-edition-joker' | 'boss-cash-out' | 'round-start' | 'next-tag';

export const TAG_MOMENTS: { readonly [T in TagName]: TagMoment } = {
  'Uncommon Tag': 'next-shop',
  'Rare Tag': 'next-shop',
  'Negative Tag': 'base-edition-joker',
  'Foil Tag': 'base-edition-joker',
  'Holographic Tag': 'base-edition-joker',
  'Polychrome Tag': 'base-edition-joker',
  'Investment Tag': 'boss-cash-out',
  'Voucher Tag': 'next-shop',
  'Boss Tag': 'taken',
  'Standard Tag': 'taken',
  'Charm Tag': 'taken',
  'Meteor Tag': 'taken',
  'Buffoon Tag': 'taken',
  'Handy Tag': 'taken',
  'Garbage Tag': 'taken',
  'Ethereal Tag': 'taken',
  'Coupon Tag': 'next-shop',
  'Double Tag': 'next-tag',
  'Juggle Tag': 'round-start',
  'D6 Tag': 'next-shop',
  'Top-up Tag': 'taken',
  'Speed Tag': 'taken',
  'Orbital Tag': 'taken',
  'Economy Tag': 'taken',
};

/** The Tags the game applies as they are taken, so they are never held. */
export const TAGS_APPLIED_AT_ONCE: ReadonlySet<TagName> = new Set(
  TAG_NAMES.filter((tag) => TAG_MOMENTS[tag] === 'taken'),
);
