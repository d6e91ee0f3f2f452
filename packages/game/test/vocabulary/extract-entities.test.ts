// The vocabulary matcher: table-driven rows of the ways players write the game's names,
// cards, antes, money and scores, and a property that any text is read without throwing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractEntities, findName, getNamesOfKind, JOKER_NAMES, type NameKind } from '../../src';

const NAMES: readonly (readonly [string, NameKind, readonly string[]])[] = [
  ['Does Blueprint work with The Duo?', 'joker', ['Blueprint', 'The Duo']],
  ['is blueprnt good with the duo', 'joker', ['Blueprint', 'The Duo']],
  ['blue print or riffraff?', 'joker', ['Blueprint', 'Riff-Raff']],
  ['Does seance help?', 'joker', ['Séance']],
  ['drivers license and mr bones', 'joker', ["Driver's License", 'Mr. Bones']],
  ['to the moon or the moon?', 'joker', ['To the Moon']],
  ['to the moon or the moon?', 'tarot', ['The Moon']],
  ['jimbo', 'joker', ['Joker']],
  ['bp or brainstorm?', 'joker', ['Blueprint', 'Brainstorm']],
  ['which joker is best?', 'joker', []],
  ["How do I beat The Wall's effect?", 'boss', ['The Wall']],
  ['the neddle at ante 6', 'boss', ['The Needle']],
  ['can i beat wall', 'boss', ['The Wall']],
  ['hook or ox?', 'boss', ['The Hook', 'The Ox']],
  ['a full house of clubs', 'boss', []],
  ['which joker is best for clubs?', 'boss', []],
  ['Should I take the planet?', 'boss', []],
  ['flushes with trips', 'hand', ['Flush', 'Three of a Kind']],
  ['a royal flush', 'hand', ['Straight Flush']],
  ['and on green stake?', 'stake', ['Green Stake']],
  ['plasma or checkered?', 'deck', ['Plasma Deck', 'Checkered Deck']],
  ['what is Death?', 'tarot', ['Death']],
  ['the death tarot', 'tarot', ['Death']],
  ['the strength of my build', 'tarot', []],
  ['should I use temperance?', 'tarot', ['Temperance']],
  ['sell death', 'tarot', ['Death']],
  ['a Mega Arcana Pack', 'pack', ['Mega Arcana Pack']],
  ['the investment tag', 'tag', ['Investment Tag']],
  ['seed money', 'voucher', ['Seed Money']],
];

describe('names', () => {
  it.each(NAMES)('"%s" names the %s %j', (message, kind, names) => {
    expect(getNamesOfKind(extractEntities(message), kind)).toEqual(names);
  });

  it('finds every Joker by its own name, in any case', () => {
    for (const name of JOKER_NAMES) {
      expect(findName('joker', name.toUpperCase()), name).toBe(name);
    }
  });
});

const card = (rank: string, suit: string) => ({ rank, suit });

const CARDS: readonly (readonly [
  string,
  readonly (readonly { rank: string; suit: string }[])[],
])[] = [
  [
    'AS AH or KS KH QS?',
    [
      [card('A', 'spades'), card('A', 'hearts')],
      [card('K', 'spades'), card('K', 'hearts'), card('Q', 'spades')],
    ],
  ],
  ['K♥ and 10d', [[card('K', 'hearts'), card('10', 'diamonds')]]],
  ['ten of spades vs queen of hearts', [[card('10', 'spades')], [card('Q', 'hearts')]]],
  ['as ks qs', [[card('A', 'spades'), card('K', 'spades'), card('Q', 'spades')]]],
  ['as far as I know', []],
  ['a pair of 5s', []],
  ['A ♠', [[card('A', 'spades')]]],
];

describe('cards', () => {
  it.each(CARDS)('"%s" holds %j', (message, groups) => {
    expect(extractEntities(message).cardGroups).toEqual(groups);
  });
});

describe('quantities', () => {
  it.each([
    ['target at ante 5', [5]],
    ['a5 boss', [5]],
    ['ante five', [5]],
    ['the 3rd ante', [3]],
    ['the eighth ante', [8]],
    ['ante 500', []],
  ] as const)('"%s" reads antes %j', (message, antes) => {
    expect(extractEntities(message).antes).toEqual(antes);
  });

  it.each([
    ['90k or 1.2m', [90_000, 1_200_000]],
    ['36,000 to beat', [36_000]],
    ['1.5 million', [1_500_000]],
    ['score 4500', [4_500]],
  ] as const)('"%s" reads scores %j', (message, scores) => {
    expect(extractEntities(message).scores).toEqual(scores);
  });

  it.each([
    ['what does a lvl 3 flush give', [3]],
    ['level ten pair', [10]],
    ['level 99 pair', []],
  ] as const)('"%s" reads levels %j', (message, levels) => {
    expect(extractEntities(message).levels).toEqual(levels);
  });

  it.each([
    ['I have $14', 14, 'held', null],
    ['14 bucks left', 14, 'held', null],
    ['is Blueprint for $10 worth it?', 10, 'price', 'Blueprint'],
    ['$6 Jupiter?', 6, 'price', 'Jupiter'],
    ['a card that costs 5 dollars', 5, 'price', null],
    ['$20', 20, 'unclear', null],
  ] as const)('"%s" reads $%i as %s', (message, amount, role, item) => {
    const [money] = extractEntities(message).money;
    expect(money).toMatchObject({ amount, role });
    expect(money?.item?.name ?? null).toBe(item);
  });

  it('tells money held from a price in one message', () => {
    const { money } = extractEntities('I have $12, is Blueprint at $10 worth it?');
    expect(money.map((entry) => [entry.amount, entry.role])).toEqual([
      [12, 'held'],
      [10, 'price'],
    ]);
  });
});

describe('any text', () => {
  it('is read without throwing, every mention inside the message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (message) => {
        const entities = extractEntities(message);
        const length = message.normalize('NFC').length;
        for (const mention of [...entities.names, ...entities.cards, ...entities.money]) {
          expect(mention.start).toBeGreaterThanOrEqual(0);
          expect(mention.end).toBeLessThanOrEqual(length);
        }
      }),
    );
  });
});
