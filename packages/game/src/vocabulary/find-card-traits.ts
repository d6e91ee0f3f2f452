// Playing-card enhancements, editions and seals a message names ("what does steel do?", "a
// polychrome card", "red seal"), in the vocabulary's spelling. Words that are everyday words
// too (bonus, mult, gold, lucky, wild) count only next to "card"; ranges a name already
// claimed ("Glass Joker", "Gold Stake") are left alone.
import type { Enhancement, JokerEdition, Seal } from '../data/vocabulary';

type Trait =
  | { readonly kind: 'enhancement'; readonly name: Enhancement }
  | { readonly kind: 'edition'; readonly name: JokerEdition }
  | { readonly kind: 'seal'; readonly name: Seal };

export type CardTraitMention = Trait & { readonly start: number; readonly end: number };

const PATTERNS: readonly (readonly [RegExp, (word: string) => Trait | null])[] = [
  [/\b(gold|red|blue|purple) seals?\b/g, (word) => seal(word)],
  [/\b(bonus|mult|wild|glass|steel|stone|gold|lucky) cards?\b/g, (word) => enhancement(word)],
  [/\b(glass|steel|stone)\b(?! (?:card|seal))/g, (word) => enhancement(word)],
  [/\b(foil|holographic|holo|polychrome|poly|negative)\b/g, (word) => edition(word)],
];

function seal(word: string): Trait | null {
  return word === 'gold' || word === 'red' || word === 'blue' || word === 'purple'
    ? { kind: 'seal', name: word }
    : null;
}

function enhancement(word: string): Trait | null {
  switch (word) {
    case 'bonus':
    case 'mult':
    case 'wild':
    case 'glass':
    case 'steel':
    case 'stone':
    case 'gold':
    case 'lucky':
      return { kind: 'enhancement', name: word };
    default:
      return null;
  }
}

function edition(word: string): Trait | null {
  if (word === 'holo' || word === 'holographic') return { kind: 'edition', name: 'holographic' };
  if (word === 'poly' || word === 'polychrome') return { kind: 'edition', name: 'polychrome' };
  return word === 'foil' || word === 'negative' ? { kind: 'edition', name: word } : null;
}

/** Each trait once, in the order the message names them. */
export function findCardTraits(
  text: string,
  isFree: (start: number, end: number) => boolean,
): CardTraitMention[] {
  const found: CardTraitMention[] = [];
  for (const [pattern, read] of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const trait = read(match[1] ?? '');
      const claimed = found.some((other) => start < other.end && other.start < end);
      if (trait === null || claimed || !isFree(start, end)) continue;
      if (found.some((other) => other.kind === trait.kind && other.name === trait.name)) continue;
      found.push({ ...trait, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
