// Entity extraction over the game's vocabulary: the names, cards and quantities a player's
// message mentions, with where each one is, so a reader can tell "I have $14" (money held)
// from "Blueprint for $10" (its price) and "AS AH or KS KH QS" (two plays to compare).
import type { BlindType } from '../data/vocabulary';
import type { ScenarioCard } from '../scoring/scenario';
import { findCardTraits, type CardTraitMention } from './find-card-traits';
import { findCards, type CardMention } from './find-cards';
import { findQuantities, type QuantityMention } from './find-quantities';
import { getLexiconNames, type NameKind, type NameKinds } from './lexicon';
import { matchNames, type NameMention } from './match-names';
import { normalizeText, tokenize, type Token } from './normalize';

/** Money held by the player, the price of an item, or unclear from the words around it. */
export const MONEY_ROLES = ['held', 'price', 'unclear'] as const;
export type MoneyRole = (typeof MONEY_ROLES)[number];

export interface MoneyMention {
  readonly amount: number;
  readonly role: MoneyRole;
  /** For a price: the item it belongs to, when one is named next to it. */
  readonly item: NameMention | null;
  readonly start: number;
  readonly end: number;
}

export interface ExtractedEntities {
  /** The message lower-cased without accents, index for index with its NFC form. */
  readonly text: string;
  readonly tokens: readonly Token[];
  readonly names: readonly NameMention[];
  readonly cards: readonly CardMention[];
  /** Cards split where the message says "or" / "vs" / "instead of": plays to compare. */
  readonly cardGroups: readonly (readonly ScenarioCard[])[];
  readonly antes: readonly number[];
  readonly levels: readonly number[];
  readonly scores: readonly number[];
  readonly money: readonly MoneyMention[];
  readonly blindTypes: readonly BlindType[];
  /** Enhancements, editions and seals named outside a typed card ("what does steel do?"). */
  readonly cardTraits: readonly CardTraitMention[];
}

/** The kinds of name an item in the shop can have: what a price next to it belongs to. */
const PRICED_KINDS: ReadonlySet<NameKind> = new Set([
  'joker',
  'planet',
  'tarot',
  'spectral',
  'voucher',
  'pack',
]);
/** Words after an amount that say it is held: "14 bucks left". */
const HELD_AFTER = /^\s*(?:left|in\s+(?:the\s+)?bank|on\s+hand|saved)\b/;
const HELD_CUE =
  /\b(?:i\s+have|i've\s+got|i\s+got|have\s+got|i'm\s+(?:at|on|sitting\s+on)|im\s+at|holding|sitting\s+on|my\s+money\s+is|money\s+is|with|left\s+with|saved)\s*$/;
const PRICE_CUE = /\b(?:for|costs?|costing|at|priced\s+at|price\s+(?:is|of)?)\s*$/;
const GROUP_BREAK = /\b(?:or|vs|versus|instead|than|compared)\b/;
/** How many words a price may be from its item. */
const PRICE_REACH = 3;

const BLIND_WORDS: readonly (readonly [RegExp, BlindType])[] = [
  [/\bsmall\s+blind\b/, 'small'],
  [/\bbig\s+blind\b/, 'big'],
  [/\bboss(?:\s+blind)?\b/, 'boss'],
];

function tokenIndexAt(tokens: readonly Token[], position: number): number {
  const index = tokens.findIndex((token) => token.end > position);
  return index === -1 ? tokens.length : index;
}

function nearestItem(
  quantity: QuantityMention,
  names: readonly NameMention[],
  tokens: readonly Token[],
): NameMention | null {
  const at = tokenIndexAt(tokens, quantity.start);
  let best: { name: NameMention; distance: number } | null = null;
  for (const name of names) {
    if (!PRICED_KINDS.has(name.kind)) continue;
    const distance = name.endToken <= at ? at - name.endToken : name.firstToken - at - 1;
    if (distance < 0 || distance > PRICE_REACH) continue;
    if (best === null || distance < best.distance) best = { name, distance };
  }
  return best?.name ?? null;
}

function toMoney(
  quantity: QuantityMention,
  text: string,
  names: readonly NameMention[],
  tokens: readonly Token[],
): MoneyMention {
  const before = text.slice(Math.max(0, quantity.start - 30), quantity.start);
  const base = { amount: quantity.value, start: quantity.start, end: quantity.end };
  const after = text.slice(quantity.end, quantity.end + 20);
  if (HELD_CUE.test(before) || HELD_AFTER.test(after)) return { ...base, role: 'held', item: null };
  const item = nearestItem(quantity, names, tokens);
  if (item !== null || PRICE_CUE.test(before)) return { ...base, role: 'price', item };
  return { ...base, role: 'unclear', item: null };
}

function groupCards(text: string, cards: readonly CardMention[]): ScenarioCard[][] {
  const groups: ScenarioCard[][] = [];
  cards.forEach((mention, index) => {
    const previous = cards[index - 1];
    const breaks =
      previous !== undefined && GROUP_BREAK.test(text.slice(previous.end, mention.start));
    const current = groups.at(-1);
    if (current === undefined || breaks) groups.push([mention.card]);
    else current.push(mention.card);
  });
  return groups;
}

export function extractEntities(message: string): ExtractedEntities {
  const original = message.normalize('NFC');
  const text = normalizeText(original);
  const tokens = tokenize(text);
  const names = matchNames(tokens, original);
  const claimed: { start: number; end: number }[] = [...names];
  const isFree = (start: number, end: number) =>
    claimed.every((range) => end <= range.start || range.end <= start);
  const cards = findCards(original, isFree);
  claimed.push(...cards);
  const quantities = findQuantities(text, isFree);
  const valuesOf = (kind: QuantityMention['kind']) =>
    quantities.filter((quantity) => quantity.kind === kind).map((quantity) => quantity.value);
  return {
    text,
    tokens,
    names,
    cards,
    cardGroups: groupCards(text, cards),
    antes: valuesOf('ante'),
    levels: valuesOf('level'),
    scores: valuesOf('score'),
    money: quantities
      .filter((quantity) => quantity.kind === 'money')
      .map((quantity) => toMoney(quantity, text, names, tokens)),
    blindTypes: BLIND_WORDS.filter(([pattern]) => pattern.test(text)).map(([, type]) => type),
    cardTraits: findCardTraits(text, isFree),
  };
}

/** The names of one kind, in the order they appear, each once. */
export function getNamesOfKind<K extends NameKind>(
  entities: Pick<ExtractedEntities, 'names'>,
  kind: K,
): NameKinds[K][] {
  const names: NameKinds[K][] = [];
  for (const mention of entities.names) {
    if (mention.kind !== kind) continue;
    const name = mention.name as NameKinds[K];
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * The name of one kind that `text` means: the exact name in any case, else the first name of
 * that kind the matcher finds in it (typos, aliases, possessives). Null when there is none.
 */
export function findName<K extends NameKind>(kind: K, text: string): NameKinds[K] | null {
  const wanted = normalizeText(text).trim();
  const exact = getNamesOfKind(extractEntities(text), kind)[0] ?? null;
  const named = getLexiconNames(kind).find((name) => normalizeText(name) === wanted);
  return named ?? exact;
}
