// Golden answers: bosses. Hand derivations: boss target = ante base x the boss multiplier
// (The Wall 4, The Needle 1, others 2; switched off: at most 2); a suit boss's cards add
// nothing; The Arm plays the hand one level lower (facts: bossBlinds, pokerHands).
import {
  getBlindReward,
  getBossBlind,
  getTargetScore,
  scoreHand,
  setHandLevel,
  type BossBlindName,
  type CalculatorScenario,
} from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { itAnswers, type GoldenCase } from './golden';
import { apply, buildRun, cards } from './run-fixtures';

const bossTarget = (ante: number, blind: BossBlindName | 'boss', bossDisabled = false) =>
  getTargetScore({ ante, blind, stake: 'White Stake', deck: 'Red Deck', bossDisabled });

function engineScore(scenario: Omit<CalculatorScenario, 'version'>): number {
  const outcome = scoreHand({ version: 1, ...scenario });
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.score;
}

const CLUB_FLUSH = cards('Kc 9c 7c 4c 2c');

const CASES: readonly GoldenCase[] = [
  {
    name: 'The Wall at ante 3 asks 8,000, twice a usual boss; selling Luchador brings 4,000',
    run: buildRun('Red Deck', 'White Stake', {
      ante: 3,
      round: 3,
      bossBlind: 'The Wall',
      jokers: [{ name: 'Luchador' }],
    }),
    message: 'How do I beat the boss?',
    intent: 'boss',
    numbers: [
      {
        phrase: 'Target at ante 3: **8,000** (×4) (a usual ×2 boss asks 4,000); reward $5.',
        byHand: 2_000 * 4,
        engine: bossTarget(3, 'The Wall'),
      },
      { phrase: 'a usual ×2 boss asks 4,000', byHand: 2_000 * 2, engine: bossTarget(3, 'boss') },
      { phrase: 'reward $5', byHand: 5, engine: getBlindReward('boss', 'White Stake') },
      {
        phrase: 'Sell **Luchador** to switch it off: target becomes 4,000.',
        byHand: 2_000 * 2,
        engine: bossTarget(3, 'The Wall', true),
      },
    ],
  },
  {
    name: 'The Club debuffs a club Flush to its base 35 x 4 = 140 (268 without the boss)',
    run: buildRun('Red Deck', 'White Stake', { round: 3, bossBlind: 'The Club' }),
    hand: cards('Kc 9c 7c 4c 2c Ah'),
    message: 'how to beat The Club',
    intent: 'boss',
    numbers: [
      {
        phrase: 'Your best play under The Club: Flush **K♣ 9♣ 7♣ 4♣ 2♣** = **140**',
        byHand: 35 * 4,
        engine: engineScore({ played: CLUB_FLUSH, blind: 'The Club' }),
      },
      {
        phrase: 'without the boss: Flush 268',
        byHand: (35 + 10 + 9 + 7 + 4 + 2) * 4,
        engine: engineScore({ played: CLUB_FLUSH }),
      },
      {
        phrase: 'Target at ante 1: **600** (×2)',
        byHand: 300 * 2,
        engine: bossTarget(1, 'The Club'),
      },
    ],
  },
  {
    name: 'no boss chosen at ante 2: usual 1,600, The Wall 3,200, The Needle 800',
    run: buildRun('Red Deck', 'White Stake', { ante: 2, round: 3 }),
    message: 'any tips to beat the boss?',
    intent: 'boss',
    numbers: [
      {
        phrase: 'A usual boss asks **1,600** (×2)',
        byHand: 800 * 2,
        engine: bossTarget(2, 'boss'),
      },
      { phrase: 'The Wall ×4 = 3,200', byHand: 800 * 4, engine: bossTarget(2, 'The Wall') },
      { phrase: 'The Needle ×1 = 800', byHand: 800 * 1, engine: bossTarget(2, 'The Needle') },
    ],
  },
  {
    name: 'Chicot owned: The Wall at ante 5 counts as a x2 boss, 22,000',
    run: buildRun('Red Deck', 'White Stake', {
      ante: 5,
      round: 3,
      bossBlind: 'The Wall',
      jokers: [{ name: 'Chicot' }],
    }),
    message: 'How do I beat The Wall?',
    intent: 'boss',
    numbers: [
      {
        phrase: 'Target at ante 5: **22,000** (×2)',
        byHand: 11_000 * 2,
        engine: bossTarget(5, 'The Wall', true),
      },
      {
        phrase: '**Chicot** switches it off: target 22,000.',
        byHand: 11_000 * 2,
        engine: bossTarget(5, 'The Wall', true),
      },
    ],
  },
  {
    name: 'The Arm plays a level 3 Flush at level 2: 82 x 6 = 492 instead of 97 x 8 = 776',
    run: apply(
      buildRun('Red Deck', 'White Stake', { ante: 2, round: 3, bossBlind: 'The Arm' }),
      (run) => setHandLevel(run, 'Flush', 3),
    ),
    hand: cards('Kc 9c 7c 4c 2c Ah'),
    message: 'How can I counter this boss?',
    intent: 'boss',
    numbers: [
      {
        phrase: 'Your best play under The Arm: Flush **K♣ 9♣ 7♣ 4♣ 2♣** = **492**',
        byHand: (35 + 15 + 32) * (4 + 2),
        engine: engineScore({ played: CLUB_FLUSH, blind: 'The Arm', handLevels: { Flush: 3 } }),
      },
      {
        phrase: 'without the boss: Flush 776',
        byHand: (35 + 15 * 2 + 32) * (4 + 2 * 2),
        engine: engineScore({ played: CLUB_FLUSH, handLevels: { Flush: 3 } }),
      },
    ],
  },
  {
    name: 'The Needle asks only 1x base: 800 at ante 2, with one hand',
    run: buildRun('Red Deck', 'White Stake', { ante: 2, round: 3, bossBlind: 'The Needle' }),
    message: 'The Needle',
    intent: 'boss',
    numbers: [
      {
        phrase: 'Target at ante 2: **800** (×1) (a usual ×2 boss asks 1,600)',
        byHand: 800 * 1,
        engine: bossTarget(2, 'The Needle'),
      },
    ],
  },
];

describe('built-in coach: bosses', () => {
  itAnswers(CASES);

  it("ranks the ante's bosses by what the best play scores under each: The Head on Hearts", () => {
    // A Heart Flush, K Q 9 5 2: (35 + 10 + 10 + 9 + 5 + 2) × 4 = 284; under The Head the
    // Hearts are debuffed and add nothing, 35 × 4 = 140, of the 600 every ante 1 boss asks.
    const run = buildRun('Red Deck', 'White Stake');
    const answer = answerQuestion({
      message: 'which boss is the worst for my build?',
      run,
      hand: cards('Kh Qh 9h 5h 2h'),
    }).split('\n');
    expect(answer[0]).toBe(
      '**The Head is the hardest boss for your build at ante 1**: your best play now (Flush K♥ Q♥ 9♥ 5♥ 2♥) scores 140 of the 600 it asks.',
    );
    expect(answer).toContain('- The Head: 140 of 600 (460 short)');
    expect(answer.find((line) => line.startsWith('- Easiest: '))).toMatch(/: 284 of 600/);
  });

  it('gives the verdict first: the target, then the effect and how to play around it', () => {
    const run = buildRun('Red Deck', 'White Stake', { round: 3, bossBlind: 'The Psychic' });
    const answer = answerQuestion({ message: 'how do I beat the boss', run, hand: [] });
    const target = getTargetScore({
      ante: 1,
      blind: 'The Psychic',
      stake: 'White Stake',
      deck: 'Red Deck',
    });
    expect(answer.split('\n')[0]).toBe(
      `**The Psychic: ${target.toLocaleString('en-US')} to beat** at ante 1 — ${getBossBlind('The Psychic').effect}`,
    );
    expect(answer).toContain('Only 5-card hands score');
  });

  it('says first that Chicot switches the boss off, with the target it leaves', () => {
    const run = buildRun('Red Deck', 'White Stake', {
      ante: 5,
      round: 3,
      bossBlind: 'The Wall',
      jokers: [{ name: 'Chicot' }],
    });
    const answer = answerQuestion({ message: "how do I beat The Wall's effect?", run, hand: [] });
    const off = bossTarget(5, 'The Wall', true);
    expect(answer.split('\n')[0]).toContain(
      `**Chicot switches The Wall off: ${off.toLocaleString('en-US')} to beat**`,
    );
  });
});
