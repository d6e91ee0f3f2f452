// "Which Jokers give xmult?", "what Jokers make money?": the Jokers of that kind in the game's
// data (JOKERS[].kinds), ten at a time, the player's own named.
import { JOKERS, type JokerKind } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { buildRun } from './run-fixtures';

const run = buildRun('Red Deck', 'White Stake', {
  jokers: [{ name: 'Cavendish' }, { name: 'Egg' }],
});
const ask = (message: string) => answerQuestion({ message, run, hand: [] }).split('\n');
const count = (kind: JokerKind) => JOKERS.filter((joker) => joker.kinds.includes(kind)).length;

describe('the Jokers of one kind', () => {
  it('counts the ×Mult Jokers, names the player’s own and lists ten', () => {
    const answer = ask('what jokers give xmult?');
    expect(answer[0]).toMatch(
      new RegExp(`^\\*\\*${count('xmult')} Jokers give ×Mult: .*\\*\\* Yours: Cavendish\\.$`),
    );
    expect(answer.filter((line) => line.startsWith('- **'))).toHaveLength(10);
    expect(answer.at(-1)).toMatch(new RegExp(`^…and ${count('xmult') - 10} more\\.`));
  });

  it('lists the Jokers that make money with their rarity, price and effect', () => {
    const answer = ask('which jokers make money?');
    expect(answer[0]).toBe(`**${count('economy')} Jokers make money.** Yours: Egg.`);
    expect(answer).toContain(
      '- **Credit Card** (Common, $1): Allows spending into debt down to -$20.',
    );
  });

  it('lists a short kind whole, and leaves a hand to the Jokers that pay on it', () => {
    const retriggers = ask('what jokers retrigger?');
    expect(retriggers.filter((line) => line.startsWith('- **'))).toHaveLength(count('retrigger'));
    expect(retriggers.some((line) => line.startsWith('…and'))).toBe(false);
    expect(ask('best jokers for flush?')[0]).toMatch(/pay on every Flush\.$/);
  });

  it('lists the Jokers that pay on a suit, by their effect', () => {
    const spades = ask('which jokers work with spades?');
    expect(spades[0]).toMatch(/^\*\*\d+ Jokers pay on Spades\.\*\*$/);
    // Wrathful Joker: +3 Mult per Spade; Arrowhead: +50 Chips per Spade (facts: jokers).
    expect(spades).toContain('- **Wrathful Joker** (Common, $5): +3 Mult per scoring Spade.');
    expect(spades).toContain('- **Arrowhead** (Uncommon, $7): Each scored Spade adds +50 Chips.');
    expect(spades.some((line) => line.includes('Lusty Joker'))).toBe(false);
    expect(ask("what's a good joker for hearts?")).toContain(
      '- **Lusty Joker** (Common, $5): +3 Mult per scoring Heart.',
    );
  });
});
