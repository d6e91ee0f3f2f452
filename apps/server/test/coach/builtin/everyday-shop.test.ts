// Everyday questions about money and the shop, found unanswered or answered wrong on the real
// saves: the money left after a purchase, where money comes from, the shop by kind, the
// consumables held, affording the whole shop.
import { describe, expect, it } from 'vitest';
import {
  addJoker,
  addShopItem,
  addVoucher,
  setHandLevel,
  type JokerName,
  type RunState,
} from '@jokerwise/game';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { apply, buildRun, cards } from './run-fixtures';

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
    // The score first, then the run summary under it.
    expect(ask("what's my score?")).toMatch(
      /^\*\*0 of 300\*\* scored at the Small Blind, 300 to go\.\n\n### Your run/,
    );
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

describe('the price of an item', () => {
  const run = apply(
    { ...buildRun('Red Deck', 'White Stake'), money: 9 },
    (r) => addShopItem(r, { type: 'Joker', name: 'Clever Joker', price: 4 }),
    (r) => addShopItem(r, { type: 'Voucher', name: 'Grabber', price: 10 }),
  );
  const ask = (message: string, at: RunState = run) =>
    answerQuestion({ message, run: at, hand: [] });

  it('leads with the price in the shop, then what the money leaves', () => {
    expect(ask('how much does clever joker cost?')).toBe(
      '**Clever Joker costs $4** in your shop — you have $9: $5 left after buying it.',
    );
    expect(ask('how much is grabber?').split('\n')[0]).toBe(
      '**Grabber costs $10** in your shop — you have $9: $1 short.',
    );
  });

  it('says a shop item leaves with the shop, and what sale would cover it', () => {
    const short = '- Grabber leaves with this shop: the next one is new.';
    expect(ask('can I afford grabber?').split('\n')).toEqual([
      '**No** — Grabber costs $10 and you have $9: you are $1 short.',
      '',
      `${short} You hold nothing to sell for the $1.`,
    ]);
    // Egg costs $4 and sells for $2; a Tarot costs $3 and sells for $1 (half, rounded down).
    const egg = apply(run, (r) => addJoker(r, { name: 'Egg' }));
    expect(ask('can I afford grabber?', egg).split('\n')[2]).toBe(
      `${short} Selling Egg ($2) covers the $1 — only if Grabber does more for your build than Egg.`,
    );
    const hermit = {
      ...egg,
      consumables: [{ name: 'The Hermit', type: 'Tarot', price: 3 }],
    } satisfies RunState;
    expect(ask('should I save for grabber?', hermit).split('\n')).toEqual([
      '**Grabber costs $10** in your shop — you have $9: $1 short.',
      '',
      `${short} Selling The Hermit ($1) covers the $1.`,
    ]);
    // $5 short: Egg's $2 and The Hermit's $1 are not enough.
    expect(ask('can I afford grabber?', { ...hermit, money: 5 }).split('\n')[2]).toBe(
      `${short} Selling everything you hold raises only $3.`,
    );
  });

  it('prices a kind of item when none is named, discounts included', () => {
    expect(ask('how much do planets cost?')).toBe(
      '**A Planet card costs $3** in the shop; you have $9.',
    );
    // Clearance Sale: floor((3 + 0.5) × 75 / 100) = $2 (facts: economy.buyCost).
    const sale = apply(run, (r) => addVoucher(r, 'Clearance Sale'));
    expect(ask("what's a planet card cost?", sale)).toBe(
      '**A Planet card costs $2** in the shop, your 25% voucher discount included; you have $9.',
    );
    const astronomer = apply(run, (r) => addJoker(r, { name: 'Astronomer' }));
    expect(ask('how much do planets cost?', astronomer)).toBe(
      '**Planet cards are free for you** — Astronomer; you have $9.',
    );
    // Pack sizes: $4, $6, $8 (facts: boosterPacks).
    expect(ask('what does a booster pack cost?')).toBe(
      '**Booster Packs cost by size**: normal $4, Jumbo $6, Mega $8; you have $9.',
    );
    expect(ask('how much are jokers?').split('\n')[0]).toMatch(
      /^\*\*Jokers cost by rarity\*\*: Common \$\d+–\$\d+, Uncommon \$\d+–\$\d+, Rare \$\d+–\$10; you have \$9\.$/,
    );
  });

  it("gives the game's price of an item the shop does not show", () => {
    // Blueprint is Rare, $10; a Mega Buffoon Pack $8 (facts: jokers, boosterPacks).
    expect(ask('price of blueprint')).toBe('**Blueprint costs $10** — you have $9: $1 short.');
    expect(ask('how much does a mega buffoon pack cost?')).toBe(
      '**Mega Buffoon Pack costs $8** — you have $9: $1 left after buying it.',
    );
    // Clearance Sale takes 25% off (facts: vouchers): $10 → $7.
    const sale = apply(run, (r) => addVoucher(r, 'Clearance Sale'));
    expect(ask('what does blueprint cost?', sale)).toMatch(/^\*\*Blueprint costs \$7\*\* /);
  });

  it('leaves "can I afford" and what a card is worth to their own answers', () => {
    expect(ask('can I afford grabber?').split('\n')[0]).toBe(
      '**No** — Grabber costs $10 and you have $9: you are $1 short.',
    );
    expect(ask('how much is my egg worth?')).not.toMatch(/costs \$/);
  });
});

describe('a Planet for the build that the hand in play does not use', () => {
  it('says the best play stays where it is, not "+0", beside the Buy', () => {
    const run = apply(
      buildRun('Red Deck', 'White Stake', { money: 7, jokers: [{ name: 'The Tribe' }] }),
      (r) => setHandLevel(r, 'Flush', 3),
    );
    // A Pair of Kings: Jupiter levels Flush, which this hand cannot play.
    const hand = cards('Kh Kd 9c 7s 4d 3h 2c 5s');
    const answer = answerQuestion({ message: 'should I buy jupiter?', run, hand });
    // Flush level 3 is 65 × 8, level 4 is 80 × 10 (facts: pokerHands, +15 chips and +2 mult).
    expect(answer.split('\n')[0]).toMatch(
      /^\*\*Buy\*\* Jupiter \(not in your shop\) — \$3: .*; levels Flush 3 → 4 \(65 × 8 → 80 × 10\), the hand your build plays; your best play now stays at [\d,]+\. /,
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

describe('affording two items together', () => {
  // $9: Clever Joker $4 + Swashbuckler $4 = $8, $1 left; interest $1 → $0.
  const shop = (money: number) =>
    apply(
      { ...buildRun('Red Deck', 'White Stake'), money },
      (r) => addShopItem(r, { type: 'Joker', name: 'Clever Joker', price: 4 }),
      (r) => addShopItem(r, { type: 'Joker', name: 'Swashbuckler', price: 4 }),
      (r) => addShopItem(r, { type: 'Voucher', name: 'Grabber', price: 10 }),
    );
  const ask = (message: string, money = 9, earlierQuestions: string[] = []) =>
    answerQuestion({ message, run: shop(money), hand: [], earlierQuestions }).split('\n');
  const YES = [
    '**Yes** — Clever Joker ($4) and Swashbuckler ($4) cost $8 together and you have $9: $1 left.',
    '',
    "- Interest at the round's end: $1 → $0.",
  ];

  it('adds up the two items named', () => {
    expect(ask('can I afford Clever Joker and Swashbuckler?')).toEqual(YES);
  });

  it('reads "both Jokers" as the shop\'s two Jokers', () => {
    expect(ask('can I afford both Jokers?')).toEqual(YES);
  });

  it('reads "both" after a question naming two items as those two', () => {
    expect(ask('can I afford both?', 9, ['should I buy Clever Joker or Swashbuckler?'])).toEqual(
      YES,
    );
  });

  it('says how much is missing, and nothing more', () => {
    expect(ask('can I afford Clever Joker and Swashbuckler?', 7)).toEqual([
      '**No** — Clever Joker ($4) and Swashbuckler ($4) cost $8 together and you have $7: you are $1 short.',
    ]);
  });
});

describe('shop Jokers weighed without cards in hand', () => {
  const run = apply(
    { ...buildRun('Red Deck', 'White Stake'), money: 9 },
    (r) => addShopItem(r, { type: 'Joker', name: 'Clever Joker', price: 4 }),
    (r) => addShopItem(r, { type: 'Joker', name: 'Swashbuckler', price: 4 }),
  );
  const answer = answerQuestion({ message: 'what should I buy?', run, hand: [] });

  it('scores each on an example of its hand: Clever Joker +80 Chips on a Two Pair at × 2', () => {
    expect(answer).toContain('an example Two Pair scores 268 with it (108 without)');
  });

  it('says plainly when one adds nothing yet: Swashbuckler with no other Joker to count', () => {
    expect(answer).toMatch(
      /Swashbuckler — \$4: [^\n]*adds nothing to an example Pair now \(\d+ either way\)/,
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
      "**Can't buy** Grabber — $10: Not enough money to buy this item. _+1 hand every round._",
    );
    // "Is Grabber good?" weighs it too, with what it does.
    expect(first('is grabber good?')).toBe(first("what's the best voucher for me?"));
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
    // A Joker owned: the first-Joker lead (everyday-first-joker.test.ts) does not apply.
    const two = apply(
      buildRun('Red Deck', 'White Stake', { money: 9, jokers: [{ name: 'Joker' }] }),
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
