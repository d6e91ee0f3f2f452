// A new player's words, answered from packages/game's tables: the Boss Blind, Chips and Mult,
// seals, editions, Spectral cards, Legendary Jokers, the hardest stake, how a run goes.
// Pair of Kings: base 10 × 2 (facts pokerHands), Kings 10 chips each: (10 + 10 + 10) × 2 = 60;
// with +4 Mult, 30 × 6 = 180.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { buildRun } from './run-fixtures';

const run = buildRun('Red Deck', 'White Stake', { bossBlind: 'The Wall' });
const ask = (message: string) => answerQuestion({ message, run, hand: [] }).split('\n');

describe("a new player's words", () => {
  it("explains the Boss Blind, then names this ante's", () => {
    const answer = ask("what's a boss blind?");
    expect(answer[0]).toMatch(/^The \*\*Boss Blind\*\* is the third blind of every ante: .*\$5/);
    expect(answer[2]).toMatch(/^- Yours this ante: \*\*The Wall\*\* — /);
    expect(ask("what's the boss blind?")[0]).not.toMatch(/^The \*\*Boss Blind\*\* is/);
  });

  it('works a Pair of Kings through Chips × Mult', () => {
    for (const message of [
      "what's the difference between chips and mult?",
      'what does x mult mean?',
    ]) {
      const answer = ask(message);
      expect(answer[0]).toBe('Every hand scores **Chips × Mult**.');
      expect(answer).toContain(
        "- A Pair of Kings: (10 + 10 + 10) × 2 = **60**. A Joker's +4 Mult makes it 30 × 6 = 180.",
      );
    }
  });

  it('lists the seals and the editions with what they do', () => {
    const seals = ask('what is a seal?');
    expect(seals.filter((line) => line.startsWith('- **'))).toHaveLength(4);
    expect(seals).toContain('- **Gold Seal** (from Talisman): Pays $3 each time the card scores.');
    expect(ask("what's an edition?")).toContain(
      '- **Foil**: +50 Chips; a Joker with it costs $2 more in the shop.',
    );
  });

  it('describes Spectral cards and the five Legendary Jokers', () => {
    expect(ask('what are spectral cards?')[0]).toContain('There are 18, $4 each');
    const legendary = ask('what is a legendary joker?');
    expect(legendary[0]).toMatch(/only the Spectral card The Soul creates one\. There are 5:$/);
    expect(legendary.filter((line) => line.startsWith('- **'))).toHaveLength(5);
  });

  // 150 Jokers in the game's collection, 5 of them Legendary (facts: jokers).
  it('says where Joker unlocks are shown, since the data here holds none', () => {
    expect(ask('how do I unlock more jokers?')[0]).toMatch(
      /^\*\*Jokers unlock by playing\*\*: .* \(145 Jokers the shop can sell\)/,
    );
  });

  it('names the hardest stake and how a run goes', () => {
    expect(ask("what's the hardest stake?")[0]).toMatch(
      /^\*\*Gold Stake\*\* is the hardest: stake 8 of 8/,
    );
    expect(ask('how do I play balatro?')[0]).toMatch(
      /^A run is \*\*8 antes\*\* of three blinds each/,
    );
    expect(ask('how many rounds are in an ante?')[0]).toMatch(
      /^An \*\*ante\*\* is one round of three blinds/,
    );
  });
});

describe('stickers, choosing a deck, when to use a card', () => {
  it("lists the stickers with the stake each starts at, then what the run's stake can roll", () => {
    const gold = {
      ...buildRun('Red Deck', 'Gold Stake'),
      jokers: [{ name: 'Joker' as const, edition: null, stickers: ['Rental' as const] }],
    };
    for (const message of [
      'what are stickers?',
      "what's an eternal joker?",
      'what does rental do?',
    ]) {
      const answer = ask(message);
      expect(answer[0]).toBe(
        'A **sticker** is a mark on a shop Joker from the higher stakes on; it stays for the run:',
      );
      expect(answer).toContain(
        '- **Eternal** (from Black Stake, 30% of shop Jokers): Joker cannot be sold or destroyed.',
      );
      expect(answer.at(-1)).toBe(
        'At your White Stake, shop Jokers can roll: none. None of your Jokers has one.',
      );
    }
    expect(
      answerQuestion({ message: 'what are stickers?', run: gold, hand: [] }).split('\n').at(-1),
    ).toBe(
      'At your Gold Stake, shop Jokers can roll: Eternal, Perishable, Rental. Yours: Joker (Rental).',
    );
  });

  it('lists the Tags an ante can offer, with the one on offer, for "the best tag"', () => {
    const tagged = { ...run, blindTags: { small: 'Charm Tag' as const, big: null } };
    const best = answerQuestion({ message: "what's the best tag?", run: tagged, hand: [] }).split(
      '\n',
    );
    // Ante 1 offers the 15 Tags whose minimum ante is 1 (facts: tags.minAnte).
    expect(best[0]).toBe(
      'No Tag is best in every run: it depends on what the build needs. At ante 1, 15 Tags can show up:',
    );
    expect(best.filter((line) => line.startsWith('- **'))).toHaveLength(15);
    expect(best.at(-1)).toBe(
      'Yours on offer: Charm Tag. Ask “Should I skip?” to weigh it against the blind.',
    );
    expect(ask('what tags can I get at ante 2?')[0]).toBe('At ante 2, 24 Tags can show up:');
  });

  it('says where a Joker comes from: its rarity in the shop, its Tag, or The Soul', () => {
    const owned = buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Canio' }] });
    // Rarity odds for shop and pack Jokers: Common 70%, Uncommon 25%, Rare 5% (facts: economy).
    expect(ask('how do I get blueprint?')).toEqual([
      '**Blueprint** is a Rare Joker: it turns up among shop and Buffoon Pack Jokers, 5% of which are Rare.',
      '',
      '- A **Rare Tag** (for skipping a blind) puts a free Rare Joker in the next shop.',
    ]);
    expect(ask('where can I find cavendish?')).toEqual([
      '**Cavendish** is a Common Joker: it turns up among shop and Buffoon Pack Jokers, 70% of which are Common.',
    ]);
    expect(answerQuestion({ message: 'how do I get canio?', run: owned, hand: [] })).toBe(
      '**Canio** is a Legendary Joker: never sold in a shop or a Buffoon Pack — only the Spectral card **The Soul** creates one. You own one now.',
    );
  });

  it('answers "the best Legendary Joker?" with the five, not the run\'s own ranking', () => {
    const owned = buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Canio' }] });
    expect(
      answerQuestion({ message: "what's the best legendary joker?", run: owned, hand: [] }),
    ).toMatch(/^A \*\*Legendary\*\* Joker is never sold in a shop/);
  });

  it('answers "which deck should I pick?" with the decks, not the shop', () => {
    expect(ask('which deck should I pick?')[0]).toMatch(/^Each \*\*deck\*\* changes one thing/);
  });

  it('answers "when should I use The Hermit?" with when it pays most, then what it does', () => {
    // A fresh Red Deck run holds $4: The Hermit adds $4 now, $20 from $20 held.
    expect(ask('when should I use the hermit?').slice(0, 3)).toEqual([
      '**+$4 now**; it pays the full $20 once you hold $20, so use it after a cash-out if you can wait.',
      '',
      '**The Hermit** (Tarot, $3, sells for $1): Doubles your money, adding at most $20.',
    ]);
  });
});

describe('a name on its own', () => {
  const withJokers = buildRun('Red Deck', 'White Stake', {
    jokers: [{ name: 'Blueprint' }, { name: 'Cavendish' }],
  });
  const first = (message: string, earlierQuestions: readonly string[] = []) =>
    answerQuestion({ message, run: withJokers, hand: [], earlierQuestions }).split('\n')[0];

  it('describes the item named with nothing else asked', () => {
    for (const message of ['blueprint?', 'the blueprint?']) {
      expect(first(message)).toMatch(/^\*\*Blueprint\*\* \(Rare, \$10, yours sells for \$5\): /);
    }
  });

  it('reads "sell Cavendish?" as a keep-or-sell question, "and Blueprint?" as a follow-up', () => {
    expect(first('sell cavendish?')).toMatch(/^\*\*(Keep|Sell|Replace) Cavendish\b/);
    expect(first('and blueprint?', ['should I sell cavendish?'])).toMatch(
      /^\*\*(Keep|Sell|Replace) Blueprint\b/,
    );
  });
});
