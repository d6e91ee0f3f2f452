// Everyday questions about the game's rules, found unanswered or answered wrong on the real
// saves and as a new player: card traits, small talk, the game's words, chips or Mult, how
// scoring works, questions that looked like others.
import { describe, expect, it } from 'vitest';
import { type ScenarioCard } from '@jokerwise/game';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { askWithJokers as ask, buildRun, cards } from './run-fixtures';

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

  it('gives the odds a shop Joker rolls an edition, raised by Hone for all but Negative', () => {
    const withHone = { ...run, vouchers: ['Hone' as const] };
    const ask = (message: string) =>
      answerQuestion({ message, run: withHone, hand }).split('\n').slice(2, 4);
    // poll_edition: Polychrome from 0.003 to 0.006 × 2 - 0.003 = 0.009 with Hone.
    expect(ask('what are the odds of a polychrome joker?')).toEqual([
      '- A Joker with it costs $5 more in the shop.',
      '- A Joker made for the shop or a Buffoon pack rolls it 0.3 % of the time (0.9 % with your Hone).',
    ]);
    expect(ask('what does negative do?')[1]).toBe(
      '- A Joker made for the shop or a Buffoon pack rolls it 0.3 % of the time.',
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

  it('says which blinds must be beaten, where levels come from and what beating ante 8 does', () => {
    expect(ask('do I need to beat every blind?')).toBe(
      '**No** — the Small and Big Blind can each be skipped for a tag (no reward and no shop after it); only the Boss Blind must be beaten to go on to the next ante. A blind you play and do not beat ends the run.',
    );
    expect(ask('how do I level up a hand?')).toContain(
      '- Planets come from the shop and Celestial Packs; The High Priestess and Blue Seals make them.',
    );
    expect(ask('what happens when I beat ante 8?').split('\n')[0]).toMatch(
      /^\*\*Beat the Boss Blind of ante 8 to win the run .*; Endless Mode goes on after it\.\*\*$/,
    );
  });

  it('explains Vouchers, packs and tags with their numbers from the data', () => {
    expect(ask('what are vouchers?')).toContain(
      'There are 16 base Vouchers; each has an upgrade that shows up once you own its base.',
    );
    expect(ask('what are vouchers?')).toContain('- Yours: none yet; 16 can still show up.');
    // Arcana, Celestial and Standard show 3/5/5, Buffoon and Spectral 2/4/4 (facts: boosterPacks).
    expect(ask("what's a booster pack?").split('\n').slice(2)).toEqual([
      '- **Normal** ($4): 3 cards shown (2 for Buffoon and Spectral), take 1',
      '- **Jumbo** ($6): 5 cards shown (4 for Buffoon and Spectral), take 1',
      '- **Mega** ($8): 5 cards shown (4 for Buffoon and Spectral), take 2',
    ]);
    expect(ask("what's the difference between jumbo and mega packs?")).toBe(
      ask("what's a booster pack?"),
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

describe('how cards score, asked in words', () => {
  const run = buildRun('Red Deck', 'White Stake');
  const first = (message: string) => answerQuestion({ message, run, hand: [] }).split('\n')[0];

  it('gives a rank its Chips: a King 10, an Ace 11', () => {
    expect(first('how many chips is a king?')).toMatch(/^\*\*A King scores 10 Chips\*\* /);
    expect(first('how many chips does an ace give?')).toMatch(/^\*\*An Ace scores 11 Chips\*\* /);
  });

  it('scores cards named by count and rank: a pair of Aces is (10 + 22) × 2 = 64', () => {
    expect(first('what does a pair of aces score?')).toBe('**A♠ A♥ scores 64** as a Pair.');
  });

  it("explains card order, held cards and retriggers from the game's tables", () => {
    expect(first('does the order of cards matter?')).toMatch(
      /^\*\*Order matters for Jokers, and for cards only sometimes\.\*\*/,
    );
    expect(first('do held cards score?')).toMatch(/^\*\*A card kept in hand adds no Chips\*\*/);
    expect(first('what does retrigger mean?')).toMatch(/^\*\*A retrigger scores a card again\*\*/);
  });
});

describe('the best Tarot', () => {
  it('names none best, then what the money Tarots pay now and the ones for the cards played', () => {
    // A fresh Red Deck run: $4, so The Hermit pays $4; no Joker, so Temperance pays $0.
    const answer = answerQuestion({
      message: "what's the best tarot?",
      run: buildRun('Red Deck', 'White Stake'),
      hand: [],
    }).split('\n');
    expect(answer[0]).toMatch(/^\*\*No Tarot is best in every run\*\*/);
    expect(answer).toContain(
      '- **The Hermit** pays $4 now: Doubles your money, adding at most $20.',
    );
    expect(answer).toContain(
      '- **Temperance** pays $0 now: Pays out the total sell value of your Jokers, at most $50.',
    );
    expect(answer).toContain('- **The Empress**: Turns up to 2 selected cards into Mult cards.');
  });
});
