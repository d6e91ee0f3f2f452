// A new run's first shop: no Joker owned, no cards to weigh. An example Two Pair (K K 7 7 and a
// kicker) scores (20 + 10 + 10 + 7 + 7) × 2 = 108; Clever Joker's +80 Chips make it
// 134 × 2 = 268. Swashbuckler counts other Jokers' sell values: with none owned it adds nothing.
import { addShopItem } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { apply, buildRun } from './run-fixtures';

const FIRST_SHOP = apply(
  { ...buildRun('Red Deck', 'White Stake'), money: 9 },
  (r) => addShopItem(r, { type: 'Joker', name: 'Swashbuckler', price: 4 }),
  (r) => addShopItem(r, { type: 'Joker', name: 'Clever Joker', price: 4 }),
  (r) => addShopItem(r, { type: 'Booster Pack', name: 'Jumbo Arcana Pack', price: 6 }),
);

const firstLine = (message: string, run = FIRST_SHOP) =>
  answerQuestion({ message, run, hand: [] }).split('\n')[0];

describe('the first Joker to buy', () => {
  it('names the Joker that adds most to a hand it pays on, with the numbers', () => {
    expect(firstLine('what should I buy?')).toBe(
      '**Buy a Joker first: Clever Joker** ($4) — you own none yet; a Two Pair scores 268 with it instead of 108.',
    );
  });

  it('weighs the shop as before once a Joker is owned', () => {
    const owning = {
      ...FIRST_SHOP,
      jokers: [{ name: 'Joker' as const, edition: null, stickers: [] }],
    };
    expect(firstLine('what should I buy?', owning)).not.toMatch(/^\*\*Buy a Joker first/);
  });
});

describe('how many Jokers a run holds', () => {
  it("leads with the run's own limit, then where more slots come from", () => {
    const answer = answerQuestion({
      message: 'how many jokers can I have?',
      run: FIRST_SHOP,
      hand: [],
    });
    expect(answer.split('\n')[0]).toBe(
      '**You can hold 5 Jokers** (0 now; a Negative Joker brings its own slot). More Joker slots come from:',
    );
    expect(answer).toContain('- Voucher **Antimatter**');
    expect(firstLine("what's the consumable limit?")).toBe(
      '**You can hold 2 consumables** (0 now). More consumable slots come from:',
    );
  });
});
