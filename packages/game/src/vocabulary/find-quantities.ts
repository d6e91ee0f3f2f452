// Numbers with a meaning: antes ("ante 5", "a5", "ante five", "5th ante"), hand levels
// ("level 3", "lvl 3"), money ("$14", "14$", "14 bucks") and scores ("90k", "1.2m", "36,000").
// Each pattern runs on the normalized message; a range another mention took is skipped.
import { MAX_HAND_LEVEL, MIN_HAND_LEVEL } from '../data/poker-hands';

export const QUANTITY_KINDS = ['ante', 'level', 'money', 'score'] as const;
export type QuantityKind = (typeof QUANTITY_KINDS)[number];

export interface QuantityMention {
  readonly kind: QuantityKind;
  readonly value: number;
  readonly start: number;
  readonly end: number;
}

/** The highest ante a saved run holds (contracts run-state). */
export const MAX_MENTIONED_ANTE = 100;
/** Money as a run holds it, at most (contracts run-state). */
const MAX_MENTIONED_MONEY = 1_000_000_000;

const NUMBER_WORDS: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const ORDINAL_WORDS: readonly string[] = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
];
const NUMBER = `(\\d{1,3}|${NUMBER_WORDS.join('|')})`;
const SCALE: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mil: 1_000_000,
  million: 1_000_000,
  b: 1_000_000_000,
  billion: 1_000_000_000,
};

function readNumber(text: string): number {
  const word = NUMBER_WORDS.indexOf(text);
  return word >= 0 ? word : Number(text.replaceAll(',', ''));
}

interface Pattern {
  readonly kind: QuantityKind;
  readonly regex: RegExp;
  readonly read: (match: RegExpMatchArray) => number | null;
  readonly isValid: (value: number) => boolean;
}

const isAnte = (value: number) => value >= 0 && value <= MAX_MENTIONED_ANTE;
const isLevel = (value: number) => value >= MIN_HAND_LEVEL && value <= MAX_HAND_LEVEL;
const isMoney = (value: number) => value <= MAX_MENTIONED_MONEY;
const first = (match: RegExpMatchArray) => readNumber(match[1] ?? '');

/** Tried in this order; money before scores so "$1,000" is money. */
const PATTERNS: readonly Pattern[] = [
  {
    kind: 'ante',
    regex: new RegExp(`\\bante\\s*#?\\s*${NUMBER}\\b`, 'g'),
    read: first,
    isValid: isAnte,
  },
  { kind: 'ante', regex: /\ba(\d{1,2})\b/g, read: first, isValid: isAnte },
  {
    kind: 'ante',
    regex: /\b(\d{1,2})(?:st|nd|rd|th)\s+ante\b/g,
    read: first,
    isValid: isAnte,
  },
  {
    kind: 'ante',
    regex: new RegExp(`\\b(${ORDINAL_WORDS.join('|')})\\s+ante\\b`, 'g'),
    read: (match) => ORDINAL_WORDS.indexOf(match[1] ?? ''),
    isValid: isAnte,
  },
  {
    kind: 'level',
    regex: new RegExp(`\\b(?:level|lvl|lv)\\.?\\s*${NUMBER}\\b`, 'g'),
    read: first,
    isValid: isLevel,
  },
  { kind: 'level', regex: /\bl(\d{1,2})\b/g, read: first, isValid: isLevel },
  {
    kind: 'money',
    regex: /\$\s?(\d{1,3}(?:,\d{3})+|\d{1,10})(?![\d.,]*\s?[km]\b)/g,
    read: first,
    isValid: isMoney,
  },
  { kind: 'money', regex: /\b(\d{1,10})\s?\$/g, read: first, isValid: isMoney },
  {
    kind: 'money',
    regex: new RegExp(`\\b(\\d{1,10}|${NUMBER_WORDS.join('|')})\\s?(?:bucks?|dollars?)\\b`, 'g'),
    read: first,
    isValid: isMoney,
  },
  {
    kind: 'score',
    regex: /\b(\d+(?:\.\d+)?)\s?(k|m|b|thousand|mil|million|billion)\b/g,
    read: (match) => Math.round(Number(match[1]) * (SCALE[match[2] ?? ''] ?? 1)),
    isValid: Number.isFinite,
  },
  {
    kind: 'score',
    regex: /\b\d{1,3}(?:,\d{3})+\b/g,
    read: (match) => readNumber(match[0]),
    isValid: Number.isFinite,
  },
  // Bare numbers of 100 and more are scores; smaller ones are counts the answers do not need.
  {
    kind: 'score',
    regex: /(?<![\d.,$])\b\d{3,15}\b(?![.,]?\d)/g,
    read: (match) => Number(match[0]),
    isValid: Number.isFinite,
  },
];

/** The quantities in normalized text, in order; `isFree` says a range is unclaimed. */
export function findQuantities(
  normalized: string,
  isFree: (start: number, end: number) => boolean,
): QuantityMention[] {
  const found: QuantityMention[] = [];
  const isTaken = (start: number, end: number) =>
    !isFree(start, end) || found.some((other) => start < other.end && other.start < end);
  for (const pattern of PATTERNS) {
    for (const match of normalized.matchAll(pattern.regex)) {
      const start = match.index;
      const end = start + match[0].length;
      const value = pattern.read(match);
      if (value === null || !pattern.isValid(value) || isTaken(start, end)) continue;
      found.push({ kind: pattern.kind, value, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
