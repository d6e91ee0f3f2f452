// Cards that change while the hand is scored (Vampire, Midas Mask). Both Jokers act in the
// 'before' pass, ahead of every card (1.0.1o card.lua Card:calculate_joker, `context.before`;
// facts scoringOrder step 3), so a card they change scores as what it has become. A Stone
// card stripped of Stone is a plain card of its printed rank and suit from then on: get_id
// and get_chip_bonus read the card's current enhancement (card.lua), and set_ability asks the
// boss about the card again. Totals are derived in each test; the fixtures
// joker-vampire-drains-stone, joker-midas-mask-pareidolia-stone and boss-*-vampire-* cover
// the same rules end to end.
import { describe, expect, it } from 'vitest';
import { type ScenarioCard, type ScoreResult } from '../src';
import { KINGS, score } from './score-helpers';

const STONE_FIVE: ScenarioCard = { rank: '5', suit: 'hearts', enhancement: 'stone' };

function chipsFrom(result: ScoreResult, source: string): number[] {
  return result.log
    .filter((entry) => entry.source === source && entry.effect === 'chips')
    .map((entry) => entry.value);
}

describe('a Stone card that loses Stone while the hand is scored', () => {
  it('scores its rank chips after Vampire drains it, not 50 and not 0', () => {
    const result = score({
      played: [...KINGS, STONE_FIVE],
      jokers: [{ name: 'Vampire', state: { xmult: 1.5 } }],
    });
    // Pair 10/2: 10 + 10 + 10 + 5 = 35; Vampire X1.5 + 0.1 = X1.6: 35 x 3.2 = 112.
    expect(chipsFrom(result, '5 of Hearts')).toEqual([5]);
    expect(chipsFrom(result, 'Stone Card')).toEqual([]);
    expect(result.score).toBe(112);
  });

  it('has its rank for Jokers too: Hack retriggers a drained Stone 5', () => {
    const result = score({
      played: [...KINGS, STONE_FIVE],
      jokers: [{ name: 'Vampire', state: { xmult: 1.5 } }, { name: 'Hack' }],
    });
    // As above plus a second trigger of the 5: 40 x 3.2 = 128.
    expect(chipsFrom(result, '5 of Hearts')).toEqual([5, 5]);
    expect(result.score).toBe(128);
  });

  it('stays Stone when debuffed: Vampire skips debuffed cards (The Pillar flag)', () => {
    const result = score({
      blind: 'The Pillar',
      played: [...KINGS, { ...STONE_FIVE, debuffed: true }],
      jokers: [{ name: 'Vampire', state: { xmult: 1.5 } }],
    });
    // Nothing drained, so Vampire stays X1.5; the debuffed card adds nothing: 30 x 3 = 90.
    expect(result.score).toBe(90);
  });

  it('stays Stone under Midas Mask without Pareidolia (a Stone card is never a face card)', () => {
    const result = score({
      played: [...KINGS, STONE_FIVE],
      jokers: [{ name: 'Midas Mask' }],
    });
    // The Kings turn Gold (nothing when played); the Stone card keeps its 50: 80 x 2 = 160.
    expect(chipsFrom(result, 'Stone Card')).toEqual([50]);
    expect(result.score).toBe(160);
  });

  it('turns Gold under Midas Mask with Pareidolia, then scores its rank', () => {
    const result = score({
      played: [...KINGS, STONE_FIVE],
      jokers: [{ name: 'Pareidolia' }, { name: 'Midas Mask' }, { name: 'Golden Ticket' }],
    });
    // Every card is a face card with Pareidolia (card.lua Card:is_face), Stone included: all
    // three turn Gold, and Golden Ticket pays $4 for each. 10 + 10 + 10 + 5 = 35; 35 x 2 = 70.
    expect(chipsFrom(result, '5 of Hearts')).toEqual([5]);
    expect(result.log.filter((entry) => entry.source === 'Golden Ticket')).toHaveLength(3);
    expect(result.score).toBe(70);
  });

  it('is asked about by the boss again: a drained Stone Club is debuffed by The Club', () => {
    const played: ScenarioCard[] = [
      { rank: 'K', suit: 'hearts' },
      { rank: 'K', suit: 'diamonds' },
      { rank: '5', suit: 'clubs', enhancement: 'stone' },
    ];
    // Kept as Stone it has no suit, so The Club leaves it alone: 80 x 2 = 160.
    expect(score({ blind: 'The Club', played }).score).toBe(160);
    // Drained, it is a 5 of Clubs and debuffed at once; Vampire still grew: 30 x 3.2 = 96.
    const drained = score({
      blind: 'The Club',
      played,
      jokers: [{ name: 'Vampire', state: { xmult: 1.5 } }],
    });
    expect(chipsFrom(drained, '5 of Clubs')).toEqual([]);
    expect(drained.score).toBe(96);
  });
});
