// The 28 Boss Blinds in the game's internal order: 23 regular bosses, then the 5 showdown
// (finisher) bosses of antes 8, 16, 24 ... (facts: bossBlinds). There is no "The Emerald":
// the spec's name is a garbled Verdant Leaf (ADR 004).
import { createNameGuard, indexByName } from './lookup';

export const BOSS_CATEGORIES = [
  'hand-disruption',
  'economy-penalty',
  'face-down',
  'big-target',
  'hand-level',
  'suit-debuff',
  'hand-restriction',
  'resource-cut',
  'rank-debuff',
  'card-debuff',
  'score-penalty',
  'showdown',
] as const;
export type BossCategory = (typeof BOSS_CATEGORIES)[number];

export interface BossBlindDefinition<Name extends string = string> {
  readonly key: string;
  readonly name: Name;
  /** Showdown bosses appear only on antes that are multiples of 8, regular bosses never. */
  readonly showdown: boolean;
  /** The lowest ante a regular boss can be drawn on; 8 for showdown bosses. */
  readonly minAnte: number;
  /** Target = ante base chips x this (2 for most; The Wall 4, Violet Vessel 6, The Needle 1). */
  readonly multiplier: number;
  /** Money for beating it: $5, or $8 for a showdown boss. */
  readonly reward: number;
  readonly effect: string;
  readonly category: BossCategory;
}

export const BOSS_BLINDS = [
  {
    key: 'bl_hook',
    name: 'The Hook',
    showdown: false,
    minAnte: 1,
    multiplier: 2,
    reward: 5,
    category: 'hand-disruption',
    effect: 'After each hand played, 2 random cards in hand are discarded.',
  },
  {
    key: 'bl_ox',
    name: 'The Ox',
    showdown: false,
    minAnte: 6,
    multiplier: 2,
    reward: 5,
    category: 'economy-penalty',
    effect: "Playing your run's most-played poker hand sets money to $0.",
  },
  {
    key: 'bl_house',
    name: 'The House',
    showdown: false,
    minAnte: 2,
    multiplier: 2,
    reward: 5,
    category: 'face-down',
    effect: 'The opening hand of the round is dealt face down.',
  },
  {
    key: 'bl_wall',
    name: 'The Wall',
    showdown: false,
    minAnte: 2,
    multiplier: 4,
    reward: 5,
    category: 'big-target',
    effect: 'Score target is 4x base instead of 2x.',
  },
  {
    key: 'bl_wheel',
    name: 'The Wheel',
    showdown: false,
    minAnte: 2,
    multiplier: 2,
    reward: 5,
    category: 'face-down',
    effect: 'Each drawn card has a 1 in 7 chance to be face down.',
  },
  {
    key: 'bl_arm',
    name: 'The Arm',
    showdown: false,
    minAnte: 2,
    multiplier: 2,
    reward: 5,
    category: 'hand-level',
    effect: "Lowers the played hand's level by 1 before scoring (not below level 1).",
  },
  {
    key: 'bl_club',
    name: 'The Club',
    showdown: false,
    minAnte: 1,
    multiplier: 2,
    reward: 5,
    category: 'suit-debuff',
    effect: 'Clubs are debuffed: they add nothing and trigger nothing.',
  },
  {
    key: 'bl_fish',
    name: 'The Fish',
    showdown: false,
    minAnte: 2,
    multiplier: 2,
    reward: 5,
    category: 'face-down',
    effect: 'Cards drawn after each played hand come in face down.',
  },
  {
    key: 'bl_psychic',
    name: 'The Psychic',
    showdown: false,
    minAnte: 1,
    multiplier: 2,
    reward: 5,
    category: 'hand-restriction',
    effect: 'Hands must contain 5 cards to score.',
  },
  {
    key: 'bl_goad',
    name: 'The Goad',
    showdown: false,
    minAnte: 1,
    multiplier: 2,
    reward: 5,
    category: 'suit-debuff',
    effect: 'Spades are debuffed: they add nothing and trigger nothing.',
  },
  {
    key: 'bl_water',
    name: 'The Water',
    showdown: false,
    minAnte: 2,
    multiplier: 2,
    reward: 5,
    category: 'resource-cut',
    effect: 'You start the round with no discards.',
  },
  {
    key: 'bl_window',
    name: 'The Window',
    showdown: false,
    minAnte: 1,
    multiplier: 2,
    reward: 5,
    category: 'suit-debuff',
    effect: 'Diamonds are debuffed: they add nothing and trigger nothing.',
  },
  {
    key: 'bl_manacle',
    name: 'The Manacle',
    showdown: false,
    minAnte: 1,
    multiplier: 2,
    reward: 5,
    category: 'resource-cut',
    effect: 'Hand size reduced by 1 for the round.',
  },
  {
    key: 'bl_eye',
    name: 'The Eye',
    showdown: false,
    minAnte: 3,
    multiplier: 2,
    reward: 5,
    category: 'hand-restriction',
    effect: 'Each poker hand type may only be played once this round.',
  },
  {
    key: 'bl_mouth',
    name: 'The Mouth',
    showdown: false,
    minAnte: 2,
    multiplier: 2,
    reward: 5,
    category: 'hand-restriction',
    effect: 'Only the first poker hand type played this round may be played again.',
  },
  {
    key: 'bl_plant',
    name: 'The Plant',
    showdown: false,
    minAnte: 4,
    multiplier: 2,
    reward: 5,
    category: 'rank-debuff',
    effect: 'Jacks, Queens and Kings are debuffed.',
  },
  {
    key: 'bl_serpent',
    name: 'The Serpent',
    showdown: false,
    minAnte: 5,
    multiplier: 2,
    reward: 5,
    category: 'hand-disruption',
    effect: 'After every play or discard you draw exactly 3 cards.',
  },
  {
    key: 'bl_pillar',
    name: 'The Pillar',
    showdown: false,
    minAnte: 1,
    multiplier: 2,
    reward: 5,
    category: 'card-debuff',
    effect: 'Cards already played earlier this Ante are debuffed.',
  },
  {
    key: 'bl_needle',
    name: 'The Needle',
    showdown: false,
    minAnte: 2,
    multiplier: 1,
    reward: 5,
    category: 'resource-cut',
    effect: 'Only one hand for the round; target is 1x base.',
  },
  {
    key: 'bl_head',
    name: 'The Head',
    showdown: false,
    minAnte: 1,
    multiplier: 2,
    reward: 5,
    category: 'suit-debuff',
    effect: 'Hearts are debuffed: they add nothing and trigger nothing.',
  },
  {
    key: 'bl_tooth',
    name: 'The Tooth',
    showdown: false,
    minAnte: 3,
    multiplier: 2,
    reward: 5,
    category: 'economy-penalty',
    effect: 'Each card you play costs $1.',
  },
  {
    key: 'bl_flint',
    name: 'The Flint',
    showdown: false,
    minAnte: 2,
    multiplier: 2,
    reward: 5,
    category: 'score-penalty',
    effect: 'Base Chips and Mult of the played hand are halved (rounded).',
  },
  {
    key: 'bl_mark',
    name: 'The Mark',
    showdown: false,
    minAnte: 2,
    multiplier: 2,
    reward: 5,
    category: 'face-down',
    effect: 'Jacks, Queens and Kings arrive face down.',
  },
  {
    key: 'bl_final_acorn',
    name: 'Amber Acorn',
    showdown: true,
    minAnte: 8,
    multiplier: 2,
    reward: 8,
    category: 'showdown',
    effect: 'Flips all Jokers face down and shuffles their order.',
  },
  {
    key: 'bl_final_leaf',
    name: 'Verdant Leaf',
    showdown: true,
    minAnte: 8,
    multiplier: 2,
    reward: 8,
    category: 'showdown',
    effect: 'Every playing card is debuffed until you sell a Joker.',
  },
  {
    key: 'bl_final_vessel',
    name: 'Violet Vessel',
    showdown: true,
    minAnte: 8,
    multiplier: 6,
    reward: 8,
    category: 'showdown',
    effect: 'Score target is 6x base.',
  },
  {
    key: 'bl_final_heart',
    name: 'Crimson Heart',
    showdown: true,
    minAnte: 8,
    multiplier: 2,
    reward: 8,
    category: 'showdown',
    effect: 'A random Joker is disabled for each hand.',
  },
  {
    key: 'bl_final_bell',
    name: 'Cerulean Bell',
    showdown: true,
    minAnte: 8,
    multiplier: 2,
    reward: 8,
    category: 'showdown',
    effect: 'One card in hand is always forced to be selected.',
  },
] as const satisfies readonly BossBlindDefinition[];

export type BossBlindName = (typeof BOSS_BLINDS)[number]['name'];
export type BossBlindInfo = BossBlindDefinition<BossBlindName>;

export const BOSS_BLIND_NAMES: readonly BossBlindName[] = BOSS_BLINDS.map((boss) => boss.name);
export const isBossBlindName = createNameGuard(BOSS_BLIND_NAMES);

const BOSS_BLINDS_BY_NAME = indexByName<BossBlindInfo>(BOSS_BLINDS);

export function getBossBlind(name: BossBlindName): BossBlindInfo {
  return BOSS_BLINDS_BY_NAME[name];
}
