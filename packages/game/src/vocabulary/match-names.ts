// Finds the game's names in a message: exact words first, then spelling variants (plurals,
// missing or extra spaces: "blue print", "riffraff") and typos within an edit distance, longest
// match first so "To the Moon" is not read as the Tarot "The Moon".
import { isWithinEdits } from './edit-distance';
import {
  getLexicon,
  getLongestEntry,
  type LexiconEntry,
  type NameKind,
  type NameKinds,
} from './lexicon';
import type { Token } from './normalize';

export type NameMention = {
  readonly [K in NameKind]: {
    readonly kind: K;
    readonly name: NameKinds[K];
    /** Character range in the message. */
    readonly start: number;
    readonly end: number;
    /** Index of the first and after the last token of the match. */
    readonly firstToken: number;
    readonly endToken: number;
    /** Edits the typed words are from the name (0 for exact and spelling variants). */
    readonly edits: number;
  };
}[NameKind];

/** Typos allowed in one word: none below 5 letters, 1 up to 8, 2 from 9. */
function getEditLimit(word: string): number {
  if (word.length < 5) return 0;
  return word.length < 9 ? 1 : 2;
}

/** Words that name a kind of card, which make an everyday name ("Death") a card name. */
const KIND_WORDS: ReadonlySet<string> = new Set([
  'tarot',
  'tarots',
  'spectral',
  'voucher',
  'card',
  'cards',
]);

/** Verbs done to a card, which make the everyday name after them a card ("use temperance"). */
const CARD_VERBS: ReadonlySet<string> = new Set([
  'use',
  'using',
  'sell',
  'selling',
  'buy',
  'buying',
  'redeem',
]);

/** Game words that are never a typo of a name ("planet" is not "The Plant"). */
const GAME_WORDS: readonly string[] = [
  'ante',
  'blind',
  'boss',
  'card',
  'cards',
  'chips',
  'deck',
  'hand',
  'hands',
  'joker',
  'jokers',
  'level',
  'money',
  'mult',
  'pack',
  'planet',
  'planets',
  'play',
  'score',
  'shop',
  'stake',
  'tarot',
  'voucher',
];

let knownWords: ReadonlySet<string> | undefined;

/** Every word of every name, and the game's own words: typed as such, they are not typos. */
function getKnownWords(): ReadonlySet<string> {
  knownWords ??= new Set([...GAME_WORDS, ...getLexicon().flatMap((entry) => entry.words)]);
  return knownWords;
}

interface Candidate {
  readonly entry: LexiconEntry;
  readonly first: number;
  readonly count: number;
  readonly edits: number;
}

let exactIndex: ReadonlyMap<string, readonly LexiconEntry[]> | undefined;

/** Each entry under its words with and without spaces, and with a plural last word. */
function getExactIndex(): ReadonlyMap<string, readonly LexiconEntry[]> {
  if (exactIndex !== undefined) return exactIndex;
  const index = new Map<string, LexiconEntry[]>();
  const add = (key: string, entry: LexiconEntry) => {
    const list = index.get(key) ?? [];
    if (!list.includes(entry)) list.push(entry);
    index.set(key, list);
  };
  for (const entry of getLexicon()) {
    const phrase = entry.words.join(' ');
    for (const key of [phrase, `${phrase}s`, `${phrase}es`]) {
      add(key, entry);
      add(key.replaceAll(' ', ''), entry);
    }
  }
  exactIndex = index;
  return index;
}

function wordEdits(typed: readonly string[], entry: LexiconEntry): number | null {
  let total = 0;
  for (const [index, word] of entry.words.entries()) {
    const seen = typed[index];
    if (seen === undefined) return null;
    if (seen === word) continue;
    // A typo keeps the first letter; short words and words of the game must be exact.
    const limit = getEditLimit(word);
    if (limit === 0 || seen[0] !== word[0] || getKnownWords().has(seen)) return null;
    if (!isWithinEdits(seen, word, limit)) return null;
    total += limit === 2 && isWithinEdits(seen, word, 1) ? 1 : limit;
  }
  return total;
}

function findCandidates(tokens: readonly Token[]): Candidate[] {
  const exact = getExactIndex();
  const lexicon = getLexicon();
  const longest = getLongestEntry() + 1;
  const found: Candidate[] = [];
  for (let first = 0; first < tokens.length; first++) {
    for (let count = 1; count <= longest && first + count <= tokens.length; count++) {
      const words = tokens.slice(first, first + count).map((token) => token.word);
      const keys = [words.join(' '), words.join('')];
      for (const entry of keys.flatMap((key) => exact.get(key) ?? [])) {
        found.push({ entry, first, count, edits: 0 });
      }
      for (const entry of lexicon) {
        if (entry.isEveryday || entry.words.length !== count) continue;
        const edits = wordEdits(words, entry);
        if (edits !== null && edits > 0) found.push({ entry, first, count, edits });
      }
    }
  }
  return found;
}

/** An everyday name counts with a capital letter, after a verb done to a card, or next to the word for its kind. */
function isNamed(candidate: Candidate, tokens: readonly Token[], original: string): boolean {
  if (!candidate.entry.isEveryday) return true;
  const start = tokens[candidate.first]?.start ?? 0;
  const firstLetter = original.slice(start).match(/[a-z]/i)?.[0] ?? '';
  if (firstLetter !== firstLetter.toLowerCase()) return true;
  const near = [
    tokens[candidate.first - 1],
    tokens[candidate.first + candidate.count],
    tokens[candidate.first + candidate.count + 1],
  ];
  const before = tokens[candidate.first - 1];
  if (before !== undefined && CARD_VERBS.has(before.word)) return true;
  return near.some((token) => token !== undefined && KIND_WORDS.has(token.word));
}

/**
 * The names in the message, in the order they appear. `original` is the message in NFC form
 * (for capitals); `tokens` are the words of its normalized text.
 */
export function matchNames(tokens: readonly Token[], original: string): NameMention[] {
  const candidates = findCandidates(tokens)
    .filter((candidate) => isNamed(candidate, tokens, original))
    .map((candidate) => {
      const start = tokens[candidate.first]?.start ?? 0;
      const end = tokens[candidate.first + candidate.count - 1]?.end ?? start;
      return { candidate, start, end };
    })
    .sort(
      (a, b) =>
        b.end - b.start - (a.end - a.start) ||
        a.candidate.edits - b.candidate.edits ||
        a.start - b.start,
    );
  const taken = new Array<boolean>(tokens.length).fill(false);
  const mentions: NameMention[] = [];
  for (const { candidate, start, end } of candidates) {
    const span = taken.slice(candidate.first, candidate.first + candidate.count);
    if (span.some(Boolean)) continue;
    taken.fill(true, candidate.first, candidate.first + candidate.count);
    mentions.push({
      kind: candidate.entry.kind,
      name: candidate.entry.name,
      start,
      end,
      firstToken: candidate.first,
      endToken: candidate.first + candidate.count,
      edits: candidate.edits,
    } as NameMention);
  }
  return mentions.sort((a, b) => a.start - b.start);
}
