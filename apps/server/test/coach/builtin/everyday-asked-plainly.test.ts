// Short questions a player asks mid-round, each answered with the one figure or verdict asked
// for on the first line: hands left, the ante, the hand size, the round's money, the chance of
// winning, "should I play a Pair?", which Joker to sell, "what does it do?" with nothing named
// and the blind asked about without cards. Scores: Pair 10 × 2 and Three of a Kind 30 × 3 at
// level 1, an Ace 11 chips.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { buildRun, cards } from './run-fixtures';

const FRESH = buildRun('Red Deck', 'White Stake');
const ask = (
  message: string,
  run = FRESH,
  hand = cards('As Ah'),
  earlierQuestions: string[] = [],
) => answerQuestion({ message, run, hand, earlierQuestions }).split('\n');

describe('a figure of the run, first', () => {
  it('says the hands and discards left before the summary', () => {
    // Red Deck: 4 hands, 3 discards + 1.
    expect(ask('how many hands do I have left?').slice(0, 3)).toEqual([
      '**4 hands and 4 discards left** this round, 0 of 300 scored.',
      '',
      '### Your run',
    ]);
  });

  it('says the ante and the blind for "what ante am I on?"', () => {
    expect(ask('what ante am I on?')[0]).toBe('**Ante 1, round 1 of 3**: Small Blind.');
  });

  it('says the hand size for "what\'s my hand size?"', () => {
    expect(ask("what's my hand size?")[0]).toBe('**Your hand size is 8.**');
  });

  it('says the deck and stake for "what deck am I playing?"', () => {
    expect(ask('what deck am I playing?')[0]).toBe('**Red Deck, White Stake.**');
  });

  it('reads "how much money will I get?" as the round\'s whole payout, not interest alone', () => {
    expect(ask('how much money will I get?')[0]).toMatch(
      /^\*\*Beating it with your next hand takes you from \$4 to /,
    );
  });
});

describe('the chance of winning the round', () => {
  it('is certain when the best play beats the target: AAAA K makes 728 of 300', () => {
    // Four of a Kind 60 × 7 with four Aces: (60 + 44) × 7 = 728.
    expect(ask("what's my chance of winning this round?", FRESH, cards('As Ah Ad Ac Ks'))[0]).toBe(
      '**Certain with the cards you hold** — your best play scores **728**, the Small Blind at ante 1 needs **300**: one hand does it.',
    );
  });

  it('says one hand is not enough when it is not: a Pair of Aces makes 64', () => {
    expect(ask('what are my chances of beating this blind?')[0]).toMatch(
      /^\*\*Not in one hand\*\*/,
    );
  });
});

describe('"should I play a Pair?"', () => {
  it('says no when another hand scores more: Three of a Kind 189 against the Pair 64', () => {
    // (30 + 33) × 3 = 189; (10 + 22) × 2 = 64.
    expect(ask('should I play a pair?', FRESH, cards('As Ah Ad')).slice(0, 3)).toEqual([
      '**No**: your Three of a Kind scores more, 189 against 64.',
      '',
      '### Your best Pair: 64',
    ]);
  });

  it('says yes when the Pair is the best play', () => {
    expect(ask('should I play a pair?')[0]).toBe('**Yes**: your best Pair is your best play.');
  });
});

describe('which Joker to sell', () => {
  // With As Ah: 32 chips × (2 + 8 Jolly) × 3 Cavendish = 960; without Cavendish 320, without
  // Jolly Joker 192, so Cavendish costs least.
  const build = (cavendishEdition: 'negative' | null) =>
    buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Jolly Joker' }, { name: 'Cavendish', edition: cavendishEdition }],
    });

  it('tells the player to keep Jokers that all add, naming the one that costs least', () => {
    expect(ask('what should I sell?', build(null))).toEqual([
      '**Keep them unless you need the money or a slot**: every Joker of yours adds to your best play. The one that costs least is **Cavendish** (sells for $2) — without it your best play is 320 (960 now).',
    ]);
  });

  it('says a Negative Joker frees no slot, and which other one does', () => {
    expect(ask('what should I sell?', build('negative')).slice(1)).toEqual([
      '',
      'Selling Cavendish frees no Joker slot: it is Negative; for a slot, sell **Jolly Joker** ($1), the weakest of the others.',
    ]);
  });
});

describe('"what does it do?" with nothing named before it', () => {
  it('asks which one, with the Tag on offer as the example, rather than describing the deck', () => {
    const run = { ...FRESH, blindTags: { small: 'Charm Tag', big: null } } as const;
    expect(ask('what does it do?', run, cards('As Ah'), ['what tags do I have?'])).toEqual([
      "**Which one?** Name it and I'll tell you what it does: “What does Charm Tag do?”",
    ]);
  });
});

describe('the blind asked about without cards in hand', () => {
  // An example Pair of plain Kings: (10 + 10 + 10) × 2 = 60; with Jolly Joker × (2 + 8) = 300.
  it("weighs an example of the build's hand, and says how far short it is", () => {
    expect(ask('can I beat this blind?', FRESH, [])).toEqual([
      '**Not in one hand** — an example Pair of plain cards (K♠ K♥ 7♣ 4♦ 2♠) scores **60** with no Jokers, the Small Blind at ante 1 needs **300** (short by 240).',
      '',
      'For your real best play, enter the cards in your hand in the **calculator** and ask again.',
    ]);
  });

  it('says likely when the example reaches the target', () => {
    const run = buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Jolly Joker' }] });
    expect(ask('can I beat this blind?', run, [])[0]).toMatch(
      /^\*\*Likely\*\* — an example Pair of plain cards \(.+\) scores \*\*300\*\* with your Jokers, /,
    );
  });

  it('reads "will I beat ante 2?" as its Boss Blind: 800 × 2', () => {
    expect(ask('will I beat ante 2?')[0]).toMatch(/the boss at ante 2 needs \*\*1,600\*\*/);
  });
});

describe('cards named by rank for a discard', () => {
  const hand = cards('As Ah Kd 3d 4s');

  it('says a discard of cards the best play does not use costs nothing', () => {
    expect(ask('what if I discard the 3 and 4?', FRESH, hand)).toEqual([
      '**Discarding 3♦ 4♠ costs nothing now**: your best play without them is still Pair 64.',
      '',
      '- You have 4 discards left; what you draw is chance.',
    ]);
  });

  it('says to keep cards the best play needs: High Card King is (5 + 10) × 1 = 15', () => {
    expect(ask('should I keep the aces?', FRESH, hand)[0]).toBe(
      '**Keep A♠ A♥**: without them your best play drops to High Card 15, from Pair 64.',
    );
  });

  it('says when no card of the rank is held', () => {
    expect(ask('what if I discard the 5?', FRESH, hand)).toEqual([
      '**You hold no 5**: A♠ A♥ K♦ 3♦ 4♠.',
    ]);
  });
});

describe('the blind after another', () => {
  it('answers "what happens after the big blind?" with the ante\'s boss and what it does', () => {
    const run = buildRun('Red Deck', 'White Stake', { round: 2, bossBlind: 'The Goad' });
    expect(ask('what happens after the big blind?', run)).toEqual([
      '**The Goad** at ante 1, White Stake, Red Deck: target **600**.',
      '',
      '- base 300 × 2 = 600',
      '- The Goad: Spades are debuffed: they add nothing and trigger nothing.',
      '- Reward for beating it: $5',
    ]);
  });

  it('answers "what comes after the small blind?" with the Big Blind', () => {
    expect(ask('what comes after the small blind?')[0]).toBe(
      '**Big Blind** at ante 1, White Stake, Red Deck: target **450**.',
    );
  });
});

describe('the shop while a blind is played', () => {
  it('says the shop is closed rather than empty, and when it opens', () => {
    expect(ask('am I in the shop?')).toEqual([
      '**The shop is closed now**: you are playing the Small Blind at ante 1, and the shop opens once it is beaten. Then add the items you see in the **Shop** panel and ask again.',
    ]);
  });

  it('reads "what round is it?" after a shop question as its own question', () => {
    expect(ask('what round is it?', FRESH, cards('As Ah'), ["what's in the shop?"])[0]).toBe(
      '**Ante 1, round 1 of 3**: Small Blind.',
    );
  });
});

describe('the consumables held: money Tarots and sales', () => {
  const run = (money: number) => ({
    ...FRESH,
    money,
    consumables: [
      { name: 'The Hermit', type: 'Tarot', price: 3 },
      { name: 'Jupiter', type: 'Planet', price: 3 },
    ] as const,
  });

  it('weighs The Hermit now against the $20 it pays at most', () => {
    expect(ask('should I use the hermit now?', run(14))).toEqual([
      '**+$14 now**; it pays the full $20 once you hold $20, so use it after a cash-out if you can wait.',
      '',
      '**The Hermit** (Tarot, $3, sells for $1): Doubles your money, adding at most $20.',
      '',
      '- Used now it pays **$14** ($14 → $28).',
    ]);
    expect(ask('should I use the hermit?', run(25))[0]).toBe(
      '**Use it now**: +$20, the most it pays.',
    );
  });

  it('reads a lower-case everyday name after "use" as the card: Temperance with no Joker', () => {
    expect(ask('should I use temperance?', run(4))[0]).toBe(
      '**Not now**: you own no Joker for it to pay out.',
    );
  });

  it('answers "should I sell my planet?" with the consumables of that kind, not the Jokers', () => {
    expect(ask('should I sell my planet?', run(4))).toEqual([
      '**A consumable sells for little** — half its price, at least $1 — so use it unless you need the slot or the money:',
      '',
      '- Jupiter (Planet): $1',
      '',
      'Ask what one does: “What does Jupiter do?”',
    ]);
  });
});

describe('short and loose wording', () => {
  it('compares two hands on examples when no cards are held: Flush 35 × 4 over Straight 30 × 4', () => {
    // Plain K♥ 9♥ 7♥ 4♥ 2♥: (35 + 32) × 4 = 268; the Straight example at 30 × 4 scores less.
    expect(ask('whats better flush or straight', FRESH, [])[0]).toBe(
      '**Flush scores more for your build**: an example of each in plain cards, with your Jokers and hand levels —',
    );
  });

  it('reads "hook tips" as the boss and "i keep losing" as a call for strategy', () => {
    expect(ask('hook tips')[0]).toMatch(/^\*\*The Hook: [\d,]+ to beat\*\*/);
    expect(ask('i keep losing')[0]).toMatch(/^Three priorities for your Red Deck run at ante 1:/);
  });
});
