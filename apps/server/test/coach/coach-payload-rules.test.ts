import { createRun, getRunTargetScore } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import {
  buildCurrentBuild,
  getRunStatus,
  getUserName,
} from '../../src/modules/coach/coach-payload';
import { describeBuild } from '../../src/modules/coach/describe-run';
import { getCalculatedRecommendations } from '../../src/modules/coach/recommendations';
import { nextMessageTime } from '../../src/modules/coach/send-message';

// docs/product/coach.md rules of the payload that the endpoint tests do not walk one by one.

describe('coach payload rules', () => {
  it.each([
    [0, 'Building'],
    [3, 'Building'],
    [4, 'Critical'],
    [7, 'Critical'],
    [8, 'Endless'],
    [12, 'Endless'],
  ] as const)('ante %i is %s', (ante, status) => {
    expect(getRunStatus(ante)).toBe(status);
  });

  it('lists nothing when no trigger of the spec applies: no target or interest line', () => {
    const run = { ...createRun('Red Deck', 'White Stake'), jokerSlots: 0, money: 24, hands: 3 };
    expect(getCalculatedRecommendations(run, [])).toEqual([]);
  });

  it('adds the target with the ante trigger and the interest with the money trigger', () => {
    const base = { ...createRun('Red Deck', 'White Stake'), jokerSlots: 0, hands: 3 };
    const rich = getCalculatedRecommendations({ ...base, money: 25 }, []);
    expect(rich.some((line) => line.startsWith('Interest at round end: $5 on $25'))).toBe(true);
    expect(rich.some((line) => line.startsWith('Target score'))).toBe(false);
    const late = {
      ...base,
      money: 4,
      ante: 4,
      targetScore: getRunTargetScore({ ...base, ante: 4 }),
    };
    const lines = getCalculatedRecommendations(late, []);
    expect(lines).toContain(
      `Target score for this blind: ${getRunTargetScore(late)}; beating it pays $3.`,
    );
    expect(lines.some((line) => line.startsWith('Interest'))).toBe(false);
  });

  it('reads hands and discards of the blind with the boss applied, as the calculator does', () => {
    const needle = createRun('Red Deck', 'White Stake', { round: 3, bossBlind: 'The Needle' });
    expect(buildCurrentBuild(needle, [])).toMatchObject({
      handsRemaining: 1,
      discardsRemaining: 4,
    });
    const water = {
      ...createRun('Red Deck', 'White Stake', { round: 3, bossBlind: 'The Water' }),
      currentScore: 500,
    };
    expect(buildCurrentBuild(water, [])).toMatchObject({ handsRemaining: 4, discardsRemaining: 0 });
    expect(describeBuild(water)).toContain('Hands 4, discards 0, score so far 500 of');
  });

  it('says when the blind in play is settled, so a model weighs no more plays for it', () => {
    const run = createRun('Red Deck', 'White Stake'); // Small Blind, 300
    expect(describeBuild({ ...run, currentScore: 100 })).toContain('score so far 100 of 300.');
    expect(describeBuild({ ...run, currentScore: 300 })).toContain(
      'score so far 300 of 300 (beaten: the round is over, Next Round cashes out).',
    );
    expect(describeBuild({ ...run, hands: 0, currentScore: 10 })).toContain(
      'score so far 10 of 300 (out of hands below the target: the run is lost).',
    );
  });

  it('names the Tags held and the one skipping this blind gives, and only when known', () => {
    const run = createRun('Red Deck', 'White Stake');
    const tagged = {
      ...run,
      tags: ['Double Tag' as const],
      blindTags: { small: 'Rare Tag' as const, big: null },
    };
    expect(describeBuild(tagged)).toContain(
      'Tags held: Double Tag. Skipping this blind gives the Rare Tag.',
    );
    expect(describeBuild(run)).not.toMatch(/Tags held|Skipping/);
  });

  it('names the sell value a Joker gained, and only then', () => {
    const run = {
      ...createRun('Red Deck', 'White Stake'),
      jokers: [
        { name: 'Egg', edition: null, stickers: [], extraValue: 60 },
        { name: 'Joker', edition: null, stickers: [] },
      ],
    } as const;
    expect(describeBuild(run)).toContain('Jokers (2/5): Egg (sells for $62), Joker.');
  });

  it('says Green Deck pays no interest when the money trigger holds', () => {
    const run = { ...createRun('Green Deck', 'White Stake'), money: 30 };
    expect(getCalculatedRecommendations(run, [])).toContain(
      'Green Deck pays no interest: $30 held earns nothing.',
    );
  });

  it("names the user by name, then username, else 'Anonymous User' (docs/product/coach.md)", () => {
    const user = { id: 'u', email: 'e@example.com' };
    expect(getUserName({ ...user, name: 'Ann', username: 'ann1' })).toBe('Ann');
    expect(getUserName({ ...user, name: ' ', username: 'ann1' })).toBe('ann1');
    expect(getUserName({ ...user, name: null, username: null })).toBe('Anonymous User');
  });

  it('keeps message times going up when the clock has not moved', () => {
    const at = new Date('2026-11-20T10:00:00.000Z');
    expect(nextMessageTime(at, undefined)).toBe(at);
    expect(nextMessageTime(at, at).toISOString()).toBe('2026-11-20T10:00:00.001Z');
    const later = new Date('2026-11-20T10:00:05.000Z');
    expect(nextMessageTime(later, at)).toBe(later);
  });
});
