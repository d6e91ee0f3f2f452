// Typed card lines: table rows of what players write, and properties over any line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, type Rank, type Suit } from '../data/vocabulary';
import type { ScenarioCard } from '../scoring/scenario';
import { parseCardLine } from './notation';

const card = (rank: Rank, suit: Suit): ScenarioCard => ({ rank, suit });

describe('parseCardLine', () => {
  it('reads the example line of the hand entry', () => {
    expect(parseCardLine('AS KH 10d 7c')).toEqual({
      cards: [card('A', 'spades'), card('K', 'hearts'), card('10', 'diamonds'), card('7', 'clubs')],
      errors: [],
    });
  });

  it.each([
    ['Td', card('10', 'diamonds')],
    ['tD', card('10', 'diamonds')],
    ['10H', card('10', 'hearts')],
    ['as', card('A', 'spades')],
    ['qc', card('Q', 'clubs')],
    ['J♦', card('J', 'diamonds')],
    ['2♠', card('2', 'spades')],
    ['9♡', card('9', 'hearts')],
    ['K♣\uFE0F', card('K', 'clubs')],
  ])('reads "%s"', (code, expected) => {
    expect(parseCardLine(code)).toEqual({ cards: [expected], errors: [] });
  });

  it('takes commas and any spacing between codes', () => {
    expect(parseCardLine('  AS,KH ,  QD\t\tJC\n').cards).toEqual([
      card('A', 'spades'),
      card('K', 'hearts'),
      card('Q', 'diamonds'),
      card('J', 'clubs'),
    ]);
  });

  it('reads an empty line as no cards and no errors', () => {
    expect(parseCardLine('   ')).toEqual({ cards: [], errors: [] });
  });

  it.each([
    ['A', '"A" needs a suit: s, h, d or c (or ♠ ♥ ♦ ♣)'],
    ['10', '"10" needs a suit: s, h, d or c (or ♠ ♥ ♦ ♣)'],
    ['Kx', '"Kx": "x" is not a suit; use s, h, d or c (or ♠ ♥ ♦ ♣)'],
    ['1s', '"1s": "1" is not a rank; use 2–10, J, Q, K or A (T for 10)'],
    ['11h', '"11h": "11" is not a rank; use 2–10, J, Q, K or A (T for 10)'],
    ['Bd', '"Bd": "B" is not a rank; use 2–10, J, Q, K or A (T for 10)'],
    ['♠', '"♠" has no rank: write one before the suit, 2–10, J, Q, K or A (T for 10)'],
    ['ZZ', '"ZZ": "ZZ" is not a rank; use 2–10, J, Q, K or A (T for 10)'],
  ])('names the bad code "%s"', (code, message) => {
    expect(parseCardLine(code)).toEqual({
      cards: [],
      errors: [{ token: code, start: 0, end: code.length, message }],
    });
  });

  it('keeps the good codes and points at each bad one', () => {
    const line = 'AS 1x KH Q';
    const { cards, errors } = parseCardLine(line);
    expect(cards).toEqual([card('A', 'spades'), card('K', 'hearts')]);
    expect(errors.map((error) => [error.token, line.slice(error.start, error.end)])).toEqual([
      ['1x', '1x'],
      ['Q', 'Q'],
    ]);
  });
});

const RANK_CODES: Readonly<Record<Rank, readonly string[]>> = {
  ...(Object.fromEntries(RANKS.map((rank) => [rank, [rank]])) as Record<Rank, string[]>),
  '10': ['10', 'T', 't'],
  J: ['J', 'j'],
  Q: ['Q', 'q'],
  K: ['K', 'k'],
  A: ['A', 'a'],
};
const SUIT_CODES: Readonly<Record<Suit, readonly string[]>> = {
  spades: ['S', 's', '♠'],
  hearts: ['H', 'h', '♥'],
  diamonds: ['D', 'd', '♦'],
  clubs: ['C', 'c', '♣'],
};

/** A card and one of the ways to write it. */
const writtenCard = fc
  .record({ rank: fc.constantFrom(...RANKS), suit: fc.constantFrom(...SUITS) })
  .chain(({ rank, suit }) =>
    fc
      .tuple(fc.constantFrom(...RANK_CODES[rank]), fc.constantFrom(...SUIT_CODES[suit]))
      .map(([rankCode, suitCode]) => ({ card: card(rank, suit), code: `${rankCode}${suitCode}` })),
  );
const separator = fc.constantFrom(' ', '  ', ', ', ',', '\t');

describe('parseCardLine properties', () => {
  it('reads back any cards written in any notation, in order', () => {
    fc.assert(
      fc.property(fc.array(writtenCard, { maxLength: 12 }), separator, (written, between) => {
        const line = written.map(({ code }) => code).join(between);
        expect(parseCardLine(line)).toEqual({ cards: written.map((w) => w.card), errors: [] });
      }),
    );
  });

  it('reads any text without throwing, and every code is either a card or one error', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (line) => {
        const { cards, errors } = parseCardLine(line);
        const codes = line.match(/[^\s,;]+/gu) ?? [];
        expect(cards.length + errors.length).toBe(codes.length);
        for (const error of errors) {
          expect(line.slice(error.start, error.end)).toBe(error.token);
          expect(error.message).toContain(`"${error.token}"`);
        }
      }),
    );
  });

  it('names exactly the one bad code slipped into a good line', () => {
    const badCode = fc.constantFrom('1s', 'Kx', 'A', 'ZZ', '♠', '11h');
    fc.assert(
      fc.property(
        fc.array(writtenCard, { maxLength: 8 }),
        fc.nat(8),
        badCode,
        (written, at, bad) => {
          const codes = written.map(({ code }) => code);
          codes.splice(Math.min(at, codes.length), 0, bad);
          const { cards, errors } = parseCardLine(codes.join(' '));
          expect(cards).toEqual(written.map((w) => w.card));
          expect(errors.map((error) => error.token)).toEqual([bad]);
        },
      ),
    );
  });
});
