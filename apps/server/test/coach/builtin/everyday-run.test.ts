// Everyday questions about the run, found unanswered or answered wrong on the real saves: the
// ante's boss, the win, the run summary, a round's limits, follow-ups in a chat, the blind
// being played, skipping, the draws toward a hand, the deck beyond the hand.
import { describe, expect, it } from 'vitest';
import {
  addVoucher,
  setHandLevel,
  type JokerName,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { apply, askWithJokers as ask, buildRun, cards } from './run-fixtures';

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

  it('says when the Boss Blind comes: round 3 of the ante', () => {
    const at = (round: 1 | 2 | 3) =>
      buildRun('Red Deck', 'White Stake', { round, bossBlind: 'The Wall' });
    const first = (message: string, run: RunState) =>
      answerQuestion({ message, run, hand: [] }).split('\n')[0];
    expect(first('when is the boss?', at(1))).toBe(
      '**The Boss Blind comes after the Big Blind** — round 3 of every ante; you are on the Small Blind.',
    );
    expect(first('how many rounds until the boss?', at(2))).toBe(
      '**The Boss Blind is next** — round 3 of the ante, after this Big Blind.',
    );
    const now = answerQuestion({ message: 'when does the boss come?', run: at(3), hand: [] });
    expect(now.split('\n')).toContain('**You are at the Boss Blind now** — round 3 of ante 1.');
    expect(now).toContain('**The Wall: 1,200 to beat** at ante 1');
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

  it("says no boss is hardest for every build at a later ante, then lists that ante's", () => {
    // At the run's own ante the bosses are weighed on its play (golden-boss.test.ts).
    const answer = answerQuestion({
      message: 'which boss is the hardest at ante 3?',
      run: buildRun('Red Deck', 'White Stake'),
      hand: [],
    }).split('\n');
    expect(answer[0]).toMatch(
      /^No boss is hardest for every build: The Wall and Violet Vessel ask the most points/,
    );
    expect(answer[2]).toMatch(/^\*\*\d+ bosses\*\* can appear at ante 3:/);
  });

  it("weighs the run's own ante's bosses on an example of the build's hand without cards", () => {
    const answer = answerQuestion({
      message: 'which boss is the hardest?',
      run: buildRun('Red Deck', 'White Stake'),
      hand: [],
    }).split('\n');
    expect(answer[0]).toMatch(
      /^\*\*The \w+ is the hardest boss for your build at ante 1\*\*: an example Pair of plain cards with your Jokers scores /,
    );
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

  it('counts the suit asked for, not the closest one', () => {
    expect(ask('how many more hearts do I need for a flush?')).toBe(
      '**5 Hearts short of a Flush** — you hold none. To draw for it, discard A♠ K♦ 3♦ 10♠ 4♠ (five at a time); you have 4 discards left. Keep A♣ (steel): Steel scores while held.',
    );
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

describe("the run's recorded rounds", () => {
  const entry = {
    ante: 1,
    round: 1 as const,
    blindType: 'small' as const,
    bossBlind: null,
    tag: null,
    levelUps: [],
    sales: [],
  };
  const run: RunState = {
    ...buildRun('Red Deck', 'White Stake'),
    history: [
      { ...entry, outcome: 'played', moneyBefore: 4, moneyAfter: 11, purchases: ['Joker'] },
      {
        ...entry,
        round: 2,
        blindType: 'big',
        outcome: 'skipped',
        tag: 'Investment Tag',
        moneyBefore: 7,
        moneyAfter: 7,
        purchases: [],
      },
    ],
  };

  it('tells the last round, then the run', () => {
    for (const message of ['what happened last round?', 'how much money have I made?']) {
      expect(answerQuestion({ message, run, hand: [] }).split('\n')).toEqual([
        '**Last round:** ante 1 Big Blind skipped, $7 to $7; took Investment Tag.',
        '',
        '- This run: 2 rounds (1 played, 1 skipped); money $4 → $7; 1 purchase, 0 sales, 0 level-ups.',
        '- Every round is in the **History** tab, with its chart.',
      ]);
    }
  });

  it('says when no round is recorded yet', () => {
    expect(
      answerQuestion({
        message: 'what did I buy last round?',
        run: buildRun('Red Deck', 'White Stake'),
        hand: [],
      }),
    ).toMatch(/^\*\*No round is recorded yet\.\*\*/);
  });

  it('reads "am I doing well?" as the plan ahead', () => {
    expect(answerQuestion({ message: 'am I doing well?', run, hand: [] })).toMatch(
      /^### Plan from ante 1 /m,
    );
  });
});

describe('whether the hand holds a poker hand', () => {
  const run = buildRun('Red Deck', 'White Stake');
  const first = (message: string, hand: readonly ScenarioCard[]) =>
    answerQuestion({ message, run, hand }).split('\n')[0];

  it('answers "do I have a Pair?" with the best Pair, or says there is none', () => {
    // Pair of Aces: (10 + 11 + 11) × 2 = 64 (facts: pokerHands, Ace 11 chips).
    expect(first('do I have a pair?', cards('As Ah 9d'))).toBe('### Your best Pair: 64');
    expect(first('do I have four of a kind?', cards('As Ah 9d'))).toMatch(
      /^\*\*No Four of a Kind in your hand\.\*\* Your best play is Pair /,
    );
  });

  it('answers "do I have a Flush?" with the cards toward it', () => {
    expect(first('do I have a flush?', cards('As 10s 4s Qs Kd 3d'))).toMatch(
      /^\*\*1 Spade short of a Flush\*\* — you hold A♠ 10♠ 4♠ Q♠\./,
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

  it('reads "it" as the voucher, Tarot or Tag the last question named', () => {
    const run = { ...buildRun('Red Deck', 'White Stake'), money: 7 };
    const follow = (earlier: string, message: string) =>
      answerQuestion({ message, run, hand: [], earlierQuestions: [earlier] }).split('\n')[0];
    expect(follow('what does grabber do?', 'how much is it?')).toBe(
      '**Grabber costs $10** — you have $7: $3 short.',
    );
    // "And Blueprint?" asks the price question again, worded as it was (Blueprint is Rare, $10).
    expect(follow('how much is grabber?', 'and blueprint?')).toBe(
      '**Blueprint costs $10** — you have $7: $3 short.',
    );
    expect(follow('what does the hermit do?', 'how much is it?')).toBe(
      '**The Hermit costs $3** — you have $7: $4 left after buying it.',
    );
    // Investment Tag: $25 after the boss, more than the Small Blind's $3 and $1 interest.
    expect(follow('what does the investment tag do?', 'is it worth it?')).toBe(
      '**Skip it** — the Investment Tag pays $25 after the next Boss Blind, more than the $3 reward and $1 interest playing it pays.',
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
      'Your shop is empty here. The Planet for your **Flush** build is **Jupiter**: it levels Flush 3 → 4 (65 × 8 → 80 × 10). Celestial Packs hold Planets too.',
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
    expect(ask('how many hearts are in my deck?')).toBe(lines(['- You hold 1 heart in hand: A♥.']));
    expect(ask('how many aces do I have?')).toBe(lines(['- You hold 2 aces in hand: A♠ A♥.']));
    expect(ask('how many kings are left?')).toBe(lines(['- You hold 0 kings in hand.']));
    // What the hand holds toward it is known: one Spade, or A with 9 lacking 10 J Q K.
    expect(ask('what are my odds of drawing a flush?')).toBe(
      lines(['- You hold 1 Spade: 4 more make a Flush (ask “How close am I to a Flush?”).']),
    );
    expect(ask("what's the chance I get a straight?")).toBe(
      lines(['- Your closest Straight lacks 10, J, Q, K (ask “How close am I to a Straight?”).']),
    );
  });

  it('counts a rank or suit in hand when the question asks about the hand', () => {
    const hand = cards('As Ah 9d');
    expect(answerQuestion({ message: 'how many aces do I have in my hand?', run, hand })).toBe(
      '**You hold 2 aces in hand**: A♠ A♥.',
    );
  });

  it('keeps the odds the game does know, such as an edition', () => {
    expect(
      answerQuestion({ message: "what's the chance of getting a negative joker?", run, hand: [] }),
    ).toMatch(/^\*\*Negative\*\* \(edition/);
  });
});

describe('skipping a blind', () => {
  const ask = (message: string, run: RunState) => answerQuestion({ message, run, hand: [] });

  it('says where the tag on offer is shown and how to name it, when the run does not know it', () => {
    const run = buildRun('Red Deck', 'White Stake');
    expect(ask('what tag do I get for skipping?', run)).toContain(
      '- Which tag is on offer is shown under the blind in the game: name it (“Should I skip for the Investment Tag?”), add it under the current blind in your tracker, or import your save.',
    );
  });

  it('names the Tag the save shows under the blind, and weighs it', () => {
    const run = { ...buildRun('Red Deck', 'White Stake'), money: 5 };
    const offered = {
      ...run,
      blindTags: { small: 'Charm Tag' as const, big: 'Rare Tag' as const },
    };
    // Small Blind at ante 1: $3 reward, $1 interest on $5 (facts: blinds.rewards, economy).
    expect(ask('what tag do I get for skipping?', offered).split('\n')).toEqual([
      '**Play it unless the Charm Tag is worth more than $4 to you** — skipping gives up the $3 reward and $1 interest.',
      '',
      '- Skipping the Small Blind gives the **Charm Tag**: Immediately grants a Mega Arcana Pack at no cost.',
      '- Skipping goes straight to the next blind: no reward, no interest, no shop.',
      '- The Small Blind at ante 1 asks **300**.',
    ]);
    expect(ask('should I skip the big blind?', offered)).toContain(
      '- Skipping the Big Blind gives the **Rare Tag**: Next shop includes a free Rare Joker.',
    );
  });

  it('weighs a Tag that pays money against what playing the blind pays', () => {
    const run = { ...buildRun('Red Deck', 'White Stake'), money: 5 };
    expect(ask('should I skip for the investment tag?', run).split('\n')[0]).toBe(
      '**Skip it** — the Investment Tag pays $25 after the next Boss Blind, more than the $3 reward and $1 interest playing it pays.',
    );
    // Economy Tag doubles $3: $3, less than $3 + $0 interest.
    expect(ask('should I skip for the economy tag?', { ...run, money: 3 }).split('\n')[0]).toBe(
      '**Play it** — the Economy Tag pays $3, no more than the $3 reward and $0 interest playing it pays.',
    );
  });

  it('counts the copy a Double Tag held makes of the Tag skipped for', () => {
    const run: RunState = {
      ...buildRun('Red Deck', 'White Stake'),
      money: 5,
      tags: ['Double Tag'],
    };
    const answer = ask('should I skip for the investment tag?', run).split('\n');
    // Two Investment Tags: $25 each after the boss.
    expect(answer[0]).toBe(
      '**Skip it** — the Investment Tag pays $50 after the next Boss Blind, more than the $3 reward and $1 interest playing it pays.',
    );
    expect(answer).toContain('- Your Double Tag copies it: you would take 2.');
  });

  it('says when each Tag is used, and when the ones held are', () => {
    const run: RunState = { ...buildRun('Red Deck', 'White Stake'), tags: ['Investment Tag'] };
    // 12 of the 24 Tags apply as they are taken (the Lua tag config types 'immediate' and
    // 'new_blind_choice'); the rest wait.
    expect(ask('when do tags get used?', run).split('\n')).toEqual([
      '**12 Tags apply as you take them** (packs, money, a level, a boss reroll); the others wait for their moment:',
      '',
      '- **Next shop**: Uncommon Tag, Rare Tag, Voucher Tag, Coupon Tag, D6 Tag',
      '- **Next base-edition shop Joker**: Negative Tag, Foil Tag, Holographic Tag, Polychrome Tag',
      '- **After the Boss Blind**: Investment Tag',
      '- **Next Tag taken**: Double Tag',
      '- **Next blind played**: Juggle Tag',
      '',
      '- Yours: Investment Tag (after the Boss Blind).',
    ]);
  });

  it('counts a Juggle Tag held in the hand size, as the workspace shows it', () => {
    const run: RunState = { ...buildRun('Red Deck', 'White Stake'), tags: ['Juggle Tag'] };
    // Red Deck: 8 cards, +3 for the Juggle Tag this blind (facts: tags).
    expect(ask("what's my hand size?", run)).toContain('discards, hand size 11.');
    expect(ask('how do I get more hand size?', run)).toContain('Your hand size is 11 now.');
  });

  it('lists the Tags held, the blinds skipped and the Tag on offer', () => {
    const run: RunState = {
      ...buildRun('Red Deck', 'White Stake'),
      tags: ['Double Tag'],
      skips: 1,
      blindTags: { small: 'Charm Tag', big: null },
    };
    // Speed Tag: $5 per skip, this one too (facts: tags).
    expect(ask('what tags do I have?', run).split('\n\n')).toEqual([
      '**You hold 1 Tag:**',
      '- **Double Tag** (next Tag taken): Duplicates the next Tag you take (cannot copy another Double Tag).',
      // Double Tag copies the Speed Tag: both pay $5 × 2 skips.
      '**You have skipped 1 blind this run**: a Speed Tag taken now would pay $20 (your Double Tag copies it).',
      'Skipping this blind gives the **Charm Tag**: Immediately grants a Mega Arcana Pack at no cost. Your Double Tag copies it.',
    ]);
    expect(ask('how many blinds have I skipped?', run)).toMatch(
      /^\*\*You have skipped 1 blind this run\*\*: /,
    );
    expect(ask('what tags do I have?', buildRun('Red Deck', 'White Stake'))).toBe(
      '**You hold no Tags.**\n\n**You have skipped no blinds this run**: a Speed Tag taken now would pay $5.',
    );
  });

  it("says what a Tag that pays money would pay the run now, not the run's interest", () => {
    const run = { ...buildRun('Red Deck', 'White Stake'), money: 12 };
    expect(ask('what does economy tag do', run).split('\n')).toEqual([
      '**Economy Tag**: Doubles your money, adding at most $40.',
      '',
      '- Skipping a Small or Big Blind can give it from ante 1.',
      '- Taken now it would pay you $12.',
    ]);
  });

  it("weighs the next ante's blind when this ante's is already behind the run", () => {
    const run = buildRun('Red Deck', 'White Stake', { round: 2 });
    // Ante 2's Small Blind on White Stake: 800 (facts: blinds.targetsByAnte.white[2].small).
    expect(ask('should I skip the small blind?', run)).toContain(
      "- This ante's Small Blind is behind you, so this is for ante 2's.\n- Skipping goes straight to the next blind: no reward, no interest, no shop.\n- The Small Blind at ante 2 asks **800**.",
    );
  });
});
