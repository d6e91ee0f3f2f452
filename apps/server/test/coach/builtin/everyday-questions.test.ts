// Everyday questions found unanswered or answered wrong on the real saves: what an owned
// Blueprint or Brainstorm copies, selling and buying Jokers owned or not (Canio costs $20 and
// sells for half, $10), card traits, the run summary and the cards held, the money left after a
// purchase, the Jokers that go with one Joker.
import { describe, expect, it } from 'vitest';
import {
  addShopItem,
  addVoucher,
  setHandLevel,
  type JokerName,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { apply, buildRun, cards } from './run-fixtures';

const ask = (jokers: readonly JokerName[], message: string) =>
  answerQuestion({
    message,
    run: buildRun('Red Deck', 'White Stake', { jokers: jokers.map((name) => ({ name })) }),
    hand: [],
  });

describe('what an owned copier copies now', () => {
  it('names the Joker Blueprint copies, and does not ask to move it there', () => {
    const row: JokerName[] = ['Egg', 'Blueprint', 'Canio'];
    expect(ask(row, 'what does my blueprint copy?')).toContain(
      'Your Blueprint copies **Canio** now (it sits directly left of Canio).',
    );
    const effect = ask(row, 'what does blueprint do?');
    expect(effect).toContain('yours sells for $5');
    expect(effect).toContain('copies **Canio** now');
    expect(effect).not.toContain('put Blueprint directly left of');
    expect(ask(row, 'does blueprint work with canio?')).toContain(
      "your Blueprint copies Canio now (it sits directly left of Canio), so Canio's effect applies twice.",
    );
  });

  it('says when it copies nothing, and follows a chain of copiers', () => {
    expect(ask(['Blueprint', 'Egg'], 'what does my blueprint copy?')).toContain(
      'Your Blueprint copies nothing now: it sits directly left of Egg, whose effect cannot be copied.',
    );
    expect(ask(['Brainstorm', 'Canio'], 'what does my brainstorm copy?')).toContain(
      'Your Brainstorm copies nothing now: it is your leftmost Joker itself.',
    );
    expect(ask(['Blueprint', 'Blueprint', 'Canio'], 'what does my blueprint copy?')).toContain(
      'Your Blueprint copies **Canio** now (it sits directly left of Blueprint, which copies Canio).',
    );
  });

  it('says so when the copier asked about is not owned', () => {
    expect(ask(['Canio'], 'what does my blueprint copy?')).toBe(
      '**You own no Blueprint.** Blueprint: _Copies the ability of the Joker immediately to its right._',
    );
  });

  it('describes a copier nobody owns without a list of arbitrary Jokers', () => {
    const answer = ask([], 'what does blueprint do?');
    expect(answer).toContain('It works with nearly every Joker');
    expect(answer).not.toContain('Greedy Joker');
  });
});

describe('selling an owned Joker', () => {
  it('answers for the Legendary Joker asked about, not the first Joker owned', () => {
    expect(ask(['Egg', 'Canio'], 'how much does canio sell for?')).toMatch(
      /^\*\*Canio \(yours\) sells for \$10\*\*/,
    );
  });

  it('gives a keep-or-sell verdict when asked whether to sell one', () => {
    expect(ask(['Egg', 'Canio'], 'keep or sell canio?')).toMatch(/^\*\*(Keep|Sell|Replace) Canio/);
    expect(ask(['Egg', 'Canio'], 'should I sell Egg?')).toMatch(
      /^\*\*Egg earns money, not points\*\*/,
    );
  });
});

describe('buying beside a Joker owned', () => {
  it('weighs the one to buy and says the other is owned', () => {
    const answer = ask(['Egg', 'Blueprint'], 'should I buy Blueprint or Brainstorm?');
    expect(answer).toContain('Brainstorm (not in your shop)');
    expect(answer).not.toContain('Blueprint (not in your shop)');
    expect(answer).toContain('_You already own Blueprint._');
  });
});

describe('a Joker that scores through another', () => {
  it('says Swashbuckler counts Egg, with the same cards scored without it', () => {
    const run = buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Egg' }, { name: 'Swashbuckler' }],
    });
    const answer = answerQuestion({ message: 'what does egg do?', run, hand: cards('As Ah') });
    // Pair of Aces: 10 + 11 + 11 = 32 chips; Swashbuckler adds Egg's $2 sell value as Mult:
    // 32 × (2 + 2) = 128, and 32 × 2 = 64 without Egg.
    expect(answer).toContain(
      '- In your best play (A♠ A♥, Pair) it scores nothing itself, but Swashbuckler counts it: without it the same cards score 64 instead of **128**.',
    );
    const alone = answerQuestion({
      message: 'what does egg do?',
      run: buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Egg' }] }),
      hand: cards('As Ah'),
    });
    expect(alone).toContain('- In your best play (A♠ A♥, Pair) it adds nothing.');
  });
});

describe('what the Jokers add', () => {
  it('lists them without naming a weakest one when none was asked for', () => {
    const run = buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Gros Michel' }, { name: 'The Duo' }],
    });
    const hand = cards('As Ah 7d 4c 2c');
    const answer = (message: string) => answerQuestion({ message, run, hand }).split('\n')[0];
    expect(answer('what do my jokers do?')).toBe('**What your Jokers add**, weakest first:');
    expect(answer('which joker should I get rid of?')).toBe('**Your weakest Joker: The Duo**');
    // Pair of Aces: Gros Michel's +15 Mult beats The Duo's ×2 on 2 Mult.
    expect(answer('which joker gives me the most?')).toBe('**Your strongest Joker: Gros Michel**');
    expect(answer('which joker adds the least?')).toBe('**Your weakest Joker: The Duo**');
  });
});

describe('asking to buy a Joker already owned', () => {
  it('says it is owned, and when a second one can show up', () => {
    expect(ask(['Egg', 'Blueprint'], 'should I get Blueprint?')).toBe(
      '**You already own Blueprint.** A Joker you own shows up in the shop again only with Showman.',
    );
  });
});

describe('Jokers not owned', () => {
  it('says a Legendary Joker is never sold, and there is nothing to sell of one not owned', () => {
    const neverSold =
      'Canio is Legendary: never sold in a shop; only the Spectral card The Soul creates one.';
    expect(ask([], 'should I buy Canio?')).toBe(neverSold);
    expect(ask([], 'is Canio better than Blueprint?')).toContain(`_${neverSold}_`);
    expect(ask([], 'keep or sell Canio?')).toMatch(/^\*\*You don't own Canio\*\*/);
  });
});

describe('the money left after a purchase', () => {
  it('leads with the amount when asked how much is left', () => {
    const run = apply(buildRun('Red Deck', 'White Stake'), (r) =>
      addShopItem(r, { type: 'Joker', name: 'Clever Joker', price: 4 }),
    );
    const answer = (message: string) => answerQuestion({ message, run, hand: [] }).split('\n')[0];
    // Red Deck starts with $4: Clever Joker at $4 leaves $0.
    expect(answer('how much will I have after buying Clever Joker?')).toBe(
      '**$0 left** — Clever Joker costs $4 and you have $4.',
    );
    expect(answer('can I afford Clever Joker?')).toBe(
      '**Yes** — Clever Joker costs $4 and you have $4: $0 left.',
    );
  });
});

describe("an ante's boss", () => {
  it("names the run's own boss for its ante, and who can come at a later one", () => {
    const run = buildRun('Red Deck', 'White Stake', { bossBlind: 'The Wall' });
    const first = (message: string) => answerQuestion({ message, run, hand: [] }).split('\n')[0];
    expect(first('what boss is at ante 1?')).toMatch(/^\*\*The Wall: 1,200 to beat\*\* at ante 1/);
    expect(first('what boss comes at ante 2?')).toMatch(
      /^\*\*\d+ bosses\*\* can appear at ante 2:/,
    );
    // Every boss that can come, though the run's ante 1 boss is chosen.
    expect(first('what bosses can appear at ante 1?')).toMatch(
      /^\*\*\d+ bosses\*\* can appear at ante 1:/,
    );
  });

  it('weighs a boss named for a later ante at the first ante it can appear at', () => {
    const run = buildRun('Red Deck', 'White Stake');
    const first = (message: string) => answerQuestion({ message, run, hand: [] }).split('\n')[0];
    // The Needle from ante 2: 800 × 1; Violet Vessel at ante 8: 50,000 × 6 (White Stake).
    expect(first('what does the needle do?')).toBe(
      '**The Needle: 800 to beat** at ante 2 (the first ante it can appear at; you are at ante 1) — Only one hand for the round; target is 1x base.',
    );
    expect(first('what does the violet vessel need?')).toMatch(
      /^\*\*Violet Vessel: 300,000 to beat\*\* at ante 8 \(the first ante it can appear at/,
    );
    expect(first("what's the hook?")).toMatch(/^\*\*The Hook: 600 to beat\*\* at ante 1 — /);
  });

  it("says no boss is hardest for every build, then lists the ante's", () => {
    const answer = answerQuestion({
      message: 'which boss is the hardest?',
      run: buildRun('Red Deck', 'White Stake'),
      hand: [],
    }).split('\n');
    expect(answer[0]).toMatch(
      /^No boss is hardest for every build: The Wall and Violet Vessel ask the most points/,
    );
    expect(answer[2]).toMatch(/^\*\*\d+ bosses\*\* can appear at ante 1:/);
  });
});

describe('winning the run', () => {
  it('leads with the ante 8 Boss Blind, or Endless Mode past it', () => {
    const first = (ante: number) =>
      answerQuestion({
        message: 'what is endless mode?',
        run: buildRun('Red Deck', 'White Stake', { ante }),
        hand: [],
      }).split('\n')[0];
    expect(first(1)).toBe(
      '**Beat the Boss Blind of ante 8 to win the run (7 antes after this one); Endless Mode goes on after it.**',
    );
    expect(first(9)).toBe(
      '**Endless Mode: the run was won at ante 8; targets grow much faster from here.**',
    );
  });
});

describe('the run summary', () => {
  it('lists the vouchers redeemed', () => {
    const run = apply(
      buildRun('Red Deck', 'White Stake'),
      (r) => addVoucher(r, 'Overstock'),
      (r) => addVoucher(r, 'Clearance Sale'),
    );
    expect(answerQuestion({ message: 'what vouchers do I have?', run, hand: [] })).toContain(
      '- Vouchers: Overstock, Clearance Sale.',
    );
  });

  it("lists the cards held when asked what's in the hand", () => {
    const run = buildRun('Red Deck', 'White Stake');
    const hand: ScenarioCard[] = [...cards('As 9d'), { rank: 'K', suit: 'hearts', seal: 'red' }];
    for (const message of ["what's in my hand?", 'what cards do I have', 'show my hand']) {
      expect(answerQuestion({ message, run, hand })).toContain(
        '- Cards in hand (3): A♠ 9♦ K♥ (red seal).',
      );
    }
    expect(answerQuestion({ message: "what's in my hand?", run, hand: [] })).toContain(
      '- Cards in hand: none entered.',
    );
  });
});

describe('which Jokers go with one Joker', () => {
  it('lists the owned partners first, as they stand in the run, without a yes or no', () => {
    const answer = ask(['Egg', 'Blueprint', 'Canio'], 'what jokers go well with canio?');
    expect(answer).toMatch(/^\*\*Yours: Blueprint\*\* works with Canio\. Others to look for: /);
    expect(answer).toContain(
      "- Your Blueprint copies Canio now (it sits directly left of Canio), so Canio's effect applies twice.",
    );
    expect(answer).toContain('- Brainstorm copies Canio, so its effect applies twice');
    expect(answer).not.toContain('**Yes**');
  });

  it('says when none owned works with it, and when no Joker does', () => {
    expect(ask(['Egg'], 'which jokers work with cavendish?')).toMatch(
      /^\*\*None of your Jokers works with Cavendish\.\*\* Others to look for: Blueprint, Brainstorm\./,
    );
    expect(ask(['Canio'], 'which jokers work with egg?')).toMatch(
      /^\*\*No Joker changes what Egg does\.\*\*/,
    );
  });
});

describe('enhancements, editions and seals', () => {
  const run = buildRun('Red Deck', 'White Stake');
  const hand = cards('As Ah 9d');
  const steelHand: ScenarioCard[] = [
    { rank: 'A', suit: 'spades' },
    { rank: 'A', suit: 'hearts', enhancement: 'steel' },
    { rank: '9', suit: 'diamonds' },
  ];

  it('says what the trait does, what makes it, and the cards held with it', () => {
    expect(answerQuestion({ message: 'what does steel do?', run, hand: steelHand })).toBe(
      [
        '**Steel Card** (enhancement): X1.5 Mult while it stays in hand (not played).',
        '',
        '- The Tarot The Chariot makes it.',
        '- In your hand: A♥ (steel).',
      ].join('\n'),
    );
    expect(answerQuestion({ message: 'what does a red seal do?', run, hand })).toContain(
      '- The Spectral Deja Vu adds it.',
    );
    expect(answerQuestion({ message: 'what does negative do?', run, hand })).toMatch(
      /^\*\*Negative\*\* \(edition, on a Joker or a consumable\): .*[^.]\.$/m,
    );
  });
});

describe('small talk and questions about the game at large', () => {
  it('answers a thank-you and a greeting instead of saying it did not catch them', () => {
    expect(ask(['Egg', 'Canio'], 'thanks!')).toBe(
      "You're welcome. Ask again whenever your run changes: “How do I beat The Hook?” · “Does Egg work with Canio?” · “What is the target at ante 2 on White Stake?”",
    );
    expect(ask(['Egg'], 'hello').split('\n')[0]).toBe(
      "Hi! I answer from the game's own numbers and your run:",
    );
  });

  it('says no Joker is best in every run before weighing the player’s own', () => {
    const answer = ask(['Egg', 'Canio'], "what's the best joker in the game?").split('\n');
    expect(answer[0]).toBe(
      'No Joker is best in every run: it depends on the hand a build plays and the Jokers beside it. Among yours:',
    );
    expect(answer[2]).toMatch(
      /^\*\*What your Jokers add\*\*, strongest first:|^\*\*Your strongest Joker: /,
    );
  });

  it('lists the Jokers with their editions and stickers in the run summary', () => {
    const run = buildRun('Red Deck', 'White Stake', {
      jokers: [
        { name: 'Egg', stickers: ['Eternal'] },
        { name: 'Odd Todd', edition: 'negative' },
        { name: 'Canio' },
      ],
    });
    expect(
      answerQuestion({ message: 'which of my jokers are negative?', run, hand: [] }),
    ).toContain('- Jokers (3/6): Egg (eternal), Odd Todd (negative), Canio;');
  });
});

describe("more of a round's limits", () => {
  it("names every source of Joker slots with the game's text, then the slots used", () => {
    const answer = ask(['Egg', 'Canio'], 'how do I get more joker slots?');
    expect(answer.split('\n')).toEqual([
      '**More Joker slots** come from:',
      '',
      '- Voucher **Antimatter**: One more Joker slot.',
      '- Edition **Negative**: +1 Joker slot on a Joker, found on shop and Buffoon Pack Jokers.',
      '- Spectral **Ectoplasm**: Makes a random Joker Negative; -1 hand size (penalty grows by 1 per use).',
      '- **Negative Tag** (skip a blind, from ante 2): Next base-edition shop Joker becomes Negative and free.',
      '- Deck **Black Deck** (a new run): +1 Joker slot, but 1 fewer hand every round.',
      '',
      'You have 2/5 now.',
    ]);
  });

  it("reads the run's own hand size, and a round's hands with its Vouchers", () => {
    const run = { ...buildRun('Painted Deck', 'White Stake'), handSize: 9 }; // 10, less one Ectoplasm
    expect(answerQuestion({ message: 'how do I increase hand size?', run, hand: [] })).toContain(
      '- Joker **Juggler**: _Hand size increased by 1._',
    );
    expect(answerQuestion({ message: 'how do I increase hand size?', run, hand: [] })).toMatch(
      /Your hand size is 9 now\.$/,
    );
    const grabber = apply(buildRun('Red Deck', 'White Stake'), (r) => addVoucher(r, 'Grabber'));
    expect(
      answerQuestion({ message: 'how can I get more hands?', run: grabber, hand: [] }),
    ).toMatch(/^\*\*More hands\*\* come from:[\s\S]*Your run gives 5 a round now\.$/);
  });
});

describe('how close the hand is to a Flush or a Straight', () => {
  const run = buildRun('Red Deck', 'White Stake'); // 3 + 1 = 4 discards
  // Four Spades, 10 Q K A, a Steel Ace to keep held.
  const steelAce: ScenarioCard = { rank: 'A', suit: 'clubs', enhancement: 'steel' };
  const hand = [steelAce, ...cards('As Kd 3d 10s 4s Qs')];
  const ask = (message: string, jokers: readonly JokerName[] = []) =>
    answerQuestion({
      message,
      run: { ...run, jokers: jokers.map((name) => ({ name, edition: null, stickers: [] })) },
      hand,
    });

  it('counts the suit held and says what to discard, keeping Steel', () => {
    expect(ask('how close am I to a flush?')).toBe(
      '**1 Spade short of a Flush** — you hold A♠ 10♠ 4♠ Q♠. To draw for it, discard K♦ 3♦; you have 4 discards left. Keep A♣ (steel): Steel scores while held.',
    );
    expect(ask('how close am I to a flush?', ['Four Fingers'])).toMatch(
      /^\*\*You hold a Flush\*\*: A♠ 10♠ 4♠ Q♠ \(4 Spades\)\./,
    );
  });

  it('finds the rank a Straight lacks', () => {
    expect(ask('can I make a straight?')).toBe(
      '**1 card short of a Straight** — you hold 10♠ Q♠ K♦ A♠; it needs J. To draw for it, discard 3♦ 4♠; you have 4 discards left. Keep A♣ (steel): Steel scores while held.',
    );
  });

  it('gives the count, not odds, when asked the odds of a Flush', () => {
    expect(ask('what are my odds of drawing a flush?')).toContain(
      '- You hold 4 Spades: 1 more makes a Flush (ask “How close am I to a Flush?”).',
    );
  });
});

describe('follow-ups in a chat', () => {
  it('scores the best play without a Joker named after "without"', () => {
    const run = buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Joker' }, { name: 'Cavendish' }],
    });
    const answer = answerQuestion({
      message: 'and without Cavendish?',
      run,
      hand: cards('As Ah'),
      earlierQuestions: ['what should I play?'],
    }).split('\n');
    expect(answer[0]).toBe('### Best play without Cavendish: Pair');
    // Pair of Aces: 32 chips × (2 + 4) = 192 without; × 3 with Cavendish = 576.
    expect(answer).toContain('- **Pair** (level 1): base 10 × 2 → chips 32 × mult 6 = **192**');
    expect(answer).toContain('- With Cavendish: 576, 384 more.');
  });

  it('answers a Planet named after a hand level with that Planet, not the earlier hand', () => {
    const answer = answerQuestion({
      message: 'how much does jupiter add?',
      run: buildRun('Red Deck', 'White Stake'),
      hand: [],
      earlierQuestions: ['what level is full house?'],
    });
    expect(answer.split('\n')[0]).toBe(
      '**Jupiter** levels **Flush**: +15 chips and +2 mult per level.',
    );
  });

  it('reads "what about the boss?" as the boss', () => {
    const run = buildRun('Red Deck', 'White Stake', { bossBlind: 'The Wall' });
    expect(answerQuestion({ message: 'ok and what about the boss?', run, hand: [] })).toMatch(
      /^\*\*The Wall: 1,200 to beat\*\* at ante 1/,
    );
  });

  it('with no Planet to judge, names the one for the build', () => {
    const run = apply(
      buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'The Tribe' }] }),
      (r) => setHandLevel(r, 'Flush', 3),
    );
    // Flush: 35 × 4, +15 Chips and +2 Mult a level: level 3 is 65 × 8, level 4 is 80 × 10.
    expect(answerQuestion({ message: 'should I buy a planet?', run, hand: [] })).toBe(
      'Your shop is empty here. The Planet for your **Flush** build is **Jupiter**: level 3 → 4 (65 × 8 → 80 × 10). Celestial Packs hold Planets too.',
    );
  });
});

describe('money', () => {
  it("lists where money comes from, with the stake's and deck's numbers", () => {
    const run = buildRun('Green Deck', 'Red Stake');
    const answer = answerQuestion({ message: 'how do I make more money?', run, hand: [] });
    // Red Stake: the Small Blind pays nothing; Green Deck: $2 a hand left, no interest.
    expect(answer).toContain('- Beating blinds: Small $0, Big $4, Boss $5 on Red Stake.');
    expect(answer).toContain('- Each hand left when a blind is beaten: $2 (Green Deck).');
    expect(answer).toContain('- No interest: Green Deck pays none.');
    expect(answer).toMatch(/- Economy Jokers \(21\): .* and 13 more; ask what one does\./);
  });

  it('says what an owned Egg sells for once the round is won', () => {
    const run = buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Egg' }] });
    // Egg costs $4: sells for $2, and $3 more at each round end.
    expect(answerQuestion({ message: 'how much is egg worth next round?', run, hand: [] })).toMatch(
      /^\*\*Egg \(yours\) sells for \$2\*\* — half its price, rounded down, at least \$1\. Once this round is won: \*\*\$5\*\*\./,
    );
  });

  it('prices a reroll after some in the same shop, and says an owned Voucher is owned', () => {
    const run = buildRun('Red Deck', 'White Stake');
    expect(
      answerQuestion({ message: 'how much does a reroll cost after 3 rerolls?', run, hand: [] }),
    ).toBe(
      '**$8** — after 3 paid rerolls in one shop, the next costs $8 (from $5, +$1 a reroll; a new shop starts over).',
    );
    const owned = apply(run, (r) => addVoucher(r, 'Seed Money'));
    expect(answerQuestion({ message: 'should I buy seed money?', run: owned, hand: [] })).toBe(
      '**You already own Seed Money.** A Voucher is redeemed once for the run. Its upgrade can show up in the shop now: **Money Tree** — Interest cap raised to $20 per round.',
    );
  });
});

describe('in the shop, the score, the rounds left', () => {
  const shop = apply({ ...buildRun('Red Deck', 'White Stake'), isShopOpen: true }, (r) =>
    addShopItem(r, { type: 'Joker', name: 'Clever Joker', price: 4 }),
  );
  const ask = (message: string, run: RunState = shop) => answerQuestion({ message, run, hand: [] });

  it('points the priorities to the open shop, and judges it when the player says they are in it', () => {
    expect(ask('what should I do now?')).toMatch(
      /\n\nYour shop is open with 1 item: ask “What should I buy\?”$/,
    );
    expect(ask('what should I do now?', buildRun('Red Deck', 'White Stake'))).not.toContain(
      'Your shop is open',
    );
    expect(ask("I'm in the shop, what now?")).toContain('Clever Joker — $4');
  });

  it('reads "what\'s my score?" as the run and "how many rounds left?" as the way to the win', () => {
    expect(ask("what's my score?")).toMatch(/^### Your run/);
    expect(ask('how many rounds left?')).toMatch(
      /^\*\*Beat the Boss Blind of ante 8 to win the run \(7 antes after this one\)/,
    );
  });
});

describe('the consumables held', () => {
  const run = (consumables: RunState['consumables']) => ({
    ...buildRun('Red Deck', 'White Stake'),
    consumables,
  });
  const hierophant = { name: 'The Hierophant', type: 'Tarot', price: 3 } as const;
  const jupiter = { name: 'Jupiter', type: 'Planet', price: 3 } as const;

  it('describes each held, a Planet with the level it brings', () => {
    expect(
      answerQuestion({
        message: 'should I use my consumable?',
        run: run([hierophant, jupiter]),
        hand: [],
      }),
    ).toBe(
      [
        '**Your consumables:**',
        '',
        '- **The Hierophant** (Tarot): Turns up to 2 selected cards into Bonus cards.',
        // Flush level 1 is 35 × 4; each Jupiter adds 15 chips and 2 mult.
        '- **Jupiter** (Planet): levels Flush 1 → 2 (35 × 4 → 50 × 6).',
      ].join('\n'),
    );
  });

  it('says when none of the kind asked is held', () => {
    const hint =
      'Add the one you hold in the **Build** panel, or name it: “What does The Hierophant do?”';
    expect(
      answerQuestion({ message: 'what does the tarot do?', run: run([jupiter]), hand: [] }),
    ).toBe(`**You hold no Tarot** — your consumables: Jupiter. ${hint}`);
    expect(answerQuestion({ message: 'what does my planet do?', run: run([]), hand: [] })).toBe(
      `**You hold no consumables.** ${hint}`,
    );
  });
});

describe('affording the whole shop', () => {
  const shop = (money: number) =>
    apply(
      { ...buildRun('Red Deck', 'White Stake'), money },
      (r) => addShopItem(r, { type: 'Joker', name: 'Clever Joker', price: 4 }),
      (r) => addShopItem(r, { type: 'Voucher', name: 'Grabber', price: 10 }),
    );

  it('adds the prices up', () => {
    const ask = (money: number) =>
      answerQuestion({ message: 'can I afford everything?', run: shop(money), hand: [] }).split(
        '\n',
      )[0];
    expect(ask(9)).toBe(
      '**No** — the 2 items in your shop cost $14 together and you have $9: you are $5 short.',
    );
    expect(ask(20)).toBe(
      '**Yes** — the 2 items in your shop cost $14 together and you have $20: $6 left.',
    );
  });

  it('says when the Joker slots cannot take every Joker', () => {
    const full = apply(
      buildRun('Red Deck', 'White Stake', {
        jokers: (['Egg', 'Joker', 'Canio', 'Blueprint', 'Baron'] as const).map((name) => ({
          name,
        })),
      }),
      (r) => addShopItem(r, { type: 'Joker', name: 'Clever Joker', price: 4 }),
    );
    expect(answerQuestion({ message: 'can I buy it all?', run: full, hand: [] })).toContain(
      '- Your Joker slots are full (5/5): a Joker bought would have to replace one you own.',
    );
  });
});

describe('what the shop offers, by kind', () => {
  const shop = apply(
    buildRun('Red Deck', 'White Stake'),
    (r) => addShopItem(r, { type: 'Joker', name: 'Clever Joker', price: 4 }),
    (r) => addShopItem(r, { type: 'Voucher', name: 'Grabber', price: 10 }),
  );
  const first = (message: string, run = shop) =>
    answerQuestion({ message, run, hand: [] }).split('\n')[0];

  it('judges the shop when asked what to spend the money on', () => {
    const answer = answerQuestion({
      message: 'what should I spend my money on?',
      run: shop,
      hand: [],
    });
    expect(answer).toContain('Clever Joker — $4');
    expect(answer).not.toMatch(/^With \*\*\$4\*\* you earn/);
  });

  it('judges only the vouchers when asked for the best voucher', () => {
    expect(first("what's the best voucher for me?")).toBe(
      "**Can't buy** Grabber — $10: Not enough money to buy this item.",
    );
    const jokersOnly = apply(buildRun('Red Deck', 'White Stake'), (r) =>
      addShopItem(r, { type: 'Joker', name: 'Clever Joker', price: 4 }),
    );
    expect(first("what's the best voucher for me?", jokersOnly)).toBe(
      "**No Voucher in your shop now.** It holds Clever Joker. The shop offers one Voucher an ante, a new one after each Boss Blind. Any of the 16 base Vouchers you do not own can show up; each one's upgrade follows once you own it.",
    );
    expect(first('which vouchers do I have?')).toBe('### Your run');
  });

  it('with no Voucher to judge, names the upgrades of those owned', () => {
    const owned = apply(
      buildRun('Red Deck', 'White Stake'),
      (r) => addVoucher(r, 'Grabber'),
      (r) => addVoucher(r, 'Hone'),
    );
    expect(
      answerQuestion({ message: 'what voucher should I get next?', run: owned, hand: [] }),
    ).toBe(
      [
        'Your shop is empty here. The shop offers one Voucher an ante, a new one after each Boss Blind. Upgrades of yours that can show up (once unlocked in your game):',
        '',
        // In the game's order of Vouchers.
        '- **Glow Up** (upgrades your Hone): Those editions show up 4x as often.',
        '- **Nacho Tong** (upgrades your Grabber): +1 more hand every round.',
        '',
        // 16 bases, 2 owned.
        'Or one of the 14 base Vouchers you do not own.',
      ].join('\n'),
    );
  });

  it('prefers, between equals, the item with a hand to build on, whatever the order asked', () => {
    const two = apply(
      buildRun('Red Deck', 'White Stake', { money: 9 }),
      (r) => addShopItem(r, { type: 'Joker', name: 'Swashbuckler', price: 4 }),
      (r) => addShopItem(r, { type: 'Joker', name: 'Clever Joker', price: 4 }),
    );
    for (const message of [
      'should I buy swashbuckler or clever joker?',
      'clever joker vs swashbuckler',
    ]) {
      expect(first(message, two)).toMatch(/Clever Joker \(\$4\) comes closest\.$/);
    }
  });

  it('reads "the Celestial Pack" as the Celestial Pack of another size in the shop', () => {
    const jumbo = apply(buildRun('Red Deck', 'White Stake', { money: 9 }), (r) =>
      addShopItem(r, { type: 'Booster Pack', name: 'Jumbo Celestial Pack', price: 6 }),
    );
    expect(first('should I open the celestial pack?', jumbo)).toMatch(
      /^\*\*Consider\*\* Jumbo Celestial Pack — \$6: /,
    );
    expect(first('buy or save?', jumbo)).toMatch(/Jumbo Celestial Pack/);
  });

  it('judges only the packs when asked which pack to open', () => {
    const packs = apply(shop, (r) =>
      addShopItem(r, { type: 'Booster Pack', name: 'Jumbo Arcana Pack', price: 6 }),
    );
    const answer = answerQuestion({ message: 'which pack should I open?', run: packs, hand: [] });
    expect(answer).toContain('Jumbo Arcana Pack — $6');
    expect(answer).not.toContain('Clever Joker — $4');
  });

  it('judges every item when the question names two kinds', () => {
    const mixed = apply(shop, (r) => addShopItem(r, { type: 'Planet', name: 'Jupiter', price: 3 }));
    const answer = answerQuestion({
      message: 'should I buy a planet or a joker?',
      run: mixed,
      hand: [],
    });
    expect(answer).toContain('Clever Joker — $4');
    expect(answer).toContain('Jupiter — $3');
  });

  it("names the Jokers that pay on the build's hand when the shop is empty", () => {
    const owned: JokerName[] = ['Droll Joker', 'Egg', 'Canio', 'Blueprint', 'Cavendish'];
    const slots = buildRun('Red Deck', 'White Stake', {
      jokers: owned.map((name) => ({ name })),
    });
    expect(first('what jokers go with my build?', slots)).toBe(
      'Your shop is empty here. For your **Flush** build, look for Crafty Joker, The Tribe: each pays on every Flush. Your Joker slots are full (5/5): one would replace a Joker you own.',
    );
  });
});

describe('the blind being played', () => {
  it('is named with its target when asked for the next blind', () => {
    const run = buildRun('Red Deck', 'White Stake');
    for (const message of ['what is my next blind?', 'what blind am I on?']) {
      expect(answerQuestion({ message, run, hand: [] })).toMatch(
        /^\*\*Small Blind\*\* at ante 1, White Stake, Red Deck: target \*\*300\*\*\./,
      );
    }
    expect(answerQuestion({ message: 'can I beat the next blind?', run, hand: [] })).not.toMatch(
      /^\*\*Small Blind\*\* at ante 1/,
    );
  });
});

describe('questions that looked like others', () => {
  const run = buildRun('Red Deck', 'White Stake');
  const first = (message: string) => answerQuestion({ message, run, hand: [] }).split('\n')[0];

  it("reads the chips a hand gives as the hand's values, not a blind's target", () => {
    expect(first('how many chips does a flush give?')).toBe(
      'A level 1 Flush gives **35 chips × 4 mult** before cards and Jokers.',
    );
    expect(first('how many chips do I need?')).toMatch(/^\*\*Small Blind\*\* at ante 1/);
  });

  it('answers a doomed run with the plan to win it', () => {
    expect(first('is my run doomed?')).toMatch(/^### Plan from ante 1/);
  });
});

describe('more chips or more mult', () => {
  const run = buildRun('Red Deck', 'White Stake');

  it("lists the game's sources of the side asked about, with the build's hand level", () => {
    expect(answerQuestion({ message: 'how do I get more mult?', run, hand: [] })).toBe(
      [
        '**More Mult** comes from:',
        '',
        '- **Mercury** levels your Pair: +1 Mult per level (level 1 10 × 2 → level 2 25 × 3).',
        '- **Mult Card** (The Empress): +4 Mult when scored.',
        '- **Glass Card** (Justice): X2 Mult when scored; 1 in 4 shatters.',
        '- **Steel Card** (The Chariot): X1.5 Mult while held.',
        '- **Lucky Card** (The Magician): 1 in 5 chance of +20 Mult when scored.',
        '- **Holographic** edition: +10 Mult on a card or Joker.',
        '- **Polychrome** edition: X1.5 Mult on a card or Joker.',
        '- **Jokers** that add Mult, scored left to right: put +Mult Jokers left of ×Mult ones.',
      ].join('\n'),
    );
    const chips = answerQuestion({ message: 'how can I increase my chips', run, hand: [] });
    expect(chips).toContain('- **Bonus Card** (The Hierophant): +30 Chips when scored.');
    expect(chips).toContain('- **Foil** edition: +50 Chips on a card or Joker.');
    expect(chips).not.toContain('Mult Card');
  });

  it('adds which of the two adds more to the best play when cards are held', () => {
    const answer = answerQuestion({
      message: 'how do I get more mult?',
      run,
      hand: cards('As Ah 9d'),
    });
    expect(answer).toMatch(/^\*\*More Mult\*\* comes from:/);
    expect(answer).toContain('**Mult** — it adds more to your best play, Pair at');
  });
});

describe('how scoring works', () => {
  const run = buildRun('Red Deck', 'White Stake');

  it("shows the game's order on the best play, step by step from the engine's log", () => {
    const answer = answerQuestion({
      message: 'how does scoring work?',
      run,
      hand: cards('As Ah 9d'),
    });
    expect(answer).toMatch(/^\*\*Score = Chips × Mult\*\*, built up in this order:/);
    expect(answer).toContain(
      [
        'Your best play, A♠ A♥, step by step:',
        '',
        '1. Pair (level 1): 10 × 2',
        '2. Ace of Spades: +11 Chips → 21 × 2',
        '3. Ace of Hearts: +11 Chips → 32 × 2',
        '- **32 × 2 = 64**',
      ].join('\n'),
    );
  });

  it('asks for the cards to show it on', () => {
    expect(answerQuestion({ message: 'how is my score calculated?', run, hand: [] })).toMatch(
      /Enter the cards in your hand and I will show it on your best play\.$/,
    );
  });
});

describe('the order of the Jokers', () => {
  const withJokers = (jokers: JokerName[]) =>
    buildRun('Red Deck', 'White Stake', { jokers: jokers.map((name) => ({ name })) });
  const hand = cards('As Ah 9d');

  it('reorders +Mult before ×Mult: a Pair of Aces, 32 chips, (2 + 4) × 3 = 18 mult', () => {
    const run = withJokers(['Cavendish', 'Joker']);
    const answer = answerQuestion({ message: 'what order should my jokers be in?', run, hand });
    expect(answer).toMatch(
      /^\*\*Reorder your Jokers\*\*: your best play \(A♠ A♥\) scores \*\*576\*\* instead of 320 \(\+256\)\./,
    );
    expect(answer).toContain('- Order: Joker, Cavendish.');
  });

  it('moves Blueprint beside the Joker it should copy: (2 + 4) × 3 × 3 = 54 mult', () => {
    const run = withJokers(['Blueprint', 'Joker', 'Cavendish']);
    expect(answerQuestion({ message: 'where should blueprint go?', run, hand })).toMatch(
      /^\*\*Move Blueprint directly left of Cavendish\*\*: your best play \(A♠ A♥\) scores \*\*1,728\*\* instead of 960 \(\+768\)\./,
    );
    const kept = withJokers(['Joker', 'Blueprint', 'Cavendish']);
    expect(answerQuestion({ message: 'should I move blueprint?', run: kept, hand })).toMatch(
      /^\*\*Keep Blueprint where it is\*\* \(directly left of Cavendish\): no other place scores more than 1,728/,
    );
  });

  it('needs cards in hand and two Jokers', () => {
    const run = withJokers(['Cavendish', 'Joker']);
    expect(
      answerQuestion({ message: 'what order should my jokers be in?', run, hand: [] }),
    ).toMatch(/^I need your cards for that/);
    expect(
      answerQuestion({
        message: 'what order should my jokers be in?',
        run: withJokers(['Joker']),
        hand,
      }),
    ).toBe('With fewer than two Jokers there is no order to choose.');
  });
});

describe("a new player's questions about the game's words", () => {
  const run = buildRun('Red Deck', 'White Stake');
  const ask = (message: string, stake: 'White Stake' | 'Black Stake' = 'White Stake') =>
    answerQuestion({ message, run: buildRun('Red Deck', stake), hand: [] });

  it("explains blinds with their multiples and the rewards of the run's stake", () => {
    expect(ask('what is a blind?')).toBe(
      [
        "A **blind** is a score to reach before your hands run out. Each ante has three, each a multiple of the ante's base score, each paying a reward: Small Blind ×1 ($3), Big Blind ×1.5 ($4) and Boss Blind ×2 ($5), which also brings a rule of its own. The Small and Big Blind can be skipped for a tag.",
        '',
        '- Now: **Small Blind** at ante 1, target **300**.',
      ].join('\n'),
    );
    expect(ask("what's the difference between small and big blind?", 'Black Stake')).toContain(
      'Small Blind ×1 ($0)',
    );
    // A question about this run's blind still gets its target.
    expect(answerQuestion({ message: "what's the blind at ante 3?", run, hand: [] })).not.toContain(
      'A **blind** is',
    );
  });

  it('explains antes, stakes, Planets, Tarots and losing', () => {
    expect(ask('what are antes?')).toContain('Beat the Boss Blind of ante 8 to win the run');
    expect(ask('what does stake mean?')).toContain('- You play **White Stake** (stake 1):');
    expect(ask('how do planets work?')).toContain(
      '- Mercury levels your Pair: level 1 gives 10 × 2, and each level adds +15 Chips and +1 Mult.',
    );
    expect(ask("what's a tarot card?")).toMatch(/^A \*\*Tarot\*\* card changes the cards/);
    expect(ask('what happens if I lose?')).toMatch(
      /Only \*\*Mr\. Bones\*\* saves it: _Saves a lost round/,
    );
  });

  it('explains Vouchers, packs and tags with their numbers from the data', () => {
    expect(ask('what are vouchers?')).toContain(
      'There are 16 base Vouchers; each has an upgrade that shows up once you own its base.',
    );
    expect(ask('what are vouchers?')).toContain('- Yours: none yet; 16 can still show up.');
    expect(ask("what's a booster pack?")).toContain(
      '- Sizes: normal $4: 3 shown, take 1; jumbo $6: 5 shown, take 1; mega $8: 5 shown, take 2.',
    );
    // 24 tags; 15 of them from ante 1 (facts: tags[].minAnte).
    expect(ask('what are tags?')).toContain('There are 24 tags; some only from ante 2.');
    expect(ask('what are tags?')).toContain('- At ante 1, 15 can show up.');
    expect(ask('how do I unlock decks?')).toContain('- **Magic Deck**: Win a run with Red Deck.');
    const decks = ask('which deck is best for beginners?').split('\n');
    expect(decks[0]).toBe(
      'Each **deck** changes one thing about a run; none is best for every player. You play **Red Deck**.',
    );
    expect(decks).toContain('- **Blue Deck**: One extra hand in each round.');
    expect(decks).toHaveLength(2 + 15); // the 15 decks (facts: decks)
  });

  it('ranks the poker hands, and says what beats one', () => {
    const ranking = ask("what's the best hand in the game?").split('\n');
    expect(ranking[2]).toBe('- **Flush Five** 160 × 16, secret');
    expect(ranking.at(-1)).toBe('- **High Card** 5 × 1');
    expect(ask('what beats a full house?').split('\n')).toEqual([
      '**Above Full House**:',
      '',
      '- **Flush Five** 160 × 16, secret',
      '- **Flush House** 140 × 14, secret',
      '- **Five of a Kind** 120 × 12, secret',
      '- **Straight Flush** 100 × 8',
      '- **Four of a Kind** 60 × 7',
    ]);
    expect(ask("what's a straight?").split('\n')[0]).toBe(
      '**Straight**: Five consecutive ranks (Ace may be high or low).',
    );
  });

  it('answers a question after a game word on its own, not as a follow-up of it', () => {
    const answer = answerQuestion({
      message: "what's a straight?",
      run,
      hand: [],
      earlierQuestions: ['what are tags?'],
    });
    expect(answer).toMatch(/^\*\*Straight\*\*: Five consecutive ranks/);
  });
});

describe('what an owned Joker does with the cards held', () => {
  const hand = cards('As Ah 9d');
  const run = (jokers: JokerName[]) =>
    buildRun('Red Deck', 'White Stake', { jokers: jokers.map((name) => ({ name })) });

  it("says what it adds in the best play, from the engine's log", () => {
    const answer = answerQuestion({
      message: 'how much mult does gros michel give me?',
      run: run(['Gros Michel']),
      hand,
    });
    expect(answer).toContain('- In your best play (A♠ A♥, Pair): Gros Michel +15 Mult.');
    const odd = answerQuestion({
      message: 'what does odd todd do?',
      run: run(['Blueprint', 'Canio', 'Odd Todd']),
      hand,
    });
    expect(odd).toContain('- In your best play (A♠ A♥, Pair): Odd Todd +31 Chips (2×).');
    expect(
      answerQuestion({ message: 'what does odd todd do?', run: run(['Joker']), hand }),
    ).not.toContain('In your best play');
  });

  it('does not tell a copier busy with another Joker to move', () => {
    const answer = answerQuestion({
      message: 'what does odd todd do?',
      run: run(['Blueprint', 'Canio', 'Odd Todd']),
      hand,
    });
    expect(answer).toContain(
      '- Your Blueprint could copy Odd Todd, but copies **Canio** now; ask “Where should Blueprint go?” to see which scores more.',
    );
    expect(answer).not.toContain('put Blueprint directly left of Odd Todd');
  });
});

describe('what if', () => {
  const hand = cards('As Ah 9d');
  const run = (jokers: JokerName[]) =>
    buildRun('Red Deck', 'White Stake', { jokers: jokers.map((name) => ({ name })) });

  it('weighs selling a Joker as the keep-or-sell verdict', () => {
    for (const message of [
      'what if I sell gros michel?',
      'what would happen if I sold gros michel?',
    ]) {
      expect(answerQuestion({ message, run: run(['Gros Michel']), hand })).toMatch(
        /^\*\*Keep Gros Michel\*\*/,
      );
    }
  });

  it('adds one more of an owned Joker, and says when the slots are full', () => {
    const full = run(['Gros Michel', 'Egg', 'Canio', 'Blueprint', 'Cavendish']);
    const answer = answerQuestion({
      message: 'what if I had another gros michel?',
      run: full,
      hand,
    });
    expect(answer).toMatch(/^### Best play with Gros Michel \(Jokers in order /);
    expect(answer).toContain(
      '- Your Joker slots are full (5/5): one would replace a Joker you own.',
    );
  });

  it('places a Joker where it scores most when asked about a place', () => {
    const answer = answerQuestion({
      message: 'what if blueprint was on cavendish?',
      run: run(['Blueprint', 'Gros Michel', 'Cavendish']),
      hand,
    });
    expect(answer).toMatch(/^\*\*Move Blueprint directly left of Cavendish\*\*/);
  });

  it('reads how many hands a blind takes as the beat-the-blind question', () => {
    expect(
      answerQuestion({ message: 'how many hands will the boss take?', run: run([]), hand }),
    ).not.toMatch(/^### Your run/);
    expect(
      answerQuestion({ message: "what's my highest scoring hand?", run: run([]), hand }),
    ).toMatch(/^### Best play: Pair/);
  });
});

describe('the deck beyond the hand', () => {
  const run = buildRun('Red Deck', 'White Stake');

  it('says it cannot count the deck or give draw odds, and what it can do instead', () => {
    const lines = (count: readonly string[]) =>
      [
        "**I can't see your deck**: the workspace holds the cards in your hand, not the rest of your deck or its order, so I can't count its cards or give the odds of a draw.",
        '',
        ...count,
        // Red Deck: 3 discards and 1 more.
        '- With 4 discards left, ask “What should I discard?” for the cards your best play does not need.',
      ].join('\n');
    const ask = (message: string) => answerQuestion({ message, run, hand: cards('As Ah 9d') });
    expect(ask('how many hearts are in my deck?')).toBe(lines([]));
    // What the hand holds toward it is known: one Spade, or A with 9 lacking 10 J Q K.
    expect(ask('what are my odds of drawing a flush?')).toBe(
      lines(['- You hold 1 Spade: 4 more make a Flush (ask “How close am I to a Flush?”).']),
    );
    expect(ask("what's the chance I get a straight?")).toBe(
      lines(['- Your closest Straight lacks 10, J, Q, K (ask “How close am I to a Straight?”).']),
    );
  });

  it('keeps the odds the game does know, such as an edition', () => {
    expect(
      answerQuestion({ message: "what's the chance of getting a negative joker?", run, hand: [] }),
    ).toMatch(/^\*\*Negative\*\* \(edition/);
  });
});

describe('skipping a blind', () => {
  it('says where the tag on offer is shown and how to ask about it', () => {
    const run = buildRun('Red Deck', 'White Stake');
    expect(answerQuestion({ message: 'what tag do I get for skipping?', run, hand: [] })).toContain(
      '- The tag is shown under the blind in the game: ask what it does (“What does Investment Tag do?”).',
    );
  });
});
