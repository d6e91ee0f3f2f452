// The game's internal keys (as save files hold them) mapped to the names this package uses.
// Every row comes from a reference table that already carries the game's key, so a new
// Joker, voucher or boss is in this table the moment it is in the data (facts: meta.keysNote;
// docs/decisions/017-save-import-parser.md). Build 1.0.1o's full key set is tested against
// balatro-facts.json.
import { BOOSTER_PACKS, type BoosterPackName } from '../data/booster-packs';
import { BOSS_BLINDS } from '../data/bosses';
import { DECKS, type DeckName } from '../data/decks';
import { EDITION_DEFINITIONS } from '../data/editions';
import { ENHANCEMENT_DEFINITIONS } from '../data/enhancements';
import { JOKERS, type JokerName } from '../data/jokers';
import { PLANETS, type PlanetName } from '../data/planets';
import { SPECTRALS, type SpectralName } from '../data/spectrals';
import { STAKES, type StakeName } from '../data/stakes';
import { TAGS, type TagName } from '../data/tags';
import { TAROTS, type TarotName } from '../data/tarots';
import { VOUCHERS, type VoucherName } from '../data/vouchers';
import type { Enhancement, JokerEdition, Seal } from '../data/vocabulary';
import type { StickerName } from '../data/stickers';
import type { ScenarioBlindName } from '../scoring/scenario';

/** What a key stands for. Enhancement `null` is `c_base`, a card with no enhancement. */
export type SaveKeyTarget =
  | { readonly kind: 'joker'; readonly name: JokerName }
  | { readonly kind: 'tarot'; readonly name: TarotName }
  | { readonly kind: 'planet'; readonly name: PlanetName }
  | { readonly kind: 'spectral'; readonly name: SpectralName }
  | { readonly kind: 'voucher'; readonly name: VoucherName }
  | { readonly kind: 'deck'; readonly name: DeckName }
  | { readonly kind: 'blind'; readonly name: ScenarioBlindName }
  | { readonly kind: 'booster'; readonly name: BoosterPackName }
  | { readonly kind: 'enhancement'; readonly name: Enhancement | null }
  | { readonly kind: 'edition'; readonly name: JokerEdition }
  | { readonly kind: 'tag'; readonly name: TagName };

export type SaveKeyKind = SaveKeyTarget['kind'];

/**
 * Booster keys are `p_<kind>_<size>_<n>`, one per artwork: 32 keys for the 15 packs
 * (the facts file, facts: boosterPacks[].artVariants).
 */
function boosterKeys(): [string, SaveKeyTarget][] {
  return BOOSTER_PACKS.flatMap((pack) =>
    Array.from({ length: pack.artVariants }, (_, index): [string, SaveKeyTarget] => [
      `p_${pack.kind.toLowerCase()}_${pack.size}_${index + 1}`,
      { kind: 'booster', name: pack.name },
    ]),
  );
}

const ENHANCEMENT_KEYS = Object.entries(ENHANCEMENT_DEFINITIONS).map(
  ([name, definition]): [string, SaveKeyTarget] => [
    definition.key,
    { kind: 'enhancement', name: name as Enhancement },
  ],
);

const EDITION_KEYS = Object.entries(EDITION_DEFINITIONS).map(
  ([name, definition]): [string, SaveKeyTarget] => [
    definition.key,
    { kind: 'edition', name: name as JokerEdition },
  ],
);

/** Every center, blind, tag and edition key of the game. */
export const SAVE_KEYS: ReadonlyMap<string, SaveKeyTarget> = new Map<string, SaveKeyTarget>([
  ...JOKERS.map((joker): [string, SaveKeyTarget] => [
    joker.key,
    { kind: 'joker', name: joker.name },
  ]),
  ...TAROTS.map((card): [string, SaveKeyTarget] => [card.key, { kind: 'tarot', name: card.name }]),
  ...PLANETS.map((card): [string, SaveKeyTarget] => [
    card.key,
    { kind: 'planet', name: card.name },
  ]),
  ...SPECTRALS.map((card): [string, SaveKeyTarget] => [
    card.key,
    { kind: 'spectral', name: card.name },
  ]),
  ...VOUCHERS.map((voucher): [string, SaveKeyTarget] => [
    voucher.key,
    { kind: 'voucher', name: voucher.name },
  ]),
  ...DECKS.map((deck): [string, SaveKeyTarget] => [deck.key, { kind: 'deck', name: deck.name }]),
  ['bl_small', { kind: 'blind', name: 'Small Blind' }],
  ['bl_big', { kind: 'blind', name: 'Big Blind' }],
  ...BOSS_BLINDS.map((boss): [string, SaveKeyTarget] => [
    boss.key,
    { kind: 'blind', name: boss.name },
  ]),
  ...boosterKeys(),
  ['c_base', { kind: 'enhancement', name: null }],
  ...ENHANCEMENT_KEYS,
  ...EDITION_KEYS,
  ...TAGS.map((tag): [string, SaveKeyTarget] => [tag.key, { kind: 'tag', name: tag.name }]),
]);

type TargetOf<K extends SaveKeyKind> = Extract<SaveKeyTarget, { kind: K }>;

/** The target of `key` when it is of `kind`; undefined for unknown keys and other kinds. */
export function lookupSaveKey<K extends SaveKeyKind>(
  key: string,
  kind: K,
): TargetOf<K> | undefined {
  const target = SAVE_KEYS.get(key);
  return target?.kind === kind ? (target as TargetOf<K>) : undefined;
}

/** Seals are saved by their capitalised name (`card.seal = 'Gold'`, 1.0.1o card.lua). */
export const SAVE_SEALS: { readonly [Name in Capitalize<Seal>]: Seal } = {
  Gold: 'gold',
  Red: 'red',
  Blue: 'blue',
  Purple: 'purple',
};

/** Stickers are flags in a Joker's `ability` table (`ability.eternal = true`). */
export const SAVE_STICKERS: { readonly [Flag in Lowercase<StickerName>]: StickerName } = {
  eternal: 'Eternal',
  perishable: 'Perishable',
  rental: 'Rental',
};

/** A card's `edition.type` (`holo` is Holographic). */
export const SAVE_EDITION_TYPES: { readonly [Type: string]: JokerEdition } = {
  foil: 'foil',
  holo: 'holographic',
  polychrome: 'polychrome',
  negative: 'negative',
};

/** `G.GAME.stake` is the stake's level, 1 (White) to 8 (Gold). */
export function getStakeByLevel(level: number): StakeName | undefined {
  return STAKES.find((stake) => stake.level === level)?.name;
}

/** `record[key]` for a key read from a file: only the record's own rows, never `constructor`. */
export function lookupOwn<V>(record: { readonly [key: string]: V }, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
