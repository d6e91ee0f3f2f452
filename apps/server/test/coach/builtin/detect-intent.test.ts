// Intent scoring over every answerer at once: table-driven, one row per phrasing players use,
// including the ones a first-match cascade got wrong (a price next to an item is a price).
import { describe, expect, it } from 'vitest';
import {
  findIntent,
  parseQuestion,
  understandQuestion,
  type Intent,
} from '../../../src/modules/coach/builtin';

const PHRASINGS: readonly (readonly [string, Intent | null])[] = [
  ['What should I play?', 'best-play'],
  ['wat shud i play', 'best-play'],
  ["what's my best full house?", 'best-play'],
  ['flush or full house?', 'compare-plays'],
  ['what level is my flush?', 'hand-level'],
  ['how do I make more money?', 'interest'],
  ["what's my money?", 'interest'],
  ['what is endless mode?', 'ante-plan'],
  ["what's the last ante?", 'ante-plan'],
  ["what's my deck?", 'deck-rule'],
  ["what's my hand size?", 'run-summary'],
  ['how many jokers can I have?', 'capacity'],
  ['what vouchers do I have?', 'run-summary'],
  ["what's in my hand?", 'run-summary'],
  ["what's my hand?", 'run-summary'],
  ['what cards are in my hand?', 'run-summary'],
  ["what's my best hand?", 'best-play'],
  ['what is my next blind?', 'target'],
  ['what should I spend my money on?', 'shop'],
  ['how many chips does a flush give?', 'hand-level'],
  ['how do I get more mult?', 'chips-or-mult'],
  ['how does scoring work?', 'scoring-rule'],
  ['where should blueprint go?', 'joker-order'],
  ['what order should my jokers be in?', 'joker-order'],
  ['Best order for my Jokers?', 'joker-order'],
  ['what is a blind?', 'basics'],
  ['what are my odds of drawing a flush?', 'deck-unknown'],
  ['which pack should I open?', 'shop'],
  ['which hand should I build around?', 'strategy'],
  ["what's the boss this ante?", 'boss'],
  ['what hand should I play?', 'best-play'],
  ["what's the blind at ante 3?", 'target'],
  ['should I move Brainstorm?', 'joker-order'],
  ['is my run doomed?', 'ante-plan'],
  ['am I going to lose?', 'ante-plan'],
  ['am I winning?', 'ante-plan'],
  ['is this a good run?', 'ante-plan'],
  ['how much is left to score?', 'beat-blind'],
  ['can i beat wall', 'beat-blind'],
  ['boss?', 'boss'],
  ['jokers?', 'joker-value'],
  ['what tarot should I use on my aces?', 'chips-or-mult'],
  ['should I make my aces steel?', 'card-effect'],
  ['what jokers should I look for?', 'shop'],
  ['what would help my flush build?', 'synergy'],
  ['how much does jupiter add?', 'which-planet'],
  ["I'm in the shop, what now?", 'shop'],
  ["what's my score?", 'run-summary'],
  ['how many rounds left?', 'ante-plan'],
  ['which deck is best for beginners?', 'basics'],
  ['what decks are there?', 'basics'],
  ['buy or save?', 'shop'],
  ['how much is egg worth next round?', 'sell-value'],
  ['how much are my jokers worth?', 'sell-value'],
  ['is my deck good?', 'strategy'],
  ['rate my build', 'strategy'],
  ['how much do planets cost?', 'afford'],
  ['should I save for grabber?', 'afford'],
  ['should I save money?', 'interest'],
  ['is grabber good?', 'shop'],
  ['is the jumbo arcana pack worth it?', 'shop'],
  ['when is the boss?', 'boss'],
  ['how many rounds until the boss?', 'boss'],
  ["what's the difference between jumbo and mega packs?", 'basics'],
  ['which jokers work with spades?', 'synergy'],
  ["what's the best first joker?", 'shop'],
  ["what's my best joker?", 'joker-value'],
  ['do I need to beat every blind?', 'basics'],
  ['how do I level up a hand?', 'basics'],
  ["what's the best hand to play early?", 'strategy'],
  ['what happens when I beat ante 8?', 'ante-plan'],
  ['when do tags get used?', 'basics'],
  ['what if I play the flush?', 'best-play'],
  ['play the flush', 'best-play'],
  ['how much mult do I have?', 'best-play'],
  ["what's my chips?", 'best-play'],
  ['how do I make more money?', 'interest'],
  ['which boss is the hardest?', 'boss-list'],
  ['ok and what about the boss?', 'boss'],
  ['how close am I to a flush?', 'draws'],
  ['can I make a straight?', 'draws'],
  ['what should I discard to get a flush?', 'draws'],
  ['what if I play As Ah Ac?', 'score-play'],
  ['why is my score so high?', 'scoring-rule'],
  ['which card scores the most?', 'scoring-rule'],
  ['what are vouchers?', 'basics'],
  ["what's a booster pack?", 'basics'],
  ['how do I unlock decks?', 'basics'],
  ["what's the best hand in the game?", 'basics'],
  ["what's a straight?", 'hand-level'],
  ["I'm new, where do I start?", 'strategy'],
  ['should I play flushes?', 'strategy'],
  ['what jokers should I look for early?', 'shop'],
  ['how do I get more joker slots?', 'capacity'],
  ['how can I get more hands?', 'capacity'],
  ['how do I increase hand size?', 'capacity'],
  ['how do I get more mult?', 'chips-or-mult'],
  ['should I get rid of Odd Todd for a better joker?', 'joker-value'],
  ["what's my build?", 'run-summary'],
  ['am I a flush build?', 'run-summary'],
  ['which of my jokers are negative?', 'run-summary'],
  ["what's the max ante?", 'ante-plan'],
  ['thanks!', 'capabilities'],
  ['hello', 'capabilities'],
  ['what does the tarot do?', 'card-effect'],
  ['should I use my consumable?', 'card-effect'],
  ['can I afford everything?', 'afford'],
  ['can I buy it all?', 'afford'],
  ['which item is the best value?', 'shop'],
  ['what does the boss do?', 'boss'],
  ['which joker gives me the most?', 'joker-value'],
  ['what ante am I on?', 'run-summary'],
  ["what's my score per hand?", 'best-play'],
  ['how much more chips do I need to beat the wall?', 'beat-blind'],
  ['how many hands do I need to beat the wall?', 'beat-blind'],
  ['will I make it to ante 8?', 'ante-plan'],
  ['what does the small blind give me?', 'target'],
  ['what does steel do?', 'card-effect'],
  ['is Canio better than Blueprint?', 'joker-value'],
  ['how far am I from beating the blind?', 'beat-blind'],
  ['which joker should I get rid of?', 'joker-value'],
  ['what do my jokers do?', 'joker-value'],
  ['is this run winnable?', 'ante-plan'],
  ["what's a good first joker?", 'shop'],
  ['do I need more mult or chips?', 'chips-or-mult'],
  ['should I use The Hierophant on my aces?', 'chips-or-mult'],
  ['what boss comes at ante 10?', 'boss-list'],
  ['which joker is best?', 'joker-value'],
  ['how much will I have after buying Clever Joker?', 'afford'],
  ["what's my score so far?", 'run-summary'],
  ["what's a bonus card?", 'card-effect'],
  ['what does a red seal do?', 'card-effect'],
  ['is glass good?', 'card-effect'],
  ['wht should i play', 'best-play'],
  ['should I sell Egg?', 'joker-value'],
  ['keep or sell canio', 'joker-value'],
  ['how much does Egg sell for?', 'sell-value'],
  ['which joker should I sell?', 'sell-value'],
  ['what does my blueprint copy', 'synergy'],
  ['best play from these cards', 'best-play'],
  ['Which cards should I play?', 'best-play'],
  ['what should I discard?', 'discard'],
  ['should I play or discard?', 'discard'],
  ['how many discards do I have left', 'run-summary'],
  ['As Ah or Ks Kh Qs?', 'compare-plays'],
  ['should I play the flush or the pair?', 'compare-plays'],
  ['Can I beat this blind?', 'beat-blind'],
  ['how many hands do I need to beat this?', 'beat-blind'],
  ['which hand should I level up?', 'which-planet'],
  ["what's the best hand to level?", 'which-planet'],
  ["what's the most I can score?", 'best-play'],
  ['do I have a flush?', 'draws'],
  ['is there a straight in my hand?', 'draws'],
  ['do I have four of a kind?', 'best-play'],
  ['how many aces do I have?', 'deck-unknown'],
  ['how much is Grabber?', 'afford'],
  ['what tags do I have?', 'card-effect'],
  ['what does the economy tag do?', 'card-effect'],
  ['am I on track?', 'ante-plan'],
  ['should I go for flush or full house?', 'compare-plays'],
  ['Is this hand enough?', 'beat-blind'],
  ['Can I beat The Wall with this hand?', 'beat-blind'],
  ['should I skip the small blind?', 'skip-blind'],
  ['How do I beat The Wall?', 'boss'],
  ['Any tips against the boss?', 'boss'],
  ['The Flint', 'boss'],
  ['which bosses can appear at ante 3?', 'boss-list'],
  ['when can The Ox show up?', 'boss-list'],
  ['What is the target?', 'target'],
  ['ante 5 on Gold Stake', 'target'],
  ["what's the wall's target at a6?", 'target'],
  ['How many chips do I need for the big blind?', 'target'],
  ['How much interest do I get?', 'interest'],
  ['how much money will I have after this round?', 'cash-out'],
  ["what's my payout?", 'cash-out'],
  ['how much interest will I earn this round?', 'interest'],
  ['how much will I have after buying Baron?', 'afford'],
  ['How much should I save?', 'interest'],
  ['I have $17', 'interest'],
  ['What should I buy?', 'shop'],
  // Worth keeping if owned; a Joker not owned is answered as a purchase (answer-joker-value.ts).
  ['Is Blueprint worth it?', 'joker-value'],
  ['is Egg worth keeping?', 'joker-value'],
  ['how much does Canio add to my score?', 'joker-value'],
  ['what is my weakest joker?', 'joker-value'],
  ['which joker is the strongest?', 'joker-value'],
  ['which joker is carrying me?', 'joker-value'],
  ["what's my chance of winning this round?", 'beat-blind'],
  ['how much money will I get?', 'cash-out'],
  ['how much do I get if I sell everything?', 'sell-value'],
  ['should I play a pair?', 'best-play'],
  ['what should I do against the psychic?', 'boss'],
  ["what's a good flush build?", 'synergy'],
  ['how do I build around pairs?', 'synergy'],
  ['should i go for interest or buy jokers?', 'shop'],
  ["what's the best tarot?", 'basics'],
  ['which of my jokers is doing nothing?', 'joker-value'],
  ['best joker to buy?', 'shop'],
  ["what's the best joker for my build?", 'shop'],
  ['which jokers are good for me?', 'shop'],
  ["what's the best joker for flush?", 'synergy'],
  ['Is Blueprint at $10 worth it?', 'shop'],
  ['Should I take the planet?', 'shop'],
  ['can I afford Blueprint for $10?', 'afford'],
  ['how much does Blueprint sell for?', 'sell-value'],
  ['Should I reroll?', 'reroll'],
  ['is a re-roll worth it', 'reroll'],
  ['Does Blueprint work with The Duo?', 'synergy'],
  ['can blueprint copy four fingers', 'synergy'],
  ['any anti synergies in my build?', 'synergy'],
  ['what does a level 3 flush give?', 'hand-level'],
  ['which planet levels Flush?', 'which-planet'],
  ['what does the plasma deck do?', 'deck-rule'],
  ['what does green stake add?', 'stake-rule'],
  ['what does Seed Money do?', 'card-effect'],
  ['Tell me about Baron', 'card-effect'],
  ["what's in a mega arcana pack?", 'card-effect'],
  ["What's the plan for the next antes?", 'ante-plan'],
  ['what should my build focus on?', 'strategy'],
  ['what can you do?', 'capabilities'],
  ['summarize my run', 'run-summary'],
  ['what deck am I playing', 'run-summary'],
  ["which stake I'm on?", 'run-summary'],
  ['What is the meaning of life?', null],
];

describe('intent scoring', () => {
  it.each(PHRASINGS)('"%s" is %s', (message, intent) => {
    expect(findIntent(parseQuestion(message))).toBe(intent);
  });
});

describe('parseQuestion', () => {
  it('reads ante, stake, deck, blind and boss by the game names', () => {
    const parsed = parseQuestion('Target for The Wall at ante 5 on green stake with Plasma Deck?');
    expect(parsed).toMatchObject({
      ante: 5,
      stake: 'Green Stake',
      deck: 'Plasma Deck',
      boss: 'The Wall',
      blindType: 'boss',
    });
  });

  it('reads money held apart from an item price', () => {
    expect(parseQuestion('I have $23').money).toBe(23);
    expect(parseQuestion('with 40 dollars').money).toBe(40);
    const priced = parseQuestion('is Blueprint for $10 worth it?');
    expect(priced.money).toBeNull();
    expect(priced.prices.map((price) => [price.amount, price.item?.name])).toEqual([
      [10, 'Blueprint'],
    ]);
  });

  it('does not read the word "joker" as the Joker named Joker, nor a suit as The Club', () => {
    const parsed = parseQuestion('which joker is best for clubs in a full house?');
    expect(parsed.jokers).toEqual([]);
    expect(parsed.boss).toBeNull();
  });
});

describe('follow-ups', () => {
  it('keep the earlier intent and ante and change the stake', () => {
    const understood = understandQuestion('and on green stake?', ['What is the target at ante 5?']);
    expect(understood.intent).toBe('target');
    expect(understood.parsed).toMatchObject({ ante: 5, stake: 'Green Stake' });
  });

  it('replace the last Joker of a synergy question', () => {
    const understood = understandQuestion('what about with Brainstorm?', [
      'Does Blueprint work with The Duo?',
    ]);
    expect(understood.intent).toBe('synergy');
    expect(understood.parsed.jokers).toEqual(['Blueprint', 'Brainstorm']);
  });

  it('do not carry names into a new question of another kind', () => {
    const understood = understandQuestion('and what should I play?', [
      'Does Blueprint work with The Duo?',
    ]);
    expect(understood.intent).toBe('best-play');
    expect(understood.parsed.jokers).toEqual([]);
  });

  it('read a bare number after an ante question as the next ante', () => {
    const understood = understandQuestion('and 11?', ["what's the target at ante 10?"]);
    expect(understood.intent).toBe('target');
    expect(understood.parsed.ante).toBe(11);
    expect(understandQuestion('and 11?', ['what should I play?']).parsed.ante).toBeNull();
  });

  it('read "it" and "that" as what the question before named', () => {
    const beat = understandQuestion('how do I beat it?', ['what does The Wall do?']);
    expect(beat.intent).toBe('boss');
    expect(beat.parsed.boss).toBe('The Wall');
    const later = understandQuestion('what boss is that?', [
      "what's the target at ante 10?",
      'and 11?',
    ]);
    expect(later.intent).toBe('boss-list');
    expect(later.parsed.ante).toBe(11);
    // A question of its own with "it" keeps its own intent.
    expect(understandQuestion('is it worth rerolling?', ['what does The Wall do?']).intent).toBe(
      'reroll',
    );
  });

  it('stand alone when the question does not follow up', () => {
    const understood = understandQuestion('How much interest do I get?', [
      'What is the target at ante 5?',
    ]);
    expect(understood.parsed.ante).toBeNull();
  });
});
