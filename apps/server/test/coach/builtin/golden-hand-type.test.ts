// Golden answers: one named poker hand from the cards held. Ks Kh Kc 4d 4s 9h 2c 7d, no Jokers:
// the Full House is (40 + 10 + 10 + 10 + 4 + 4) x 4 = 312; the best Three of a Kind, the three
// Kings, (30 + 10 + 10 + 10) x 3 = 180; no five cards make a Flush.
import { findBestPlay, type PokerHandName } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { itAnswers, type GoldenCase } from './golden';
import { buildRun, cards } from './run-fixtures';

const RUN = buildRun('Red Deck', 'White Stake');
const HAND = cards('Ks Kh Kc 4d 4s 9h 2c 7d');

function bestOf(onlyHand?: PokerHandName): number {
  const outcome = findBestPlay(
    { version: 1, played: [], held: HAND },
    onlyHand === undefined ? {} : { onlyHand },
  );
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.best.result.score;
}

const FULL_HOUSE = { byHand: (40 + 10 + 10 + 10 + 4 + 4) * 4, engine: bestOf() };
const THREE_KINGS = { byHand: (30 + 10 + 10 + 10) * 3, engine: bestOf('Three of a Kind') };

const CASES: readonly GoldenCase[] = [
  {
    name: 'the best Three of a Kind, beside the better Full House',
    run: RUN,
    hand: HAND,
    message: "what's my best three of a kind?",
    intent: 'best-play',
    numbers: [
      { phrase: '### Your best Three of a Kind: 180', ...THREE_KINGS },
      { phrase: 'Your best play is Full House (K♠ K♥ K♣ 4♠ 4♦) 312.', ...FULL_HOUSE },
    ],
  },
  {
    name: 'the best Full House is the best play',
    run: RUN,
    hand: HAND,
    message: 'how much does my full house score?',
    intent: 'best-play',
    numbers: [{ phrase: '### Your best Full House: 312', ...FULL_HOUSE }],
  },
  {
    name: 'a Flush the cards cannot make, against the Full House',
    run: RUN,
    hand: HAND,
    message: 'flush or full house?',
    intent: 'compare-plays',
    numbers: [{ phrase: 'base 40 × 4 → chips 78 × mult 4 = **312**', ...FULL_HOUSE }],
  },
  {
    name: 'Full House or Three of a Kind: 132 more for the Full House',
    run: RUN,
    hand: HAND,
    message: 'full house or three of a kind?',
    intent: 'compare-plays',
    numbers: [
      {
        phrase: '132 more than Three of a Kind',
        byHand: FULL_HOUSE.byHand - THREE_KINGS.byHand,
        engine: FULL_HOUSE.engine - THREE_KINGS.engine,
      },
    ],
  },
];

describe('golden answers: one named poker hand', () => {
  itAnswers(CASES);

  it('says the hand cannot be made, and what to play instead', () => {
    const ask = (message: string) => answerQuestion({ message, run: RUN, hand: HAND });
    expect(ask("what's my best flush?")).toMatch(
      /^\*\*No Flush in your hand\.\*\* Your best play is Full House/,
    );
    expect(ask('flush or full house?')).toMatch(
      /^\*\*Play the Full House\*\* — your hand makes no Flush\./,
    );
    expect(ask('how much does my full house score?')).toContain('It is your best play.');
  });
});
