// Everyday questions about Jokers, found unanswered or answered wrong on the real saves: what an
// owned Blueprint or Brainstorm copies, selling and buying Jokers owned or not (Canio costs $20
// and sells for half, $10), what each adds, which go together, their order, what if.
import { describe, expect, it } from 'vitest';
import { type JokerName } from '@jokerwise/game';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { askWithJokers as ask, buildRun, cards } from './run-fixtures';

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
    expect(ask(['Canio'], 'which jokers work with golden joker?')).toMatch(
      /^\*\*No Joker changes what Golden Joker does\.\*\*/,
    );
  });
});

describe('how a Joker grows', () => {
  it('states what grows a scaling Joker, with the value the save showed', () => {
    const base = buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Canio' }] });
    // The value a save import reads from the card ("Currently X4 Mult").
    const run = {
      ...base,
      jokers: base.jokers.map((joker) => ({ ...joker, values: { xmult: 4 } })),
    };
    expect(answerQuestion({ message: 'how do I get more Canio mult?', run, hand: [] })).toBe(
      [
        '**Canio grows as its effect says**: _Gains X1 Mult each time a face card is destroyed._',
        '',
        '- Yours shows **X4 Mult** now.',
      ].join('\n'),
    );
    expect(answerQuestion({ message: 'what does Canio do?', run, hand: [] })).toContain(
      '- Yours shows **X4 Mult** now.',
    );
  });

  it('ends at the effect for a Joker added by hand, whose card value is not known', () => {
    const run = buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Ride the Bus' }] });
    expect(answerQuestion({ message: 'how can I grow ride the bus?', run, hand: [] })).toBe(
      '**Ride the Bus grows as its effect says**: _Gains +1 Mult per hand in a row with no scoring face card; resets otherwise._',
    );
  });

  it('says a fixed Joker does not grow, and where more comes from', () => {
    const run = buildRun('Red Deck', 'White Stake');
    expect(answerQuestion({ message: 'how do I scale Cavendish?', run, hand: [] })).toMatch(
      /^\*\*Cavendish does not grow\*\*: _X3 Mult/,
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

  it('reads "is Blueprint in the right place?" as where it scores most', () => {
    const kept = withJokers(['Joker', 'Blueprint', 'Cavendish']);
    expect(
      answerQuestion({ message: 'is Blueprint in the right place?', run: kept, hand }),
    ).toMatch(/^\*\*Keep Blueprint where it is\*\* \(directly left of Cavendish\)/);
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

  it("orders them on an example of the build's hand without cards: Kings, 30 × 18 = 540", () => {
    // A Pair of plain Kings, 10 + 20 chips: (2 + 4) × 3 = 18 mult, not 2 × 3 + 4 = 10.
    const run = withJokers(['Cavendish', 'Joker']);
    expect(
      answerQuestion({ message: 'what order should my jokers be in?', run, hand: [] }),
    ).toMatch(
      /^\*\*Reorder your Jokers\*\*: an example Pair of plain cards \(K♠ K♥ 7♣ 4♦ 2♠\) scores \*\*540\*\* instead of 300 \(\+240\)\./,
    );
  });

  it('needs two Jokers', () => {
    expect(
      answerQuestion({
        message: 'what order should my jokers be in?',
        run: withJokers(['Joker']),
        hand,
      }),
    ).toBe('With fewer than two Jokers there is no order to choose.');
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
