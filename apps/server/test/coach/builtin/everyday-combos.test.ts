// "Do my Jokers work together?" and "what's my best Joker combo?": the owned pairs that work
// together, strongest first by what the two add together. Pair of Aces: 32 chips. Egg sells
// for $2 ($4 halved) plus $9 gained, the Joker for $1 ($2 halved), so Swashbuckler adds
// 11 + 1 = 12 Mult: 32 × (2 + 12 + 4) = 576; without Egg and Swashbuckler 32 × (2 + 4) = 192.
import type { JokerName } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { buildRun, cards } from './run-fixtures';

function runWith(names: readonly JokerName[]) {
  const run = buildRun('Red Deck', 'White Stake', { jokers: names.map((name) => ({ name })) });
  // Three won rounds: Egg has gained $9 of sell value.
  const jokers = run.jokers.map((joker) =>
    joker.name === 'Egg' ? { ...joker, extraValue: 9 } : joker,
  );
  return { ...run, jokers };
}

const EGG_RUN = runWith(['Egg', 'Swashbuckler', 'Joker']);
const ask = (message: string, hand = cards('As Ah')) =>
  answerQuestion({ message, run: EGG_RUN, hand }).split('\n');

describe('pairs of owned Jokers', () => {
  it('lists the pairs that work together with what the two add together', () => {
    const answer = ask('do my jokers work together?');
    expect(answer[0]).toBe('**Yes — 1 pair of your Jokers works together.**');
    expect(answer[2]).toMatch(
      /^- \*\*Egg \+ Swashbuckler\*\*: Egg raises sell values every round \(_.+_\), and Swashbuckler counts them \(_.+_\)\.$/,
    );
    expect(answer[3]).toBe(
      '  Together they add **384** to your best play (576 with both, 192 without either).',
    );
  });

  it('leads with the strongest pair when asked for the best combo', () => {
    expect(ask("what's my best joker combo?")[0]).toBe(
      '**Your best combo: Egg + Swashbuckler** — together they add **384** to your best play.',
    );
    expect(ask('best combo?', [])[0]).toBe('**Your best combo: Egg + Swashbuckler**.');
  });

  it('names a copier that would have to leave what it copies now', () => {
    const run = buildRun('Red Deck', 'White Stake', {
      jokers: (['Blueprint', 'Joker', 'Cavendish'] as const).map((name) => ({ name })),
    });
    const answer = answerQuestion({ message: 'do my jokers synergize?', run, hand: [] });
    expect(answer).toContain('It copies Joker now.');
  });

  it('says when no owned pair works together', () => {
    const run = runWith(['Joker', 'Golden Joker']);
    expect(answerQuestion({ message: 'do my jokers work together?', run, hand: [] })).toBe(
      '**No synergies among your Jokers**: none of Joker, Golden Joker makes another pay more.',
    );
  });
});
