// Golden answers: best play and "does this beat the blind". Hand derivations follow the scoring
// order (facts: scoringOrder): hand level values, then each scoring card's chips (A 11, faces
// 10), then Jokers left to right; score = chips x mult. The engine check scores the same cards
// through scoreHand from a scenario written here, not through the coach's run mapping.
import {
  findBestPlay,
  getHandLevelValues,
  getTargetScore,
  scoreHand,
  setCurrentScore,
  setHandLevel,
  type CalculatorScenario,
  type JokerName,
  type RunState,
} from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { itAnswers, type GoldenCase } from './golden';
import { apply, buildRun, cards } from './run-fixtures';

function engineScore(scenario: Omit<CalculatorScenario, 'version'>): number {
  const outcome = scoreHand({ version: 1, ...scenario });
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.score;
}

function bestPlayCardCount(scenario: Omit<CalculatorScenario, 'version' | 'played'>): number {
  const outcome = findBestPlay({ version: 1, played: [], ...scenario });
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.best.cards.length;
}

const SMALL_BLIND_ANTE_1 = getTargetScore({
  ante: 1,
  blind: 'small',
  stake: 'White Stake',
  deck: 'Red Deck',
});
const FLUSH_HAND = cards('Kh 9h 7h 4h 2h Ks 3c 5d');
const HEART_FLUSH = cards('Kh 9h 7h 4h 2h');
const FLUSH_JOKERS = [{ name: 'The Tribe' }, { name: 'Droll Joker' }] as const;

const CASES: readonly GoldenCase[] = [
  {
    name: 'Blueprint copies The Duo on a pair of Kings: 30 x 8 = 240, 60 short of 300',
    run: buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Blueprint' }, { name: 'The Duo' }],
    }),
    hand: cards('Ks Kh 3c 7d 9s'),
    message: 'What should I play?',
    intent: 'best-play',
    numbers: [
      {
        phrase: 'chips 30 × mult 8 = **240**',
        byHand: (10 + 10 + 10) * (2 * 2 * 2),
        engine: engineScore({
          played: cards('Ks Kh'),
          jokers: [{ name: 'Blueprint' }, { name: 'The Duo' }],
        }),
      },
      {
        phrase: 'target 300: short by **60**',
        byHand: 300 - 240,
        engine:
          getTargetScore({ ante: 1, blind: 'small', stake: 'White Stake', deck: 'Red Deck' }) - 240,
      },
    ],
  },
  {
    name: 'a Flush build at The Wall: 67 x 18 = 1,206 against 3,200',
    run: buildRun('Red Deck', 'White Stake', {
      ante: 2,
      round: 3,
      bossBlind: 'The Wall',
      jokers: FLUSH_JOKERS,
    }),
    hand: FLUSH_HAND,
    message: 'best play?',
    intent: 'best-play',
    numbers: [
      {
        phrase: 'base 35 × 4 → chips 67 × mult 18 = **1,206**',
        // The Tribe doubles 4 before Droll Joker adds 10: Jokers resolve left to right.
        byHand: (35 + 10 + 9 + 7 + 4 + 2) * (4 * 2 + 10),
        engine: engineScore({ played: HEART_FLUSH, jokers: FLUSH_JOKERS, blind: 'The Wall' }),
      },
      {
        phrase: 'target 3,200: short by **1,994**',
        byHand: 800 * 4 - 1_206,
        engine:
          getTargetScore({ ante: 2, blind: 'The Wall', stake: 'White Stake', deck: 'Red Deck' }) -
          1_206,
      },
    ],
  },
  {
    name: 'three Aces with Zany Joker beat the Small Blind: 63 x 15 = 945',
    run: buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Zany Joker' }] }),
    hand: cards('As Ah Ac 5d 9s 2c'),
    message: 'Can I beat this blind?',
    intent: 'beat-blind',
    numbers: [
      {
        phrase: '**Yes** — your best play scores **945**',
        byHand: (30 + 11 * 3) * (3 + 12),
        engine: engineScore({ played: cards('As Ah Ac'), jokers: [{ name: 'Zany Joker' }] }),
      },
      {
        phrase: 'the Small Blind at ante 1 needs **300**',
        byHand: 300,
        engine: SMALL_BLIND_ANTE_1,
      },
    ],
  },
  {
    name: 'the ante’s boss is known but the Small Blind is played: its 300 is what counts',
    run: buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Zany Joker' }],
      bossBlind: 'The Wall',
    }),
    hand: cards('As Ah Ac 5d 9s 2c'),
    message: 'Can I beat this blind?',
    intent: 'beat-blind',
    numbers: [
      {
        phrase: '**Yes** — your best play scores **945**, the Small Blind at ante 1 needs **300**',
        byHand: 300,
        engine: SMALL_BLIND_ANTE_1,
      },
    ],
  },
  {
    name: 'with 200 already scored the blind needs 100 more; a pair of Aces (64) is 36 short',
    run: apply(buildRun('Red Deck', 'White Stake'), (run) => setCurrentScore(run, 200)),
    hand: cards('As Ah 4c 6s 9c'),
    message: 'is this enough to clear the blind?',
    intent: 'beat-blind',
    numbers: [
      {
        phrase: 'your best play scores **64**',
        byHand: (10 + 11 + 11) * 2,
        engine: engineScore({ played: cards('As Ah') }),
      },
      {
        phrase: 'needs **100** (short by 36)',
        byHand: 300 - 200,
        engine: SMALL_BLIND_ANTE_1 - 200,
      },
      {
        phrase: '(short by 36)',
        byHand: 100 - 64,
        engine: 100 - engineScore({ played: cards('As Ah') }),
      },
    ],
  },
  {
    name: 'asking about The Flint scores the Flush with halved base values: 50 x 14 = 700',
    run: buildRun('Red Deck', 'White Stake', { ante: 2, jokers: FLUSH_JOKERS }),
    hand: FLUSH_HAND,
    message: 'Can I beat The Flint with this hand?',
    intent: 'beat-blind',
    numbers: [
      {
        // The Flint: 35 -> 18 (17.5 rounded up) chips, 4 -> 2 mult, before the cards score.
        phrase: 'your best play scores **700**',
        byHand: (18 + 10 + 9 + 7 + 4 + 2) * (2 * 2 + 10),
        engine: engineScore({ played: HEART_FLUSH, jokers: FLUSH_JOKERS, blind: 'The Flint' }),
      },
      {
        phrase: 'The Flint at ante 2 needs **1,600**',
        byHand: 800 * 2,
        engine: getTargetScore({
          ante: 2,
          blind: 'The Flint',
          stake: 'White Stake',
          deck: 'Red Deck',
        }),
      },
    ],
  },
  {
    name: 'Plasma Deck balances chips and mult: (30 + 2) / 2 = 16, 16 x 16 = 256 against 600',
    run: buildRun('Plasma Deck', 'White Stake'),
    hand: cards('Ks Kh 2c'),
    message: 'what should I play',
    intent: 'best-play',
    numbers: [
      {
        phrase: 'chips 16 × mult 16 = **256**',
        byHand: Math.floor((30 + 2) / 2) ** 2,
        engine: engineScore({ played: cards('Ks Kh'), deck: 'Plasma Deck' }),
      },
      {
        phrase: 'target 600: short by **344**',
        byHand: 300 * 2 - 256,
        engine:
          getTargetScore({ ante: 1, blind: 'small', stake: 'White Stake', deck: 'Plasma Deck' }) -
          256,
      },
    ],
  },
  {
    name: 'a level 3 Pair of Queens: (40 + 20) x 4 = 240',
    run: apply(buildRun('Red Deck', 'White Stake'), (run) => setHandLevel(run, 'Pair', 3)),
    hand: cards('Qs Qd 3h'),
    message: 'Which cards should I play?',
    intent: 'best-play',
    numbers: [
      {
        phrase: '**Pair** (level 3): base 40 × 4',
        byHand: 10 + 15 * 2,
        engine: getHandLevelValues('Pair', 3).chips,
      },
      {
        phrase: 'chips 60 × mult 4 = **240**',
        byHand: (10 + 15 * 2 + 10 + 10) * (2 + 1 * 2),
        engine: engineScore({ played: cards('Qs Qd'), handLevels: { Pair: 3 } }),
      },
    ],
  },
  {
    name: 'The Psychic forces 5 cards: a Pair of Kings padded to 5 scores 60 against 600',
    run: buildRun('Red Deck', 'White Stake', { round: 3, bossBlind: 'The Psychic' }),
    hand: cards('Ks Kh 2c 5d 8s 9h Jc 4d'),
    message: 'What should I play?',
    intent: 'best-play',
    numbers: [
      {
        phrase: '(5 cards)',
        byHand: 5,
        engine: bestPlayCardCount({ held: cards('Ks Kh 2c 5d 8s 9h Jc 4d'), blind: 'The Psychic' }),
      },
      {
        phrase: 'chips 30 × mult 2 = **60**',
        byHand: (10 + 10 + 10) * 2,
        engine: engineScore({ played: cards('Ks Kh 2c 5d 8s'), blind: 'The Psychic' }),
      },
      {
        phrase: 'target 600: short by **540**',
        byHand: 300 * 2 - 60,
        engine:
          getTargetScore({
            ante: 1,
            blind: 'The Psychic',
            stake: 'White Stake',
            deck: 'Red Deck',
          }) - 60,
      },
    ],
  },
];

describe('built-in coach: best play and beating the blind', () => {
  itAnswers(CASES);

  describe('how many hands, how much more (three Aces: 63 Chips × 3 Mult = 189)', () => {
    const hand = cards('As Ah Ac 5d 9s 2c');
    const ask = (message: string) =>
      answerQuestion({ message, run: buildRun('Red Deck', 'White Stake'), hand }).split('\n')[0];

    it('counts the hands at the best play’s score', () => {
      // 300 / 189 → 2 hands of the 4 a Red Deck has.
      expect(ask('how many hands do I need?')).toBe(
        '**2 hands** at this score — your best play scores **189**, the Small Blind at ante 1 needs **300**; you have 4. Each hand draws new cards, so this holds only if you can score as much again.',
      );
      // The Wall at ante 1: 300 × 4 = 1,200 → 7 hands, more than 4.
      expect(ask('how many hands do I need to beat the wall?')).toMatch(
        /^\*\*7 hands\*\* at this score — your best play scores \*\*189\*\*, The Wall at ante 1 needs \*\*1,200\*\*; more than the 4 you have\./,
      );
    });

    it('says what is left to score', () => {
      // 300 - 100 scored = 200 to go; 189 is 11 short.
      const answer = answerQuestion({
        message: 'how much is left to score?',
        run: { ...buildRun('Red Deck', 'White Stake'), currentScore: 100 },
        hand,
      }).split('\n')[0];
      expect(answer).toBe(
        '**200 to go** on the Small Blind at ante 1 — your best play scores **189**: 11 short.',
      );
    });

    it('says how much more Mult or Chips one hand lacks', () => {
      // 300 / 63 Chips → 5 Mult, 2 more than 3; 300 / 3 Mult → 100 Chips, 37 more than 63.
      expect(ask('how much more mult do I need?')).toBe(
        '**2 Mult more** — your best play scores **189**, the Small Blind at ante 1 needs **300**. At 63 Chips, one hand needs 5 Mult; it has 3.',
      );
      expect(ask('how much more chips do I need?')).toBe(
        '**37 Chips more** — your best play scores **189**, the Small Blind at ante 1 needs **300**. At 3 Mult, one hand needs 100 Chips; it has 63.',
      );
    });
  });

  describe('a blind already settled (packages/game getBlindStatus)', () => {
    const hand = cards('As Ah Ac 5d 9s 2c');
    // Three Aces at level 1: (30 + 11 × 3) × 3 = 189, as in the Zany Joker case above.
    const ask = (changes: Partial<RunState>, jokers: readonly { name: JokerName }[] = []) =>
      answerQuestion({
        message: 'Can I beat this blind?',
        run: { ...buildRun('Red Deck', 'White Stake', { jokers }), ...changes },
        hand,
      });

    it('says a beaten blind is beaten, then weighs the next one against the cards held', () => {
      expect(ask({ currentScore: 320 }).split('\n\n')).toEqual([
        '**Already beaten** — 320 of 300 scored on the Small Blind at ante 1. Press Next Round to cash out.',
        // The Big Blind at ante 1 is 1.5 × 300 = 450.
        'Next, the Big Blind at ante 1 needs **450**. The cards you hold now would score **189** with a Three of a Kind: short by 261 in one hand; the game deals a new hand for it.',
      ]);
    });

    it('after the ante’s boss, the next is the Small Blind of the next ante', () => {
      const answer = ask({
        round: 3,
        blindType: 'boss',
        bossBlind: 'The Hook',
        targetScore: 600,
        currentScore: 600,
      });
      // Ante 2's Small Blind at White Stake: 800.
      expect(answer).toContain('Next, the Small Blind at ante 2 needs **800**.');
    });

    it('out of hands: lost, or saved by Mr. Bones at a quarter of the target', () => {
      expect(ask({ hands: 0, currentScore: 74 })).toBe(
        '**Out of hands** — 74 of 300 scored on the Small Blind at ante 1: in the game the run ends here. If a score was entered wrong, undo it.',
      );
      expect(ask({ hands: 0, currentScore: 75 }, [{ name: 'Mr. Bones' }])).toMatch(
        /^\*\*Saved by Mr\. Bones\*\* — 75 of 300 scored on the Small Blind at ante 1, out of hands with at least 25% of the target; he self-destructs\./,
      );
    });

    it('the run plan leads with a settled blind', () => {
      const answer = answerQuestion({
        message: 'am I going to lose?',
        run: { ...buildRun('Red Deck', 'White Stake'), hands: 0, currentScore: 10 },
        hand,
      });
      expect(answer).toMatch(
        /^\*\*Out of hands\*\* — 10 of 300 scored on the Small Blind at ante 1: in the game the run ends here\./,
      );
      expect(answer).toContain('### Plan from ante 1');
    });

    it('a blind other than the one in play is answered as before', () => {
      expect(ask({ currentScore: 320 }, [])).not.toContain('Big Blind at ante 2');
      const answer = answerQuestion({
        message: 'Can I beat the Big Blind?',
        run: { ...buildRun('Red Deck', 'White Stake'), currentScore: 320 },
        hand,
      });
      expect(answer).toMatch(
        /^\*\*Not in one hand\*\* — your best play scores \*\*189\*\*, the Big Blind at ante 1 needs \*\*450\*\*/,
      );
    });
  });

  it('asks for the cards when the hand is empty', () => {
    const run = buildRun('Red Deck', 'White Stake');
    for (const message of ['What should I play?', 'Can I beat this blind?']) {
      const answer = answerQuestion({ message, run, hand: [] });
      expect(answer).toContain('enter the cards in your hand in the **calculator**');
    }
  });

  it('names the cards to play and the Jokers that added to the score', () => {
    const run = buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Blueprint' }, { name: 'The Duo' }],
    });
    const answer = answerQuestion({ message: 'best play', run, hand: cards('Ks Kh 3c') });
    expect(answer).toContain('Play **K♠ K♥** (2 cards).');
    expect(answer).toContain('Jokers: Blueprint (The Duo) ×2 Mult, The Duo ×2 Mult');
  });
});
