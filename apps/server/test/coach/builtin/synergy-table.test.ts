// The curated Joker interactions hold in the engine: each row scores the same cards with both
// Jokers and with one of them, and the difference is the interaction the table describes.
import { scoreHand, type CalculatorScenario, type JokerName } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import {
  findInteraction,
  JOKER_INTERACTIONS,
} from '../../../src/modules/coach/builtin/synergy-table';
import { cards } from './run-fixtures';

function score(scenario: Omit<CalculatorScenario, 'version'>) {
  const outcome = scoreHand({ version: 1, ...scenario });
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
}

const jokers = (...names: JokerName[]) => names.map((name) => ({ name }));

describe('curated Joker interactions, checked with the engine', () => {
  it('Smeared Joker makes 3 Hearts and 2 Diamonds a Flush for The Tribe', () => {
    const played = cards('Kh 9d 7h 4d 2h');
    expect(score({ played, jokers: jokers('Smeared Joker', 'The Tribe') }).hand).toBe('Flush');
    expect(score({ played, jokers: jokers('The Tribe') }).hand).toBe('High Card');
  });

  it('Four Fingers and Shortcut make 9 7 6 5 a Straight', () => {
    const played = cards('9s 7h 6d 5c');
    expect(score({ played, jokers: jokers('Four Fingers', 'Shortcut') }).hand).toBe('Straight');
    expect(score({ played, jokers: jokers('Four Fingers') }).hand).toBe('High Card');
  });

  it('Pareidolia lets Scary Face pay +30 Chips on a number card', () => {
    const played = cards('7s');
    const both = score({ played, jokers: jokers('Pareidolia', 'Scary Face') });
    const alone = score({ played, jokers: jokers('Scary Face') });
    expect(both.chips - alone.chips).toBe(30);
  });

  it('Sock and Buskin makes Smiley Face pay its +5 Mult twice on a King', () => {
    const played = cards('Ks');
    const both = score({ played, jokers: jokers('Sock and Buskin', 'Smiley Face') });
    const alone = score({ played, jokers: jokers('Smiley Face') });
    expect(both.mult - alone.mult).toBe(5);
  });

  it("Hanging Chad fires Photograph's X2 three times on a first-scored Queen", () => {
    const played = cards('Qs');
    const both = score({ played, jokers: jokers('Hanging Chad', 'Photograph') });
    const alone = score({ played, jokers: jokers('Photograph') });
    expect(both.mult / alone.mult).toBe(4);
  });

  it('Mime fires Baron twice for a King kept in hand: X1.5 x X1.5', () => {
    const scenario = { played: cards('2s'), held: cards('Kh') };
    const both = score({ ...scenario, jokers: jokers('Mime', 'Baron') });
    const alone = score({ ...scenario, jokers: jokers('Baron') });
    expect(both.mult / alone.mult).toBe(1.5);
  });

  it('Dusk and Acrobat both fire on the last hand of the round', () => {
    const scenario = { played: cards('As'), jokers: jokers('Dusk', 'Acrobat') };
    const last = score({ ...scenario, handsLeft: 1 });
    const earlier = score({ ...scenario, handsLeft: 2 });
    expect(last.score).toBeGreaterThan(earlier.score * 3);
  });

  it('Baseball Card gives X1.5 for an Uncommon Joker', () => {
    const played = cards('As');
    const both = score({ played, jokers: jokers('Baseball Card', 'Four Fingers') });
    const alone = score({ played, jokers: jokers('Four Fingers') });
    expect(both.mult / alone.mult).toBe(1.5);
  });
});

describe('the interaction table', () => {
  it('finds a pair in either order', () => {
    expect(findInteraction('The Duo', 'Blueprint')).toMatchObject({
      kind: 'synergy',
      first: 'Blueprint',
      second: 'The Duo',
    });
    expect(findInteraction('Vampire', 'Steel Joker')?.kind).toBe('anti-synergy');
    expect(findInteraction('Egg', 'Cavendish')).toBeNull();
  });

  it('has no empty side and names no Joker on both sides of one row', () => {
    for (const row of JOKER_INTERACTIONS) {
      expect(row.first.length).toBeGreaterThan(0);
      expect(row.second.length).toBeGreaterThan(0);
      expect(row.first.filter((name) => row.second.includes(name))).toEqual([]);
    }
  });
});
