// Golden answers: what an owned Joker adds to the build. The hand As Ah 7d 4c 2c plays a Pair
// of Aces: 10 + 11 + 11 = 32 chips; mult 2, Joker +4, The Duo X2 = 12; 384 in all. Without The
// Duo 32 × 6 = 192, without Joker 32 × 4 = 128; Egg scores nothing and sells for $2 plus the $9
// it gained.
import {
  getJokerSellValue,
  scoreHand,
  type CalculatorScenario,
  type JokerEntry,
  type ScenarioJoker,
} from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { itAnswers, type GoldenCase } from './golden';
import { apply, buildRun, cards } from './run-fixtures';

const HAND = cards('As Ah 7d 4c 2c');
const EGG: JokerEntry = { name: 'Egg', edition: null, stickers: [], extraValue: 9 };

const pairRun = apply(
  buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Joker' }, { name: 'The Duo' }] }),
  (run) => ({ ...run, jokers: [...run.jokers, EGG] }),
);

function score(played: string, jokers: readonly ScenarioJoker[]): number {
  const scenario: CalculatorScenario = { version: 1, played: cards(played), jokers };
  const outcome = scoreHand(scenario);
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.score;
}
const pairOfAces = (jokers: readonly ScenarioJoker[]) => score('As Ah', jokers);
const pairOfKings = (jokers: readonly ScenarioJoker[]) => score('Ks Kh 7c 4d 2s', jokers);

const ALL = [{ name: 'Joker' }, { name: 'The Duo' }, { name: 'Egg' }] as const;
const without = (name: string) => pairOfAces(ALL.filter((joker) => joker.name !== name));
const MICHEL_DUO = [{ name: 'Gros Michel' }, { name: 'The Duo' }] as const;

const CASES: readonly GoldenCase[] = [
  {
    name: 'The Duo adds 192: 384 with it, 192 without',
    run: pairRun,
    hand: HAND,
    message: 'how much does The Duo add to my score?',
    intent: 'joker-value',
    numbers: [
      {
        phrase: '**The Duo** adds **192** to your best play (384 with it, 192 without)',
        byHand: 32 * 12 - 32 * 6,
        engine: pairOfAces(ALL) - without('The Duo'),
      },
    ],
  },
  {
    name: 'Egg scores nothing: an economy Joker, sold for $11',
    run: pairRun,
    hand: HAND,
    message: 'is Egg worth keeping?',
    intent: 'joker-value',
    numbers: [
      {
        phrase: 'sell it for $11 when you need the slot or the cash',
        byHand: 2 + 9,
        engine: getJokerSellValue(pairRun, EGG),
      },
      {
        phrase: '**Egg** adds nothing to your best play (384 either way)',
        byHand: 32 * 12,
        engine: without('Egg'),
      },
    ],
  },
  {
    name: 'the weakest Joker is Egg, then The Duo (192), then Joker (256)',
    run: pairRun,
    hand: HAND,
    message: 'what is my weakest joker?',
    intent: 'joker-value',
    numbers: [
      {
        phrase: '- **The Duo** adds **192**',
        byHand: 32 * 12 - 32 * 6,
        engine: pairOfAces(ALL) - without('The Duo'),
      },
      {
        phrase: '- **Joker** adds **256**',
        byHand: 32 * 12 - 32 * 4,
        engine: pairOfAces(ALL) - without('Joker'),
      },
    ],
  },
  {
    // Gros Michel +15 then The Duo X2 on the Pair of Aces: 32 x (2 + 15) x 2 = 1,088; without
    // The Duo 32 x 17 = 544, without Gros Michel 32 x 4 = 128.
    name: 'of two owned Jokers, Gros Michel (960) adds more than The Duo (544)',
    run: buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Gros Michel' }, { name: 'The Duo' }],
    }),
    hand: HAND,
    message: 'is The Duo better than Gros Michel?',
    intent: 'joker-value',
    numbers: [
      {
        phrase: '**Gros Michel adds more**: 960 to your best play',
        byHand: 32 * 17 * 2 - 32 * 2 * 2,
        engine: pairOfAces(MICHEL_DUO) - pairOfAces([{ name: 'The Duo' }]),
      },
      {
        phrase: 'against 544 for The Duo',
        byHand: 32 * 17 * 2 - 32 * 17,
        engine: pairOfAces(MICHEL_DUO) - pairOfAces([{ name: 'Gros Michel' }]),
      },
    ],
  },
  {
    // The build plays Pair (The Duo): its example Ks Kh 7c 4d 2s scores (10 + 10 + 10) chips
    // × (2 + 4) × 2 = 360 with The Duo, 30 × 6 = 180 without.
    name: 'without cards: The Duo adds 180 to an example Pair; sells for $4',
    run: pairRun,
    message: 'is The Duo good?',
    intent: 'joker-value',
    numbers: [
      {
        phrase: '**The Duo** adds **180** to an example Pair (360 with it, 180 without)',
        byHand: 30 * 12 - 30 * 6,
        engine: pairOfKings(ALL) - pairOfKings(ALL.filter((joker) => joker.name !== 'The Duo')),
      },
      {
        phrase: 'sells for $4.',
        byHand: 8 / 2,
        engine: getJokerSellValue(pairRun, { name: 'The Duo', edition: null, stickers: [] }),
      },
    ],
  },
];

describe('built-in coach: what an owned Joker adds', () => {
  itAnswers(CASES);

  it('names Egg the weakest and lists every Joker, weakest first', () => {
    const answer = answerQuestion({
      message: 'what is my weakest joker?',
      run: pairRun,
      hand: HAND,
    });
    expect(answer).toContain('**Your weakest Joker: Egg**');
    const order = ['Egg', 'The Duo', 'Joker'].map((name) => answer.indexOf(`- **${name}**`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('puts the verdict first: keep what adds points', () => {
    const answer = answerQuestion({ message: 'is The Duo good?', run: pairRun, hand: HAND });
    expect(answer.split('\n')[0]).toBe('**Keep The Duo**: it pulls its weight.');
  });

  it('says the example it weighed on without cards, and asks for them', () => {
    const answer = answerQuestion({ message: 'is The Duo good?', run: pairRun, hand: [] });
    expect(answer.split('\n').at(-1)).toBe(
      '_Weighed on an example Pair (K♠ K♥ 7♣ 4♦ 2♠); add your cards in hand to weigh them on yours._',
    );
    expect(answerQuestion({ message: 'which joker should I sell?', run: pairRun, hand: [] })).toBe(
      '**Sell Egg** for $11 — without it an example Pair scores 360 (360 with it).',
    );
  });

  it('says there is nothing to weigh when no Joker is owned', () => {
    const run = buildRun('Red Deck', 'White Stake');
    const answer = answerQuestion({ message: 'what is my weakest joker?', run, hand: HAND });
    expect(answer).toContain('You own no Jokers yet, so there are none to weigh.');
  });

  it('judges a Joker the player does not own as a purchase', () => {
    const ask = (message: string) => answerQuestion({ message, run: pairRun, hand: HAND });
    expect(ask('Is Blueprint worth it?')).toBe(ask('should I buy Blueprint?'));
  });
});
