// Text as the vocabulary matcher reads it: lower case, accents and curly quotes removed, one
// character for one character, so every mention points back at the words the player typed.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const QUOTES: ReadonlySet<string> = new Set(['\u2018', '\u2019', '\u02bc', '`']);

/**
 * Lower case without accents ("Séance" → "seance"), index for index with `text` once it is in
 * NFC form; a character whose plain form would change the length is kept as it is.
 */
export function normalizeText(text: string): string {
  let normalized = '';
  for (const char of text.normalize('NFC')) {
    const plain = QUOTES.has(char)
      ? "'"
      : char.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
    normalized += plain.length === char.length ? plain : char;
  }
  return normalized;
}

export interface Token {
  /** The word without a possessive ("wall's" → "wall"). */
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

const WORD = /[a-z0-9]+(?:'[a-z]+)?/g;

/** Words of normalized text; "The Wall's" and "the wall" give the same words. */
export function tokenize(normalized: string): Token[] {
  const tokens: Token[] = [];
  for (const match of normalized.matchAll(WORD)) {
    const raw = match[0];
    const apostrophe = raw.indexOf("'");
    tokens.push({
      word: apostrophe === -1 ? raw : raw.slice(0, apostrophe),
      start: match.index,
      end: match.index + raw.length,
    });
  }
  return tokens;
}

/** The words of a name as the matcher compares them: "Driver's License" → "driver license". */
export function toPhrase(name: string): string {
  return tokenize(normalizeText(name))
    .map((token) => token.word)
    .join(' ');
}
