// Golden answers: blind targets. Hand derivations use the 1.0.1o tables (ADR 004):
// White 300/800/2,000/5,000/11,000…, Green 300/900/2,600…, Purple 300/1,000…; Small x1, Big
// x1.5, Boss x2, The Wall x4; Plasma Deck x2; antes past 8 from blinds.beyondAnte8.
import { getAnteBaseChips, getBlindReward, getTargetScore } from '@jokerwise/game';
import { describe } from 'vitest';
import { itAnswers, type GoldenCase } from './golden';
import { buildRun, cards } from './run-fixtures';

const CASES: readonly GoldenCase[] = [
  {
    name: 'a fresh run asks 300 at ante 1 Small Blind and pays $3',
    run: buildRun('Red Deck', 'White Stake'),
    message: "What's the target?",
    intent: 'target',
    numbers: [
      {
        phrase: '**Small Blind** at ante 1, White Stake, Red Deck: target **300**',
        byHand: 300 * 1,
        engine: getTargetScore({ ante: 1, blind: 'small', stake: 'White Stake', deck: 'Red Deck' }),
      },
      {
        phrase: 'Reward for beating it: $3',
        byHand: 3,
        engine: getBlindReward('small', 'White Stake'),
      },
    ],
  },
  {
    name: 'ante 5 Big Blind on White Stake is 11,000 x 1.5 = 16,500',
    run: buildRun('Red Deck', 'White Stake'),
    message: 'What is the target at ante 5 big blind?',
    intent: 'target',
    numbers: [
      {
        phrase: 'base 11,000 × 1.5 = 16,500',
        byHand: 11_000 * 1.5,
        engine: getTargetScore({ ante: 5, blind: 'big', stake: 'White Stake', deck: 'Red Deck' }),
      },
      {
        phrase: 'Reward for beating it: $4',
        byHand: 4,
        engine: getBlindReward('big', 'White Stake'),
      },
    ],
  },
  {
    name: 'Green Stake ante 3 uses the steeper table: 2,600 / 3,900 / 5,200, The Wall 10,400',
    run: buildRun('Red Deck', 'Green Stake', { ante: 3 }),
    message: 'blind targets for ante 3?',
    intent: 'target',
    numbers: [
      {
        phrase: '| Small Blind | ×1 | **2,600** | $0 |',
        byHand: 2_600,
        engine: getTargetScore({ ante: 3, blind: 'small', stake: 'Green Stake', deck: 'Red Deck' }),
      },
      {
        phrase: '| Big Blind | ×1.5 | **3,900** | $4 |',
        byHand: 2_600 * 1.5,
        engine: getTargetScore({ ante: 3, blind: 'big', stake: 'Green Stake', deck: 'Red Deck' }),
      },
      {
        phrase: '| Boss Blind | ×2 | **5,200** | $5 |',
        byHand: 2_600 * 2,
        engine: getTargetScore({ ante: 3, blind: 'boss', stake: 'Green Stake', deck: 'Red Deck' }),
      },
      {
        phrase: 'The Wall is ×4 (**10,400**)',
        byHand: 2_600 * 4,
        engine: getTargetScore({
          ante: 3,
          blind: 'The Wall',
          stake: 'Green Stake',
          deck: 'Red Deck',
        }),
      },
      // Red Stake and above pay nothing for the Small Blind (facts: stakes).
      { phrase: '**2,600** | $0', byHand: 0, engine: getBlindReward('small', 'Green Stake') },
    ],
  },
  {
    name: 'Plasma Deck doubles The Wall on Purple Stake ante 2: 1,000 x 4 x 2 = 8,000',
    run: buildRun('Plasma Deck', 'Purple Stake', { ante: 2, round: 3, bossBlind: 'The Wall' }),
    message: 'How many points do I need?',
    intent: 'target',
    numbers: [
      {
        phrase: 'base 1,000 × 4 × 2 (Plasma Deck) = 8,000',
        byHand: 1_000 * 4 * 2,
        engine: getTargetScore({
          ante: 2,
          blind: 'The Wall',
          stake: 'Purple Stake',
          deck: 'Plasma Deck',
        }),
      },
    ],
  },
  {
    name: 'Chicot switches The Wall off: ante 4 is 5,000 x 2 = 10,000, not 20,000',
    run: buildRun('Red Deck', 'White Stake', {
      ante: 4,
      round: 3,
      bossBlind: 'The Wall',
      jokers: [{ name: 'Chicot' }],
    }),
    message: 'what is the target score?',
    intent: 'target',
    numbers: [
      {
        phrase: 'target **10,000** (Chicot switches the boss off)',
        byHand: 5_000 * 2,
        engine: getTargetScore({
          ante: 4,
          blind: 'The Wall',
          stake: 'White Stake',
          deck: 'Red Deck',
          bossDisabled: true,
        }),
      },
    ],
  },
  {
    name: "at the Small Blind 'the boss' is the ante's own boss: The Wall asks 300 x 4 = 1,200",
    run: buildRun('Red Deck', 'White Stake', { bossBlind: 'The Wall' }),
    hand: cards('Ks Kh 3c 7d 9s'),
    message: 'can I beat the boss?',
    intent: 'beat-blind',
    numbers: [
      {
        phrase: 'The Wall at ante 1 needs **1,200**',
        byHand: 300 * 4,
        engine: getTargetScore({
          ante: 1,
          blind: 'The Wall',
          stake: 'White Stake',
          deck: 'Red Deck',
        }),
      },
    ],
  },
  {
    name: 'past ante 8 the growth formula gives 560,000 at ante 10 (facts: beyondAnte8)',
    run: buildRun('Red Deck', 'White Stake', { ante: 8 }),
    message: 'target at ante 10 small blind on white stake',
    intent: 'target',
    numbers: [
      {
        phrase: 'target **560,000**',
        byHand: 560_000,
        engine: getAnteBaseChips(10, 'White Stake'),
      },
    ],
  },
];

describe('built-in coach: blind targets', () => {
  itAnswers(CASES);
});
