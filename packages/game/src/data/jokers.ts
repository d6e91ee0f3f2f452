// All 150 Jokers (facts: jokers): 61 Common, 64 Uncommon, 20 Rare, 5 Legendary.
import type { JokerDefinition } from './joker-types';
import { COMMON_JOKERS } from './jokers-common';
import { LEGENDARY_JOKERS, RARE_JOKERS } from './jokers-rare';
import { UNCOMMON_JOKERS } from './jokers-uncommon';
import { createCatalog } from './lookup';

export { JOKER_KINDS, JOKER_RARITIES } from './joker-types';
export type { JokerDefinition, JokerKind, JokerRarity } from './joker-types';
export { COMMON_JOKERS } from './jokers-common';
export { LEGENDARY_JOKERS, RARE_JOKERS } from './jokers-rare';
export { UNCOMMON_JOKERS } from './jokers-uncommon';

/** Grouped by rarity; sort by `collectionNumber` for the in-game collection order. */
export const JOKERS = [
  ...COMMON_JOKERS,
  ...UNCOMMON_JOKERS,
  ...RARE_JOKERS,
  ...LEGENDARY_JOKERS,
] as const;

export type JokerName = (typeof JOKERS)[number]['name'];
export type JokerKey = (typeof JOKERS)[number]['key'];
export type JokerInfo = JokerDefinition<JokerName>;

export const {
  names: JOKER_NAMES,
  isName: isJokerName,
  get: getJoker,
} = createCatalog<JokerInfo>(JOKERS);

const JOKERS_BY_KEY: ReadonlyMap<string, JokerInfo> = new Map(
  JOKERS.map((joker) => [joker.key, joker]),
);

/** For names from outside the type system (user input, saved JSON); undefined when unknown. */
export function findJoker(name: string): JokerInfo | undefined {
  return isJokerName(name) ? getJoker(name) : undefined;
}

/** Save files name Jokers by key (`j_ring_master` is Showman). */
export function findJokerByKey(key: string): JokerInfo | undefined {
  return JOKERS_BY_KEY.get(key);
}
