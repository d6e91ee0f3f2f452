// Intent detection and question parsing: table-driven, one row per phrasing players use.
import { describe, expect, it } from 'vitest';
import { detectIntent, parseQuestion, type Intent } from '../../../src/modules/coach/builtin';

const PHRASINGS: readonly (readonly [string, Intent])[] = [
  ['What should I play?', 'best-play'],
  ['best play from these cards', 'best-play'],
  ['Which cards should I play?', 'best-play'],
  ['Can I beat this blind?', 'beat-blind'],
  ['Is this hand enough?', 'beat-blind'],
  ['Can I beat The Wall with this hand?', 'beat-blind'],
  ['How do I beat The Wall?', 'boss'],
  ['Any tips against the boss?', 'boss'],
  ['The Flint', 'boss'],
  ['What is the target?', 'target'],
  ['ante 5 on Gold Stake', 'target'],
  ['How many chips do I need for the big blind?', 'target'],
  ['How much interest do I get?', 'interest'],
  ['How much should I save?', 'interest'],
  ['I have $17', 'interest'],
  ['What should I buy?', 'shop'],
  ['Is Blueprint worth it?', 'shop'],
  ['Should I take the planet?', 'shop'],
  ['Should I reroll?', 'reroll'],
  ['is a re-roll worth it', 'reroll'],
  ['Does Blueprint work with The Duo?', 'synergy'],
  ['any anti synergies in my build?', 'synergy'],
  ['Tell me about Baron', 'synergy'],
  ["What's the plan for the next antes?", 'ante-plan'],
  ['hello', 'run-summary'],
  ['What is the meaning of life?', 'run-summary'],
];

describe('detectIntent', () => {
  it.each(PHRASINGS)('"%s" is %s', (message, intent) => {
    expect(detectIntent(parseQuestion(message))).toBe(intent);
  });
});

describe('parseQuestion', () => {
  it('reads ante, stake, deck, blind and boss by the game names', () => {
    const parsed = parseQuestion('Target for The Wall at ante 5 on green stake with Plasma Deck?');
    expect(parsed).toMatchObject({
      ante: 5,
      stake: 'Green Stake',
      deck: 'Plasma Deck',
      boss: 'The Wall',
      blindType: 'boss',
    });
  });

  it('reads money as $N or N dollars', () => {
    expect(parseQuestion('I have $23').money).toBe(23);
    expect(parseQuestion('with 40 dollars').money).toBe(40);
    expect(parseQuestion('no money here').money).toBeNull();
  });

  it('reads Joker names in order, longest first, accents and apostrophes included', () => {
    expect(parseQuestion('Blue Joker or Blueprint with Seance?').jokers).toEqual([
      'Blue Joker',
      'Blueprint',
      'Séance',
    ]);
    expect(parseQuestion("is driver's license good with mr. bones").jokers).toEqual([
      "Driver's License",
      'Mr. Bones',
    ]);
  });

  it('does not read the word "joker" as the Joker named Joker, nor a suit as The Club', () => {
    const parsed = parseQuestion('which joker is best for clubs in a full house?');
    expect(parsed.jokers).toEqual([]);
    expect(parsed.boss).toBeNull();
  });

  it('ignores antes the run cannot hold', () => {
    expect(parseQuestion('ante 500').ante).toBeNull();
  });
});
