// The Joker effects through the engine's public `scoreHand`: each row is a real-game play
// with its score worked out by hand, step by step, in the game's order (facts: scoringOrder).
import { describe, expect, it } from 'vitest';
import { scoreHand } from '../score-play';
import type { CalculatorScenario, ScenarioJoker } from '../scenario';
import { card, cards } from './effects-fixtures';

interface EngineRow {
  readonly title: string;
  /** The derivation: base values, each card, each Joker, left to right. */
  readonly source: string;
  readonly scenario: Omit<CalculatorScenario, 'version'>;
  readonly chips: number;
  readonly mult: number;
  readonly score: number;
}

const jokers = (...names: ScenarioJoker['name'][]): ScenarioJoker[] =>
  names.map((name) => ({ name }));

const ROWS: readonly EngineRow[] = [
  {
    title: 'Green Joker grows before it scores',
    source: 'Pair 10/2; A + A = 22 chips → 32; Green +5 → +6 this hand: mult 8; 32 × 8',
    scenario: { played: cards('AS AH'), jokers: [{ name: 'Green Joker', state: { mult: 5 } }] },
    chips: 32,
    mult: 8,
    score: 256,
  },
  {
    title: 'Blueprint copies the grown Green Joker without growing it twice',
    source: 'Pair 32 chips; Blueprint (Green +6) then Green +6: mult 2 + 12 = 14; 32 × 14',
    scenario: {
      played: cards('AS AH'),
      jokers: [{ name: 'Blueprint' }, { name: 'Green Joker', state: { mult: 5 } }],
    },
    chips: 32,
    mult: 14,
    score: 448,
  },
  {
    title: 'Square Joker gains +4 on exactly 4 played cards',
    source: 'Pair 10/2 + A + A = 32; Square +8 → +12: 44 chips; mult 2; 44 × 2',
    scenario: {
      played: cards('AS AH 7D 9C'),
      jokers: [{ name: 'Square Joker', state: { chips: 8 } }],
    },
    chips: 44,
    mult: 2,
    score: 88,
  },
  {
    title: 'Runner gains +15 on a Straight',
    source: 'Straight 30/4 + 5+6+7+8+9 = 65; Runner 0 → +15: 80; 80 × 4',
    scenario: { played: cards('5S 6H 7D 8C 9S'), jokers: jokers('Runner') },
    chips: 80,
    mult: 4,
    score: 320,
  },
  {
    title: 'Spare Trousers gains +2 on Two Pair',
    source: 'Two Pair 20/2 + K K 3 3 = 46 (9 does not score); Trousers +4 → +6: mult 8; 46 × 8',
    scenario: {
      played: cards('KS KH 3D 3C 9S'),
      jokers: [{ name: 'Spare Trousers', state: { mult: 4 } }],
    },
    chips: 46,
    mult: 8,
    score: 368,
  },
  {
    title: 'Ride the Bus resets on a scoring face card',
    source: 'Pair 10/2 + K + K = 30; Ride the Bus +3 → 0 (reset) adds nothing; 30 × 2',
    scenario: {
      played: cards('KS KH'),
      jokers: [{ name: 'Ride the Bus', state: { mult: 3 } }],
    },
    chips: 30,
    mult: 2,
    score: 60,
  },
  {
    title: 'Ride the Bus grows without a face card',
    source: 'Pair 10/2 + 2 + 2 = 14; Ride the Bus +3 → +4: mult 6; 14 × 6',
    scenario: {
      played: cards('2S 2H'),
      jokers: [{ name: 'Ride the Bus', state: { mult: 3 } }],
    },
    chips: 14,
    mult: 6,
    score: 84,
  },
  {
    title: 'Vampire drains a Glass card before it scores',
    source: 'Pair 32 chips; the Glass Ace loses X2; Vampire X1.2 → X1.3: mult 2.6; floor(83.2)',
    scenario: {
      played: [card('AS', { enhancement: 'glass' }), card('AH')],
      jokers: [{ name: 'Vampire', state: { xmult: 1.2 } }],
    },
    chips: 32,
    mult: 2.6,
    score: 83,
  },
  {
    title: 'Obelisk grows when the play avoids the most-played hand',
    source: 'Flush 35/4 + 2+5+7+9+10 = 68; Pair played 10×: Obelisk X1.4 → X1.6: 6.4; floor(435.2)',
    scenario: {
      played: cards('2S 5S 7S 9S JS'),
      handsPlayed: { Pair: 10 },
      jokers: [{ name: 'Obelisk', state: { xmult: 1.4 } }],
    },
    chips: 68,
    mult: 6.4,
    score: 435,
  },
  {
    title: 'Wee Joker grows on every trigger of a 2 (Hack retriggers)',
    source: 'Pair 10/2; each 2 triggers twice: 4 × 2 = 8 → 18; Wee +8 + 4 × 8 = +40: 58; 58 × 2',
    scenario: {
      played: cards('2S 2H'),
      jokers: [{ name: 'Hack' }, { name: 'Wee Joker', state: { chips: 8 } }],
    },
    chips: 58,
    mult: 2,
    score: 116,
  },
  {
    title: 'Lucky Cat grows on a Lucky trigger (luck all)',
    source: 'High Card 5/1 + 7 = 12; Lucky +20: mult 21; Cat X1.5 → X1.75: 36.75; 12 × 36.75',
    scenario: {
      played: [card('7S', { enhancement: 'lucky' })],
      luck: 'all',
      jokers: [{ name: 'Lucky Cat', state: { xmult: 1.5 } }],
    },
    chips: 12,
    mult: 36.75,
    score: 441,
  },
  {
    title: 'Hiker adds +5 that the Red Seal retrigger already counts',
    source: 'High Card 5/1; Ace 11, Hiker +5, retrigger 11 + 5 = 16: 5 + 11 + 16 = 32; × 1',
    scenario: { played: [card('AS', { seal: 'red' })], jokers: jokers('Hiker') },
    chips: 32,
    mult: 1,
    score: 32,
  },
  {
    title: 'Midas Mask turns a Glass King Gold before it scores',
    source: 'High Card 5/1 + K 10 = 15; Gold replaces Glass, so no X2; 15 × 1',
    scenario: { played: [card('KS', { enhancement: 'glass' })], jokers: jokers('Midas Mask') },
    chips: 15,
    mult: 1,
    score: 15,
  },
  {
    title: 'Business Card money counts for Bull in the same hand (luck all)',
    source: 'High Card 5/1 + K 10 = 15; $10 + $2 = $12; Bull +24: 39; × 1',
    scenario: {
      played: cards('KS'),
      money: 10,
      luck: 'all',
      jokers: jokers('Business Card', 'Bull'),
    },
    chips: 39,
    mult: 1,
    score: 39,
  },
  {
    title: 'Bloodstone on average: X1.5 at 1 in 2 is X1.25',
    source: 'High Card 5/1 + A 11 = 16; Bloodstone 1 + 0.5 × 0.5 = X1.25; 16 × 1.25',
    scenario: { played: cards('AH'), luck: 'average', jokers: jokers('Bloodstone') },
    chips: 16,
    mult: 1.25,
    score: 20,
  },
  {
    title: 'Oops! All 6s makes Bloodstone certain, so it fires even with luck none',
    source: '16 chips; 2 in 2 = certain: X1.5; 16 × 1.5',
    scenario: { played: cards('AH'), luck: 'none', jokers: jokers('Oops! All 6s', 'Bloodstone') },
    chips: 16,
    mult: 1.5,
    score: 24,
  },
  {
    title: 'Misprint on average adds +11.5',
    source: '16 chips; mult 1 + 11.5; 16 × 12.5',
    scenario: { played: cards('AS'), luck: 'average', jokers: jokers('Misprint') },
    chips: 16,
    mult: 12.5,
    score: 200,
  },
  {
    title: 'Space Joker levels the hand before it is read (luck all)',
    source: 'High Card level 2: 15/2; + A 11 = 26; 26 × 2',
    scenario: { played: cards('AS'), luck: 'all', jokers: jokers('Space Joker') },
    chips: 26,
    mult: 2,
    score: 52,
  },
  {
    title: 'Baseball Card multiplies after the Uncommon Joker scores',
    source: '16 chips; Steel Joker X1.2, then Baseball X1.5: 1.8; floor(28.8)',
    scenario: {
      played: cards('AS'),
      jokers: [{ name: 'Steel Joker', state: { xmult: 1.2 } }, { name: 'Baseball Card' }],
    },
    chips: 16,
    mult: 1.8,
    score: 28,
  },
  {
    title: 'Photograph gives X2 on every trigger of the first face card',
    source: 'High Card 5/1; King ×3 (Hanging Chad +2): 5 + 30 = 35; mult 2 × 2 × 2 = 8',
    scenario: { played: cards('KS'), jokers: jokers('Hanging Chad', 'Photograph') },
    chips: 35,
    mult: 8,
    score: 280,
  },
  {
    title: 'Mime repeats Raised Fist',
    source: 'High Card 16 chips; lowest held 3: +6, Mime +6: mult 13; 16 × 13',
    scenario: { played: cards('AS'), held: cards('3S 9H'), jokers: jokers('Mime', 'Raised Fist') },
    chips: 16,
    mult: 13,
    score: 208,
  },
  {
    title: 'Mime repeats Baron',
    source: '16 chips; two held Kings, each X1.5 twice: 1.5^4 = 5.0625; floor(81)',
    scenario: { played: cards('AS'), held: cards('KS KH'), jokers: jokers('Mime', 'Baron') },
    chips: 16,
    mult: 5.0625,
    score: 81,
  },
  {
    title: 'Joker Stencil left of Joker: X4 first, then +4',
    source: '16 chips; 5 slots - 2 Jokers + 1 Stencil = X4: 4; Joker +4: 8; 16 × 8',
    scenario: { played: cards('AS'), jokers: jokers('Joker Stencil', 'Joker') },
    chips: 16,
    mult: 8,
    score: 128,
  },
  {
    title: 'Brainstorm copies the leftmost Joker',
    source: '16 chips; Cavendish X3, Brainstorm (Cavendish) X3: 9; 16 × 9',
    scenario: { played: cards('AS'), jokers: jokers('Cavendish', 'Brainstorm') },
    chips: 16,
    mult: 9,
    score: 144,
  },
  {
    title: 'Blueprint copies Vampire after it drains (the copy does not drain)',
    source: 'High Card 5 + A 11 = 16 (Mult card drained, no +4); X1.1 twice = 1.21; floor(19.36)',
    scenario: {
      played: [card('AS', { enhancement: 'mult' })],
      jokers: [{ name: 'Blueprint' }, { name: 'Vampire' }],
    },
    chips: 16,
    mult: 1.21,
    score: 19,
  },
  {
    title: 'Dusk retriggers on the last hand and Acrobat gives X3',
    source: 'Pair 10/2 + (A + A) × 2 = 54; mult 2 × 3 = 6; 54 × 6',
    scenario: { played: cards('AS AH'), handsLeft: 1, jokers: jokers('Dusk', 'Acrobat') },
    chips: 54,
    mult: 6,
    score: 324,
  },
  {
    title: 'Supernova counts this play',
    source: 'Pair 32 chips; played 4 times before: +5: mult 7; 32 × 7',
    scenario: { played: cards('AS AH'), handsPlayed: { Pair: 4 }, jokers: jokers('Supernova') },
    chips: 32,
    mult: 7,
    score: 224,
  },
  {
    title: 'Splash makes every played card score for Greedy Joker',
    source: 'Pair 10/2 + A + A + 9 = 41 (Splash); Greedy +3 on the 9 of Diamonds: 5; 41 × 5',
    scenario: { played: cards('AS AH 9D'), jokers: jokers('Splash', 'Greedy Joker') },
    chips: 41,
    mult: 5,
    score: 205,
  },
  {
    title: 'Retriggers stack: Red Seal, Sock and Buskin and Seltzer on one King',
    source: 'High Card 5/1; the King triggers 1 + 1 + 1 + 1 = 4 times: 5 + 4 × 10 = 45; × 1',
    scenario: {
      played: [card('KS', { seal: 'red' })],
      jokers: jokers('Sock and Buskin', 'Seltzer'),
    },
    chips: 45,
    mult: 1,
    score: 45,
  },
  {
    title: 'Mime and a Red Seal both repeat a held King for Baron',
    source: '16 chips; held King triggers 3 times: 1.5^3 = 3.375; 16 × 3.375',
    scenario: {
      played: cards('AS'),
      held: [card('KS', { seal: 'red' })],
      jokers: jokers('Mime', 'Baron'),
    },
    chips: 16,
    mult: 3.375,
    score: 54,
  },
  {
    title: 'Misprint with luck none adds +0',
    source: '16 chips; mult 1 + 0; 16 × 1',
    scenario: { played: cards('AS'), luck: 'none', jokers: jokers('Misprint') },
    chips: 16,
    mult: 1,
    score: 16,
  },
  {
    title: 'The Idol and Card Sharp read the typed state and round counts',
    source: 'Pair 10/2 + Q + Q = 30; Idol X2 on the Queen of Hearts: 4; Card Sharp X3: 12',
    scenario: {
      played: cards('QH QS'),
      handsPlayedThisRound: { Pair: 1 },
      jokers: [{ name: 'The Idol', state: { rank: 'Q', suit: 'hearts' } }, { name: 'Card Sharp' }],
    },
    chips: 30,
    mult: 12,
    score: 360,
  },
  {
    title: 'Smeared Joker lets Wrathful Joker count Clubs',
    source: 'Pair 10/2 + 7 + 7 = 24; Wrathful +3 on the 7 of Clubs only: 5; 24 × 5',
    scenario: { played: cards('7C 7H'), jokers: jokers('Smeared Joker', 'Wrathful Joker') },
    chips: 24,
    mult: 5,
    score: 120,
  },
  {
    title: 'Midas Mask Gold pays Golden Ticket, and Bull sees the money at once',
    source: 'Pair 10/2 + K + K = 30 (Glass lost); Ticket $4 × 2 = $8; Bull +16: 46; × 2',
    scenario: {
      played: [card('KS', { enhancement: 'glass' }), card('KH')],
      jokers: jokers('Midas Mask', 'Golden Ticket', 'Bull'),
    },
    chips: 46,
    mult: 2,
    score: 92,
  },
  {
    title: 'Midas Mask then Vampire: the new Gold is drained at once',
    source: 'Pair 10/2 + K + K = 30; both Kings Gold, then drained: Vampire X1.2; 30 × 2.4',
    scenario: { played: cards('KS KH'), jokers: jokers('Midas Mask', 'Vampire') },
    chips: 30,
    mult: 2.4,
    score: 72,
  },
  {
    title: 'Lucky Cat on average grows by the chance the Lucky card fires',
    source:
      'High Card 5/1 + 7 = 12; Lucky +20 × 1/5 = +4: 5; fires 1 - (4/5)(14/15) = 19/75, ' +
      'so Cat X1.5 + 0.25 × 19/75; 12 × 5 × 1.56333… = 93.8',
    scenario: {
      played: [card('7S', { enhancement: 'lucky' })],
      luck: 'average',
      jokers: [{ name: 'Lucky Cat', state: { xmult: 1.5 } }],
    },
    chips: 12,
    mult: 5 * (1.5 + 0.25 * (19 / 75)),
    score: 93,
  },
];

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('Joker effects through scoreHand', () => {
  it.each(ROWS)('$title', ({ scenario, chips, mult, score }) => {
    const outcome = scoreHand({ version: 1, ...scenario });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.value.chips).toBeCloseTo(chips, 9);
    expect(outcome.value.mult).toBeCloseTo(mult, 9);
    expect(outcome.value.score).toBe(score);
  });

  it('never mutates the scenario (Vampire, Hiker and Joker growth stay inside scoring)', () => {
    const scenario: CalculatorScenario = {
      version: 1,
      played: [card('AS', { enhancement: 'glass', seal: 'red' })],
      jokers: [{ name: 'Vampire', state: { xmult: 1.2 } }, { name: 'Hiker' }],
    };
    const before = JSON.stringify(scenario);
    // Frozen: a write anywhere inside would throw (modules run in strict mode).
    expect(scoreHand(deepFreeze(scenario)).ok).toBe(true);
    expect(JSON.stringify(scenario)).toBe(before);
  });
});
