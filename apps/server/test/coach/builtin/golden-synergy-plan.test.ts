// Golden answers: Joker synergies, the ante plan and the run summary. Synergy numbers are the
// best play from the hand with both Jokers and without each; plan rows are blind targets
// (White 300/800/2,000, Red Stake 35,000/50,000 at antes 7/8, 110,000 at ante 9; Violet
// Vessel x6; showdown reward $8).
import {
  getBlindReward,
  getInterest,
  getJoker,
  getJokerSlotUsage,
  getStartingMoney,
  getTargetScore,
  scoreHand,
  type CalculatorScenario,
  type StakeName,
  type TargetBlind,
} from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { itAnswers, type GoldenCase } from './golden';
import { buildRun, cards } from './run-fixtures';

function engineScore(scenario: Omit<CalculatorScenario, 'version'>): number {
  const outcome = scoreHand({ version: 1, ...scenario });
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.score;
}

const target = (ante: number, blind: TargetBlind, stake: StakeName = 'White Stake') =>
  getTargetScore({ ante, blind, stake, deck: 'Red Deck' });

/** The least money that earns the most interest, found by asking the engine dollar by dollar. */
function leastMoneyForMostInterest(): number {
  const interest = (money: number) => getInterest({ money, vouchers: [], deck: 'Red Deck' });
  return (
    Array.from({ length: 100 }, (_, money) => money).find(
      (money) => interest(money) === interest(1_000),
    ) ?? -1
  );
}

const negativeRun = buildRun('Red Deck', 'White Stake', {
  jokers: [{ name: 'Joker', edition: 'negative' }, { name: 'The Duo' }],
});

const KINGS = cards('Ks Kh');
const RED_FLUSH = cards('Kh 9d 7h 4d 2h');

const CASES: readonly GoldenCase[] = [
  {
    name: 'Blueprint + The Duo: 240 with both, 120 without Blueprint, 60 without The Duo',
    run: buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Blueprint' }, { name: 'The Duo' }],
    }),
    hand: cards('Ks Kh 3c'),
    message: 'Does Blueprint work with The Duo?',
    intent: 'synergy',
    numbers: [
      {
        phrase: 'both **240**',
        byHand: 30 * 2 * 2 * 2,
        engine: engineScore({
          played: KINGS,
          jokers: [{ name: 'Blueprint' }, { name: 'The Duo' }],
        }),
      },
      {
        phrase: 'without Blueprint 120',
        byHand: 30 * 2 * 2,
        engine: engineScore({ played: KINGS, jokers: [{ name: 'The Duo' }] }),
      },
      {
        // Blueprint with nothing to its right copies nothing.
        phrase: 'without The Duo 60',
        byHand: 30 * 2,
        engine: engineScore({ played: KINGS, jokers: [{ name: 'Blueprint' }] }),
      },
    ],
  },
  {
    name: 'Smeared Joker + The Tribe turn 3 Hearts and 2 Diamonds into a Flush: 67 x 8 = 536',
    run: buildRun('Red Deck', 'White Stake'),
    hand: cards('Kh 9d 7h 4d 2h Ks'),
    message: 'Does Smeared Joker work with The Tribe?',
    intent: 'synergy',
    numbers: [
      {
        phrase: 'both **536**',
        byHand: (35 + 10 + 9 + 7 + 4 + 2) * (4 * 2),
        engine: engineScore({
          played: RED_FLUSH,
          jokers: [{ name: 'Smeared Joker' }, { name: 'The Tribe' }],
        }),
      },
      {
        // No Flush without Smeared Joker: the Pair of Kings is best.
        phrase: 'without Smeared Joker 60',
        byHand: 30 * 2,
        engine: engineScore({ played: KINGS, jokers: [{ name: 'The Tribe' }] }),
      },
      {
        phrase: 'without The Tribe 268',
        byHand: 67 * 4,
        engine: engineScore({ played: RED_FLUSH, jokers: [{ name: 'Smeared Joker' }] }),
      },
    ],
  },
  {
    name: 'Ride the Bus + Scary Face is an anti-synergy: a scoring face card resets the bus',
    run: buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Ride the Bus' }, { name: 'Scary Face' }],
    }),
    hand: cards('Ks Kh 5c'),
    message: 'do Ride the Bus and Scary Face go together?',
    intent: 'synergy',
    numbers: [
      {
        phrase: 'both **180**',
        byHand: (30 + 30 * 2) * 2,
        engine: engineScore({
          played: KINGS,
          jokers: [{ name: 'Ride the Bus' }, { name: 'Scary Face' }],
        }),
      },
      {
        phrase: 'without Scary Face 60',
        byHand: 30 * 2,
        engine: engineScore({ played: KINGS, jokers: [{ name: 'Ride the Bus' }] }),
      },
    ],
  },
  {
    name: 'the ante plan from ante 1 lists 300 up to 4,000 and warns of The Wall at ante 2',
    run: buildRun('Red Deck', 'White Stake', { money: 4 }),
    message: "What's my plan for the next antes?",
    intent: 'ante-plan',
    numbers: [
      { phrase: '| 1 | Small Blind | **300** | $3 |', byHand: 300, engine: target(1, 'small') },
      { phrase: '| 2 | Boss Blind | **1,600** | $5 |', byHand: 800 * 2, engine: target(2, 'boss') },
      {
        phrase: '| 3 | Big Blind | **3,000** | $4 |',
        byHand: 2_000 * 1.5,
        engine: target(3, 'big'),
      },
      {
        phrase: '| 3 | Boss Blind | **4,000** | $5 |',
        byHand: 2_000 * 2,
        engine: target(3, 'boss'),
      },
      {
        phrase: 'hold **$25** for the most interest, $5 per round',
        byHand: 5 * 5,
        engine: leastMoneyForMostInterest(),
      },
      {
        phrase: 'Watch for The Wall at ante 2 (**3,200**)',
        byHand: 800 * 4,
        engine: target(2, 'The Wall'),
      },
    ],
  },
  {
    name: 'the plan at ante 7 on Red Stake reaches the showdown: Violet Vessel 300,000, reward $8',
    run: buildRun('Red Deck', 'Red Stake', { ante: 7, round: 2 }),
    message: 'plan ahead',
    intent: 'ante-plan',
    numbers: [
      {
        phrase: '| 7 | Big Blind | **52,500** | $4 |',
        byHand: 35_000 * 1.5,
        engine: target(7, 'big', 'Red Stake'),
      },
      {
        phrase: '| 8 | Small Blind | **50,000** | $0 |',
        byHand: 50_000,
        engine: target(8, 'small', 'Red Stake'),
      },
      {
        phrase: '| 8 | Boss Blind | **100,000** | $8 |',
        byHand: 8,
        engine: getBlindReward('boss', 'Red Stake', true),
      },
      {
        phrase: '| 9 | Small Blind | **110,000** | $0 |',
        byHand: 110_000,
        engine: target(9, 'small', 'Red Stake'),
      },
      {
        phrase: 'Watch for Violet Vessel at ante 8 (**300,000**)',
        byHand: 50_000 * 6,
        engine: target(8, 'Violet Vessel', 'Red Stake'),
      },
    ],
  },
  {
    name: 'the plan with cards in hand says where one best play stops being enough',
    run: buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'The Duo' }] }),
    hand: cards('Ks Kh Kd 4c'),
    message: 'what is my plan',
    intent: 'ante-plan',
    numbers: [
      {
        // Three of a Kind contains a Pair, so The Duo doubles it.
        phrase: 'Your best play now (Three of a Kind) scores **360**',
        byHand: (30 + 10 * 3) * (3 * 2),
        engine: engineScore({ played: cards('Ks Kh Kd'), jokers: [{ name: 'The Duo' }] }),
      },
      {
        phrase: 'first falls short at ante 1 Big Blind (450)',
        byHand: 300 * 1.5,
        engine: target(1, 'big'),
      },
    ],
  },
  {
    name: 'the run summary: Yellow Deck starts with $14, $2 interest, $1 from the next step',
    run: buildRun('Yellow Deck', 'White Stake'),
    message: 'give me a summary of my run',
    intent: 'run-summary',
    numbers: [
      {
        phrase: 'Money $14, interest $2; $1 more for the next step.',
        byHand: 4 + 10,
        engine: getStartingMoney('Yellow Deck'),
      },
      {
        phrase: 'interest $2',
        byHand: Math.floor(14 / 5),
        engine: getInterest({ money: 14, vouchers: [], deck: 'Yellow Deck' }),
      },
      { phrase: '**Small Blind**, target **300**', byHand: 300, engine: target(1, 'small') },
    ],
  },
  {
    name: 'the run summary counts the slot a Negative Joker brings: 2 of 6',
    run: negativeRun,
    message: 'tell me about my run',
    intent: 'run-summary',
    numbers: [
      {
        phrase: 'Jokers (2/6): Joker (negative), The Duo',
        byHand: 5 + 1,
        engine: getJokerSlotUsage(negativeRun).available,
      },
    ],
  },
];

describe('built-in coach: synergies, ante plan and run summary', () => {
  itAnswers(CASES);

  it('answers what it cannot place with what it can answer and three questions from the run', () => {
    const run = buildRun('Red Deck', 'White Stake', {
      round: 3,
      bossBlind: 'The Flint',
      jokers: [{ name: 'Blueprint' }, { name: 'The Duo' }],
    });
    const answer = answerQuestion({ message: 'what is the meaning of life?', run, hand: [] });
    expect(answer).toContain("I didn't catch that question.");
    expect(answer).toContain('“How do I beat The Flint?”');
    expect(answer).toContain('“Does Blueprint work with The Duo?”');
    expect(answer).not.toContain('### Your run');
  });

  it('describes one Joker with what it works with when none of its partners is owned', () => {
    const run = buildRun('Red Deck', 'White Stake');
    const answer = answerQuestion({ message: 'Tell me about Pareidolia', run, hand: [] });
    expect(answer).toContain(`_${getJoker('Pareidolia').effect}_`);
    expect(answer).toContain('**Yes** — Pareidolia lets Scary Face pay on more cards');
  });

  it('says when two Jokers do not change each other', () => {
    const run = buildRun('Red Deck', 'White Stake');
    const answer = answerQuestion({
      message: 'Does Egg combine with Cavendish?',
      run,
      hand: [],
    });
    expect(answer).toContain(
      '**No direct interaction** — neither Egg nor Cavendish changes what the other does.',
    );
  });

  it("says first when Blueprint cannot copy a Joker, with the game's reason", () => {
    const run = buildRun('Red Deck', 'White Stake');
    expect(getJoker('Four Fingers').blueprintCompatible).toBe(false);
    const answer = answerQuestion({ message: 'can blueprint copy four fingers?', run, hand: [] });
    expect(answer.split('\n')[0]).toBe(
      "**No** — Blueprint can't copy Four Fingers (it copies only Jokers whose effect can be copied).",
    );
  });
});
