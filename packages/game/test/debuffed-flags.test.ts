// Bosses the engine cannot decide alone. The Pillar (cards played earlier this ante) and
// Crimson Heart (one random Joker per hand) need history and randomness that the scenario
// does not carry, so the caller marks what they debuff with `debuffed: true`, and the
// engine treats those flags as the game treats a debuffed card or Joker. BOSS_SCORING says
// this for every boss; the last tests check the table against what the engine does.
import { describe, expect, it } from 'vitest';
import {
  BOSS_BLINDS,
  BOSS_SCORING,
  type BossScoringKind,
  type CalculatorScenario,
  type ScenarioCard,
  type ScoreResult,
} from '../src';
import { KINGS, score } from './score-helpers';

function sources(result: ScoreResult): string[] {
  return result.log.map((entry) => entry.source);
}

describe('The Pillar: cards the caller marks debuffed', () => {
  it('changes nothing without flags (the engine does not guess the ante history)', () => {
    expect(score({ blind: 'The Pillar', played: KINGS }).score).toBe(
      score({ played: KINGS }).score,
    );
  });

  it('a debuffed card scores no chips and triggers nothing, yet still forms the hand', () => {
    const result = score({
      blind: 'The Pillar',
      played: [
        {
          rank: 'K',
          suit: 'spades',
          enhancement: 'mult',
          edition: 'foil',
          seal: 'red',
          debuffed: true,
        },
        { rank: 'K', suit: 'hearts' },
      ],
      jokers: [{ name: 'Scary Face' }, { name: 'Sock and Buskin' }, { name: 'Photograph' }],
    });
    // Only the King of Hearts scores, twice (Sock and Buskin): 10 + 30 (Scary Face) and X2 (it
    // is the first face card: a debuffed card is no face card, card.lua Card:is_face).
    // Chips 10 + 40 + 40 = 90, mult 2 x 2 x 2 = 8: 720.
    expect(result.hand).toBe('Pair');
    expect(result.scoringCards).toEqual([0, 1]);
    expect(sources(result).filter((source) => source.startsWith('King of Spades'))).toEqual([]);
    expect(result.score).toBe(720);
  });

  it('a debuffed held card does nothing either (Steel, Baron)', () => {
    const held: ScenarioCard = { rank: 'K', suit: 'clubs', enhancement: 'steel', debuffed: true };
    const result = score({
      blind: 'The Pillar',
      played: KINGS,
      held: [held],
      jokers: [{ name: 'Baron' }],
    });
    // Pair of Kings 30 x 2 = 60, as if the King of Clubs were not held.
    expect(result.score).toBe(60);
  });
});

describe('Crimson Heart: the Joker the caller marks debuffed', () => {
  it('contributes nothing, its edition included', () => {
    const result = score({
      blind: 'Crimson Heart',
      played: KINGS,
      jokers: [{ name: 'Joker', edition: 'polychrome', debuffed: true }, { name: 'Joker' }],
    });
    // Only the second Joker: 30 x (2 + 4) = 180.
    expect(result.score).toBe(180);
    expect(sources(result).filter((source) => source.startsWith('Joker'))).toEqual(['Joker']);
  });

  it('gives Blueprint and Brainstorm nothing to copy', () => {
    const result = score({
      blind: 'Crimson Heart',
      played: KINGS,
      jokers: [{ name: 'Blueprint' }, { name: 'The Duo', debuffed: true }, { name: 'Brainstorm' }],
    });
    // In the game the copier calls the debuffed Joker's calculate_joker, which returns
    // nothing. Pair of Kings 30 x 2 = 60.
    expect(result.score).toBe(60);
  });

  it('when it is Blueprint, copies nothing while the Joker it would copy still scores', () => {
    const result = score({
      blind: 'Crimson Heart',
      played: KINGS,
      jokers: [{ name: 'Blueprint', debuffed: true }, { name: 'The Duo' }],
    });
    // The Duo X2 once, not twice: 30 x 4 = 120.
    expect(result.score).toBe(120);
  });

  it('changes no rule while debuffed (Four Fingers)', () => {
    const played: ScenarioCard[] = [
      { rank: '2', suit: 'hearts' },
      { rank: '5', suit: 'hearts' },
      { rank: '8', suit: 'hearts' },
      { rank: 'J', suit: 'hearts' },
      { rank: 'K', suit: 'spades' },
    ];
    // The game reads rule Jokers with find_joker, which skips debuffed ones.
    expect(score({ played, jokers: [{ name: 'Four Fingers' }] }).hand).toBe('Flush');
    expect(
      score({ blind: 'Crimson Heart', played, jokers: [{ name: 'Four Fingers', debuffed: true }] })
        .hand,
    ).toBe('High Card');
  });
});

describe('BOSS_SCORING (every boss, and how the engine applies it)', () => {
  it('says The Pillar and Crimson Heart are applied through debuffed flags', () => {
    expect(BOSS_SCORING['The Pillar'].kind).toBe('appliedThroughDebuffedFlags');
    expect(BOSS_SCORING['Crimson Heart'].kind).toBe('appliedThroughDebuffedFlags');
    expect(BOSS_SCORING['The Pillar'].note).toMatch(/^Applied through debuffed flags/);
    expect(BOSS_SCORING['Crimson Heart'].note).toMatch(/^Applied through debuffed flags/);
  });

  // One hand that every scoring boss changes: Pair at level 2 (The Arm, The Flint), $10 with
  // Bull (The Tooth, The Ox with Pair the most played), Pair and High Card already played
  // this round (The Eye, The Mouth), 2 cards (The Psychic).
  const probe = {
    played: KINGS,
    handLevels: { Pair: 2 },
    money: 10,
    handsPlayed: { Pair: 3 },
    handsPlayedThisRound: { Pair: 1, 'High Card': 1 },
    jokers: [{ name: 'Bull' }],
  } as const satisfies Omit<CalculatorScenario, 'version'>;
  // Four Kings, one of each suit: every card-debuffing boss debuffs at least one.
  const fourKings: ScenarioCard[] = (['spades', 'hearts', 'clubs', 'diamonds'] as const).map(
    (suit) => ({ rank: 'K', suit }),
  );
  const plain = score(probe);
  const plainKings = score({ played: fourKings });

  const rows = BOSS_BLINDS.map((boss) => ({ name: boss.name, ...BOSS_SCORING[boss.name] }));
  const expectations: Readonly<
    Record<BossScoringKind, (name: (typeof rows)[number]['name']) => void>
  > = {
    debuffsCards: (name) => {
      expect(score({ blind: name, played: fourKings }).score).toBeLessThan(plainKings.score);
    },
    forbidsHands: (name) => {
      expect(score({ ...probe, blind: name }).notAllowed).toBeDefined();
    },
    changesScore: (name) => {
      const result = score({ ...probe, blind: name });
      expect(result.notAllowed).toBeUndefined();
      expect(result.score).not.toBe(plain.score);
    },
    appliedThroughDebuffedFlags: (name) => {
      // Two Jokers: Crimson Heart's choice among them is the caller's, given by the flags.
      const twoJokers = { ...probe, jokers: [...probe.jokers, { name: 'Joker' }] } as const;
      expect(score({ ...twoJokers, blind: name })).toEqual(score(twoJokers));
      expect(score({ blind: name, played: fourKings }).score).toBe(plainKings.score);
    },
    discardsHeldCards: (name) => {
      const heldKings = { played: KINGS, held: fourKings, jokers: [{ name: 'Baron' }] } as const;
      expect(score({ ...heldKings, blind: name }).score).toBeLessThan(score(heldKings).score);
    },
    outsideScoring: (name) => {
      expect(score({ ...probe, blind: name })).toEqual(plain);
      expect(score({ blind: name, played: fourKings }).score).toBe(plainKings.score);
    },
  };

  it.each(rows)('$name: $kind', ({ name, kind }) => {
    expectations[kind](name);
  });
});
