// What a question mentions, read by the game's vocabulary matcher (packages/game
// extractEntities): names of every kind, cards, antes, levels, money held and prices, scores.
// Tolerant of case, accents, typos and possessives, so only the game's real names come back.
import {
  extractEntities,
  getNamesOfKind,
  type BlindType,
  type BoosterPackName,
  type BossBlindName,
  type CardTraitMention,
  type DeckName,
  type ExtractedEntities,
  type JokerName,
  type MoneyMention,
  type PlanetName,
  type PokerHandName,
  type ScenarioCard,
  type SpectralName,
  type StakeName,
  type TagName,
  type TarotName,
  type VoucherName,
} from '@jokerwise/game';

export interface ParsedQuestion {
  /** Lower-case, accents removed: what the intent cues read. */
  readonly text: string;
  readonly entities: ExtractedEntities;
  readonly ante: number | null;
  readonly stake: StakeName | null;
  readonly deck: DeckName | null;
  readonly boss: BossBlindName | null;
  readonly blindType: BlindType | null;
  /** Money the player says they hold ("I have $14"); a price next to an item is not it. */
  readonly money: number | null;
  /** Prices next to an item ("Blueprint for $10"), by the item's name. */
  readonly prices: readonly MoneyMention[];
  readonly level: number | null;
  /** In the order they appear in the message. */
  readonly jokers: readonly JokerName[];
  readonly hands: readonly PokerHandName[];
  readonly planets: readonly PlanetName[];
  readonly tarots: readonly TarotName[];
  readonly spectrals: readonly SpectralName[];
  readonly vouchers: readonly VoucherName[];
  readonly tags: readonly TagName[];
  readonly packs: readonly BoosterPackName[];
  /** Cards typed in the message, split into the plays it compares ("AS AH or KS KH QS"). */
  readonly cardGroups: readonly (readonly ScenarioCard[])[];
  /** Enhancements, editions and seals asked about ("what does steel do?"). */
  readonly cardTraits: readonly CardTraitMention[];
}

/**
 * Chat spellings of the words the intent cues read ("wat shud i play"); names are matched by
 * the vocabulary, which already tolerates typos.
 */
const CHAT_SPELLINGS: Readonly<Record<string, string>> = {
  wat: 'what',
  wut: 'what',
  wht: 'what',
  waht: 'what',
  whta: 'what',
  shud: 'should',
  shld: 'should',
  shd: 'should',
  shoud: 'should',
  shuold: 'should',
  sould: 'should',
  wich: 'which',
  whcih: 'which',
  hw: 'how',
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
};

function readChatSpellings(text: string): string {
  return text.replace(/[a-z]+/g, (word) =>
    Object.hasOwn(CHAT_SPELLINGS, word) ? (CHAT_SPELLINGS[word] ?? word) : word,
  );
}

export function parseQuestion(message: string): ParsedQuestion {
  const entities = extractEntities(message);
  const boss = getNamesOfKind(entities, 'boss')[0] ?? null;
  const held = entities.money.find((money) => money.role !== 'price');
  return {
    text: readChatSpellings(entities.text),
    entities,
    ante: entities.antes[0] ?? null,
    stake: getNamesOfKind(entities, 'stake')[0] ?? null,
    deck: getNamesOfKind(entities, 'deck')[0] ?? null,
    boss,
    blindType: boss === null ? (entities.blindTypes[0] ?? null) : 'boss',
    money: held?.amount ?? null,
    prices: entities.money.filter((money) => money.role === 'price'),
    level: entities.levels[0] ?? null,
    jokers: getNamesOfKind(entities, 'joker'),
    hands: getNamesOfKind(entities, 'hand'),
    planets: getNamesOfKind(entities, 'planet'),
    tarots: getNamesOfKind(entities, 'tarot'),
    spectrals: getNamesOfKind(entities, 'spectral'),
    vouchers: getNamesOfKind(entities, 'voucher'),
    tags: getNamesOfKind(entities, 'tag'),
    packs: getNamesOfKind(entities, 'pack'),
    cardGroups: entities.cardGroups,
    cardTraits: entities.cardTraits,
  };
}
