// What the effect registry says each Joker pays for, and how two Jokers work together, checked
// against the Jokers' own effect text (facts: jokers[].effect) and against the scoring engine.
import { describe, expect, it } from 'vitest';
import {
  findJokerRelation,
  getEasedHands,
  getJoker,
  getJokerEffect,
  getJokerTraits,
  JOKER_NAMES,
  POKER_HAND_NAMES,
  type JokerName,
  type JokerRelationKind,
} from '../../src';
import { cards } from '../../src/scoring/jokers/effects-fixtures';
import { score } from '../score-helpers';

/** "…when the played hand contains a Flush": the hand the effect text names, longest first. */
function handInEffect(name: JokerName): string | null {
  const hands = [...POKER_HAND_NAMES].sort((a, b) => b.length - a.length);
  const text = getJoker(name).effect;
  if (!/contains/.test(text)) return null;
  return hands.find((hand) => text.includes(hand)) ?? null;
}

describe('the hand a Joker rewards', () => {
  it('is the hand its effect text names, for every Joker with a scoring effect', () => {
    for (const name of JOKER_NAMES) {
      if (getJokerEffect(name) === undefined) continue;
      expect(getJokerTraits(name).rewardsHand, name).toBe(handInEffect(name));
    }
  });

  it('is none for a Joker that pays on any hand', () => {
    expect(getJokerTraits('Joker').rewardsHand).toBeNull();
    expect(getJokerTraits('Supernova').rewardsHand).toBeNull();
  });
});

describe('rules that ease a hand, read from hand detection', () => {
  it.each([
    ['fourFingers', ['Straight', 'Flush', 'Straight Flush']],
    ['shortcut', ['Straight']],
    ['smeared', ['Flush']],
    ['splash', []],
  ] as const)('%s eases %j', (modifier, hands) => {
    expect(getEasedHands(modifier)).toEqual(hands);
  });
});

const RELATIONS: readonly (readonly [JokerName, JokerName, JokerRelationKind | null, boolean | null])[] = [
  ['Blueprint', 'The Duo', 'copies', true],
  ['The Duo', 'Blueprint', 'copies', true],
  ['Blueprint', 'Four Fingers', 'cannot-copy', false],
  ['Smeared Joker', 'The Tribe', 'eases-hand', true],
  ['Four Fingers', 'Shortcut', 'eases-hand', true],
  ['Smeared Joker', 'Greedy Joker', 'widens-cards', true],
  ['Pareidolia', 'Scary Face', 'widens-cards', true],
  ['Pareidolia', 'Ride the Bus', 'narrows-cards', false],
  ['Ride the Bus', 'Scary Face', 'face-conflict', false],
  ['Mime', 'Baron', 'retriggers', true],
  ['Hanging Chad', 'Photograph', 'retriggers', true],
  ['Baseball Card', 'Four Fingers', 'pays-for', true],
  ['Jolly Joker', 'The Duo', 'same-hand', true],
  ['Jolly Joker', 'Mad Joker', 'same-hand', true],
  ['Greedy Joker', 'Rough Gem', 'same-suit', true],
  ['The Duo', 'The Tribe', 'different-hands', false],
  ['Egg', 'Swashbuckler', 'grows-sell-value', true],
  ['Swashbuckler', 'Gift Card', 'grows-sell-value', true],
  ['Egg', 'Cavendish', null, null],
  ['Golden Joker', 'Swashbuckler', null, null],
];

describe('Joker relations', () => {
  it.each(RELATIONS)('%s + %s: %s', (a, b, kind, isSynergy) => {
    const relation = findJokerRelation(a, b);
    expect(relation?.kind ?? null).toBe(kind);
    expect(relation?.isSynergy ?? null).toBe(isSynergy);
  });

  it('Blueprint can copy exactly the Jokers the facts mark as copyable', () => {
    for (const name of JOKER_NAMES.filter((joker) => joker !== 'Blueprint')) {
      const kind = findJokerRelation('Blueprint', name)?.kind;
      const copyable = getJoker(name).blueprintCompatible;
      expect(kind === 'copies' || (kind !== 'cannot-copy' && copyable), name).toBe(copyable);
    }
  });
});

const jokers = (...names: JokerName[]) => names.map((name) => ({ name }));

describe('synergies hold in the engine', () => {
  it("Swashbuckler counts Egg's sell value: $9 gained over three rounds is +9 Mult", () => {
    const played = cards('2S');
    const egg = (extra: number) => ({ name: 'Egg' as const, sellValue: 2 + extra });
    const mult = (extra: number) =>
      score({ played, jokers: [egg(extra), { name: 'Swashbuckler' }] }).mult;
    expect(mult(9) - mult(0)).toBe(9);
  });

  it('Smeared Joker makes 3 Hearts and 2 Diamonds a Flush for The Tribe', () => {
    const played = cards('KH 9D 7H 4D 2H');
    expect(score({ played, jokers: jokers('Smeared Joker', 'The Tribe') }).hand).toBe('Flush');
    expect(score({ played, jokers: jokers('The Tribe') }).hand).toBe('High Card');
  });

  it('Pareidolia lets Scary Face pay +30 Chips on a number card', () => {
    const played = cards('7S');
    const both = score({ played, jokers: jokers('Pareidolia', 'Scary Face') });
    expect(both.chips - score({ played, jokers: jokers('Scary Face') }).chips).toBe(30);
  });

  it('Mime fires Baron twice for a King kept in hand', () => {
    const scenario = { played: cards('2S'), held: cards('KH') };
    const both = score({ ...scenario, jokers: jokers('Mime', 'Baron') });
    expect(both.mult / score({ ...scenario, jokers: jokers('Baron') }).mult).toBe(1.5);
  });

  it('Blueprint doubles The Duo on a Pair', () => {
    const played = cards('KS KH');
    const both = score({ played, jokers: jokers('Blueprint', 'The Duo') });
    expect(both.mult / score({ played, jokers: jokers('The Duo') }).mult).toBe(2);
  });
});
