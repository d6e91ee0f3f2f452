// The names the matcher knows: every Joker, boss, deck, stake, poker hand, Planet, Tarot,
// Spectral, voucher, tag and booster pack of the reference data, plus the words players use
// for some of them ("trips", "plasma", "needle"). Built once, on first use.
import { BOOSTER_PACK_NAMES, type BoosterPackName } from '../data/booster-packs';
import { BOSS_BLIND_NAMES, type BossBlindName } from '../data/bosses';
import { DECK_NAMES, type DeckName } from '../data/decks';
import { JOKER_NAMES, type JokerName } from '../data/jokers';
import { PLANET_NAMES, type PlanetName } from '../data/planets';
import { SPECTRAL_NAMES, type SpectralName } from '../data/spectrals';
import { STAKE_NAMES, type StakeName } from '../data/stakes';
import { TAG_NAMES, type TagName } from '../data/tags';
import { TAROT_NAMES, type TarotName } from '../data/tarots';
import { POKER_HAND_NAMES, type PokerHandName } from '../data/vocabulary';
import { VOUCHER_NAMES, type VoucherName } from '../data/vouchers';
import { toPhrase } from './normalize';

/** What a named mention is, and the name union of each kind. */
export interface NameKinds {
  readonly joker: JokerName;
  readonly boss: BossBlindName;
  readonly deck: DeckName;
  readonly stake: StakeName;
  readonly hand: PokerHandName;
  readonly planet: PlanetName;
  readonly tarot: TarotName;
  readonly spectral: SpectralName;
  readonly voucher: VoucherName;
  readonly tag: TagName;
  readonly pack: BoosterPackName;
}
export const NAME_KINDS = [
  'joker',
  'boss',
  'deck',
  'stake',
  'hand',
  'planet',
  'tarot',
  'spectral',
  'voucher',
  'tag',
  'pack',
] as const satisfies readonly (keyof NameKinds)[];
export type NameKind = (typeof NAME_KINDS)[number];

const NAMES: { readonly [K in NameKind]: readonly NameKinds[K][] } = {
  // The plain Joker is left out: "which joker" is not a name ("Jimbo" below is).
  joker: JOKER_NAMES.filter((name) => name !== 'Joker'),
  boss: BOSS_BLIND_NAMES,
  deck: DECK_NAMES,
  stake: STAKE_NAMES,
  hand: POKER_HAND_NAMES,
  planet: PLANET_NAMES,
  tarot: TAROT_NAMES,
  spectral: SPECTRAL_NAMES,
  voucher: VOUCHER_NAMES,
  tag: TAG_NAMES,
  pack: BOOSTER_PACK_NAMES,
};

/** Every name of one kind, the plain Joker included. */
export function getLexiconNames<K extends NameKind>(kind: K): readonly NameKinds[K][] {
  return kind === 'joker' ? (JOKER_NAMES as readonly NameKinds[K][]) : NAMES[kind];
}

type Alias = { readonly [K in NameKind]: readonly [K, NameKinds[K], string] }[NameKind];

/** Words players use for a name; each one is unambiguous in a question about the game. */
const ALIASES: readonly Alias[] = [
  ['joker', 'Joker', 'jimbo'],
  ['joker', 'Joker', 'plain joker'],
  ['joker', 'Oops! All 6s', 'oops all sixes'],
  ['joker', 'Blueprint', 'bp'],
  ['hand', 'Three of a Kind', 'trips'],
  ['hand', 'Three of a Kind', '3 of a kind'],
  ['hand', 'Four of a Kind', 'quads'],
  ['hand', 'Four of a Kind', '4 of a kind'],
  ['hand', 'Five of a Kind', '5 of a kind'],
  ['hand', 'Two Pair', '2 pair'],
  ['hand', 'Straight Flush', 'royal flush'],
  ['deck', 'Plasma Deck', 'plasma'],
  ['deck', 'Abandoned Deck', 'abandoned'],
  ['deck', 'Checkered Deck', 'checkered'],
  ['deck', 'Erratic Deck', 'erratic'],
  ['deck', 'Anaglyph Deck', 'anaglyph'],
  ['deck', 'Nebula Deck', 'nebula'],
  ['deck', 'Zodiac Deck', 'zodiac'],
  ['boss', 'The Needle', 'needle'],
  ['boss', 'The Flint', 'flint'],
  ['boss', 'The Psychic', 'psychic'],
  ['boss', 'The Manacle', 'manacle'],
  ['boss', 'The Serpent', 'serpent'],
  ['boss', 'The Pillar', 'pillar'],
  ['boss', 'The Goad', 'goad'],
  ['boss', 'The Wall', 'wall'],
  ['boss', 'The Hook', 'hook'],
  ['boss', 'The Tooth', 'tooth'],
  ['boss', 'The Ox', 'ox'],
];

/**
 * Names that are also everyday words ("death", "medium", "blank"): read as the card only
 * when written with a capital or next to the kind of card they are.
 */
const EVERYDAY_WORDS: ReadonlySet<string> = new Set([
  'Strength',
  'Death',
  'Justice',
  'Temperance',
  'Judgement',
  'The World',
  'Medium',
  'Familiar',
  'Grim',
  'Aura',
  'Trance',
  'Blank',
  'Illusion',
  'Hone',
  'Wasteful',
]);

export type LexiconEntry = {
  readonly [K in NameKind]: {
    readonly kind: K;
    readonly name: NameKinds[K];
    /** The words to match, as `toPhrase` gives them. */
    readonly words: readonly string[];
    readonly isEveryday: boolean;
  };
}[NameKind];

function entriesOf<K extends NameKind>(kind: K): LexiconEntry[] {
  return NAMES[kind].map(
    (name) =>
      ({
        kind,
        name,
        words: toPhrase(name).split(' '),
        isEveryday: EVERYDAY_WORDS.has(name),
      }) as LexiconEntry,
  );
}

let lexicon: readonly LexiconEntry[] | undefined;

/** Every entry: the names of each kind, then the aliases. */
export function getLexicon(): readonly LexiconEntry[] {
  lexicon ??= [
    ...NAME_KINDS.flatMap((kind) => entriesOf(kind)),
    ...ALIASES.map(
      ([kind, name, alias]) =>
        ({ kind, name, words: toPhrase(alias).split(' '), isEveryday: false }) as LexiconEntry,
    ),
  ];
  return lexicon;
}

/** The longest name, in words: no window of the message needs to be longer. */
export function getLongestEntry(): number {
  return Math.max(...getLexicon().map((entry) => entry.words.length));
}
