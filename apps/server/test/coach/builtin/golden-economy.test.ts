// Golden answers: interest, shop and rerolls. Hand derivations: $1 per full $5 up to $5 ($10
// with Seed Money), To the Moon +$1 per step (facts: economy.interest); price = floor((cost +
// edition + 0.5) x (100 - discount) / 100) (facts: economy.buyCost); reroll $5, -$2 per
// Reroll Surplus, +$1 per paid reroll (facts: economy.reroll).
import {
  addShopItem,
  addVoucher,
  getHandLevelValues,
  getJokerSellValue,
  getInterest,
  getMoneyToNextInterestStep,
  getRerollCost,
  getRoundMoney,
  recordHandPlayed,
  getShopPrice,
  rerollShop,
  scoreHand,
  type RunState,
  type ScenarioJoker,
} from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/modules/coach/builtin';
import { itAnswers, type GoldenCase } from './golden';
import { apply, buildRun, cards } from './run-fixtures';

const interestOf = (money: number, extra: { vouchers?: []; toTheMoonCount?: number } = {}) =>
  getInterest({ money, vouchers: [], deck: 'Red Deck', ...extra });

const FLUSH_JOKERS = [{ name: 'The Tribe' }, { name: 'Droll Joker' }] as const;
const FLUSH_HAND = cards('Kh 9h 7h 4h 2h Ks 3c 5d');

function flushScore(jokers: readonly ScenarioJoker[], flushLevel = 1): number {
  const outcome = scoreHand({
    version: 1,
    played: cards('Kh 9h 7h 4h 2h'),
    jokers,
    handLevels: { Flush: flushLevel },
  });
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.score;
}

/** Ante 2 on White Stake, $23, a Flush build, and a shop of three items. */
const flushShopRun = apply(
  buildRun('Red Deck', 'White Stake', { ante: 2, money: 23, jokers: FLUSH_JOKERS }),
  (run) => addShopItem(run, { type: 'Joker', name: 'Crafty Joker', edition: 'foil' }),
  (run) => addShopItem(run, { type: 'Planet', name: 'Jupiter' }),
  (run) => addShopItem(run, { type: 'Joker', name: 'Jolly Joker' }),
);

/** Ante 1's Big Blind on White Stake (450 to beat), $9, four hands and three discards. */
const bigBlindRun = buildRun('Red Deck', 'White Stake', { money: 9, round: 2 });
const cashOut = (run: RunState) => getRoundMoney(run).total;

/** $18, Reroll Surplus, two paid rerolls ($3, then $4) through the run's own rerollShop. */
const twiceRerolledRun = apply(
  buildRun('Red Deck', 'White Stake', { money: 18 }),
  (run) => addVoucher(run, 'Reroll Surplus'),
  rerollShop,
  rerollShop,
);

const CASES: readonly GoldenCase[] = [
  {
    name: '$23 earns $4; $2 more reaches $25 and the $5 cap',
    run: buildRun('Red Deck', 'White Stake', { money: 23 }),
    message: 'How much interest will I get?',
    intent: 'interest',
    numbers: [
      {
        phrase: 'With **$23** you earn **$4**',
        byHand: Math.floor(23 / 5),
        engine: interestOf(23),
      },
      {
        phrase: 'hold **$25** ($2 more) for $5',
        byHand: 25 - 23,
        engine: getMoneyToNextInterestStep({ money: 23, vouchers: [], deck: 'Red Deck' }) ?? -1,
      },
      { phrase: 'Most interest: $5 per round from **$25**', byHand: 5, engine: interestOf(1_000) },
    ],
  },
  {
    name: 'Seed Money raises the cap to $10: $37 earns $7, the most is $10 from $50',
    run: apply(buildRun('Red Deck', 'White Stake', { money: 10 }), (run) =>
      addVoucher(run, 'Seed Money'),
    ),
    message: 'How much interest do I get with $37?',
    intent: 'interest',
    numbers: [
      {
        phrase: 'With **$37** you earn **$7** interest at the end of the round (cap $10)',
        byHand: Math.floor(37 / 5),
        engine: getInterest({ money: 37, vouchers: ['Seed Money'], deck: 'Red Deck' }),
      },
      {
        phrase: 'hold **$40** ($3 more) for $8',
        byHand: 40 - 37,
        engine:
          getMoneyToNextInterestStep({ money: 37, vouchers: ['Seed Money'], deck: 'Red Deck' }) ??
          -1,
      },
      {
        phrase: 'Most interest: $10 per round from **$50**',
        byHand: 10,
        engine: getInterest({ money: 50, vouchers: ['Seed Money'], deck: 'Red Deck' }),
      },
      { phrase: 'You have $10 now.', byHand: 10, engine: 10 },
    ],
  },
  {
    name: 'To the Moon pays $2 per step: $12 earns $4, the most is $10 from $25',
    run: buildRun('Red Deck', 'White Stake', { money: 12, jokers: [{ name: 'To the Moon' }] }),
    message: 'how much should I save?',
    intent: 'interest',
    numbers: [
      {
        phrase: 'With **$12** you earn **$4**',
        byHand: 2 * 2,
        engine: interestOf(12, { toTheMoonCount: 1 }),
      },
      {
        phrase: 'hold **$15** ($3 more) for $6',
        byHand: 3 * 2,
        engine: interestOf(15, { toTheMoonCount: 1 }),
      },
      {
        phrase: 'Most interest: $10 per round from **$25**',
        byHand: 5 * 2,
        engine: interestOf(25, { toTheMoonCount: 1 }),
      },
    ],
  },
  {
    name: 'the shop: the foil Crafty Joker and Jupiter fit the Flush build, Jolly Joker does not',
    run: flushShopRun,
    hand: FLUSH_HAND,
    message: 'What should I buy?',
    intent: 'shop',
    numbers: [
      {
        phrase: '**Buy** Crafty Joker (foil) — $6',
        byHand: 4 + 2,
        engine: getShopPrice({ baseCost: 4, edition: 'foil', vouchers: [] }),
      },
      {
        phrase: 'leaves $17 (interest $4 → $3)',
        byHand: Math.floor(17 / 5),
        engine: interestOf(23 - 6),
      },
      {
        // Crafty Joker +80 Chips and its Foil +50 Chips on the 67-chip Flush; mult stays 18.
        phrase: 'best play 1,206 → 3,546 (+2,340)',
        byHand: (67 + 80 + 50) * 18,
        engine: flushScore([...FLUSH_JOKERS, { name: 'Crafty Joker', edition: 'foil' }]),
      },
      {
        phrase: 'levels Flush 1 → 2 (35 × 4 → 50 × 6)',
        byHand: 35 + 15,
        engine: getHandLevelValues('Flush', 2).chips,
      },
      {
        phrase: 'best play 1,206 → 1,804 (+598)',
        byHand: (50 + 32) * (6 * 2 + 10),
        engine: flushScore(FLUSH_JOKERS, 2),
      },
      {
        phrase: '**Skip** Jolly Joker — $3',
        byHand: 3,
        engine: getShopPrice({ baseCost: 3, vouchers: [] }),
      },
    ],
  },
  {
    name: 'Clearance Sale: Blueprint costs $7 (too much for $6), a Polychrome Joker $5',
    run: apply(
      buildRun('Red Deck', 'White Stake', { money: 6 }),
      (run) => addVoucher(run, 'Clearance Sale'),
      (run) => addShopItem(run, { type: 'Joker', name: 'Blueprint' }),
      (run) => addShopItem(run, { type: 'Joker', name: 'Joker', edition: 'polychrome' }),
    ),
    message: 'Is anything in the shop worth it?',
    intent: 'shop',
    numbers: [
      {
        phrase: "**Can't buy** Blueprint — $7: Not enough money",
        byHand: Math.floor((10 + 0.5) * 0.75),
        engine: getShopPrice({ baseCost: 10, vouchers: ['Clearance Sale'] }),
      },
      {
        phrase: 'Joker (polychrome) — $5: leaves $1 (interest $1 → $0)',
        byHand: Math.floor((2 + 5 + 0.5) * 0.75),
        engine: getShopPrice({ baseCost: 2, edition: 'polychrome', vouchers: ['Clearance Sale'] }),
      },
    ],
  },
  {
    name: 'two paid rerolls with Reroll Surplus: the next costs $5, then $6, and $1 of interest',
    run: twiceRerolledRun,
    message: 'Should I reroll?',
    intent: 'reroll',
    numbers: [
      {
        phrase: 'A reroll costs **$5** (the next one $6)',
        byHand: 5 - 2 + 2,
        engine: getRerollCost({ vouchers: ['Reroll Surplus'], paidRerollsThisShop: 2 }),
      },
      {
        phrase: '$11 → $6, interest $2 → $1',
        byHand: 18 - 3 - 4,
        engine: twiceRerolledRun.money,
      },
      { phrase: 'it costs $1 of interest', byHand: 1, engine: interestOf(11) - interestOf(6) },
    ],
  },
  {
    name: 'a $5 reroll with $3 is not possible: $2 short',
    run: buildRun('Red Deck', 'White Stake', { money: 3 }),
    message: 'reroll?',
    intent: 'reroll',
    numbers: [
      {
        phrase: "**Don't reroll**: you are $2 short",
        byHand: 5 - 3,
        engine: getRerollCost({ vouchers: [] }) - 3,
      },
    ],
  },
  {
    name: 'buy what fits before rerolling: Crafty Joker $6 and Jupiter $3',
    run: flushShopRun,
    hand: FLUSH_HAND,
    message: 'should i reroll the shop',
    intent: 'reroll',
    numbers: [
      {
        phrase: '**Buy first**: Crafty Joker ($6), Jupiter ($3)',
        byHand: 4 + 2,
        engine: getShopPrice({ baseCost: 4, edition: 'foil', vouchers: [] }),
      },
      {
        phrase: '$23 → $18, interest $4 → $3',
        byHand: Math.floor(18 / 5),
        engine: interestOf(23 - getRerollCost({ vouchers: [] })),
      },
    ],
  },
  {
    name: 'an imported Egg that gained $60 sells for $62; a Rental Joker for $1',
    run: apply(
      buildRun('Red Deck', 'White Stake', { jokers: [{ name: 'Egg' }, { name: 'Joker' }] }),
      // As a save import leaves them: Egg's gain read from the card, a Rental sticker.
      (run) => ({
        ...run,
        jokers: [
          { name: 'Egg', edition: null, stickers: [], extraValue: 60 },
          { name: 'Joker', edition: null, stickers: ['Rental'] },
        ],
      }),
    ),
    message: 'what do my jokers sell for?',
    intent: 'sell-value',
    numbers: [
      {
        phrase: '**Egg (yours, +$60 gained) sells for $62**',
        byHand: Math.max(1, Math.floor(4 / 2)) + 60,
        engine: getJokerSellValue(
          { vouchers: [] },
          { name: 'Egg', edition: null, stickers: [], extraValue: 60 },
        ),
      },
      {
        phrase: '- Joker (yours): $1',
        byHand: 1,
        engine: getJokerSellValue(
          { vouchers: [] },
          { name: 'Joker', edition: null, stickers: ['Rental'] },
        ),
      },
    ],
  },
  {
    name: 'beating the Big Blind with the next hand: $9 → $17 ($4 reward, $1 interest, 3 hands)',
    run: bigBlindRun,
    message: 'how much money will I have after this round?',
    intent: 'cash-out',
    numbers: [
      {
        phrase:
          '**Beating it with your next hand takes you from $9 to $17** at the Big Blind: reward $4, interest $1, $3 for unused hands.',
        byHand: 9 + 4 + Math.floor(9 / 5) + (4 - 1),
        engine: cashOut(recordHandPlayed(bigBlindRun, 450)),
      },
      {
        phrase: '- Each extra hand it takes costs $1.',
        byHand: 1,
        engine:
          cashOut(recordHandPlayed(bigBlindRun, 450)) -
          cashOut(recordHandPlayed(recordHandPlayed(bigBlindRun, 0), 450)),
      },
    ],
  },
  {
    name: 'a beaten blind with 2 hands left cashes out $9 → $16',
    run: { ...bigBlindRun, currentScore: 450, hands: 2 },
    message: "what's my payout?",
    intent: 'cash-out',
    numbers: [
      {
        phrase: '**Cashing out takes you from $9 to $16**',
        byHand: 9 + 4 + 1 + 2,
        engine: cashOut({ ...bigBlindRun, currentScore: 450, hands: 2 }),
      },
    ],
  },
  {
    name: 'a beaten Boss Blind with an Investment Tag held: $9 → $42',
    run: {
      ...buildRun('Red Deck', 'White Stake', { money: 9, round: 3, bossBlind: 'The Hook' }),
      currentScore: 5000,
      hands: 2,
      tags: ['Investment Tag'],
    },
    message: 'how much will I cash out?',
    intent: 'cash-out',
    numbers: [
      {
        phrase:
          '**Cashing out takes you from $9 to $42** at the Boss Blind, The Hook: reward $5, interest $1, $2 for unused hands, $25 from your Investment Tag.',
        byHand: 9 + 5 + 1 + 2 + 25,
        engine: cashOut({
          ...buildRun('Red Deck', 'White Stake', { money: 9, round: 3, bossBlind: 'The Hook' }),
          currentScore: 5000,
          hands: 2,
          tags: ['Investment Tag'],
        }),
      },
    ],
  },
  {
    name: 'Green Deck: $2 per unused hand and $1 per discard, no interest: $9 → $22',
    run: buildRun('Green Deck', 'White Stake', { money: 9, round: 2 }),
    message: 'how much will I make this round?',
    intent: 'cash-out',
    numbers: [
      {
        phrase:
          'to $22** at the Big Blind: reward $4, interest $0, $6 for unused hands, $3 for unused discards.',
        byHand: 9 + 4 + 0 + (4 - 1) * 2 + 3 * 1,
        engine: cashOut(
          recordHandPlayed(buildRun('Green Deck', 'White Stake', { money: 9, round: 2 }), 450),
        ),
      },
    ],
  },
];

describe('built-in coach: interest, shop and rerolls', () => {
  itAnswers(CASES);

  it('says Green Deck pays no interest', () => {
    const run = buildRun('Green Deck', 'White Stake', { money: 30 });
    const answer = answerQuestion({ message: 'how much interest?', run, hand: [] });
    expect(answer).toContain('**Green Deck pays no interest**');
  });

  it('says what the build plays, or that it has no main hand yet', () => {
    const ask = (run: RunState) => answerQuestion({ message: 'what should I buy?', run, hand: [] });
    const empty = apply(buildRun('Red Deck', 'White Stake', { money: 9 }), (run) =>
      addShopItem(run, { type: 'Joker', name: 'Clever Joker' }),
    );
    expect(ask(empty)).toContain('You have **$9** (interest $1); your build has no main hand yet.');
    expect(ask(flushShopRun)).toContain('your build plays Flush.');
  });

  it('counts the money the player names, as in a follow-up "and with $20?"', () => {
    const answer = answerQuestion({
      message: 'and with $20?',
      run: bigBlindRun,
      hand: [],
      earlierQuestions: ['how much money will I have after this round?'],
    });
    // $20 + $4 reward + $4 interest + 3 unused hands.
    expect(answer).toContain('takes you from $20 to $31**');
  });

  it('says a blind with no hands left pays nothing', () => {
    const run = { ...bigBlindRun, hands: 0 };
    const answer = answerQuestion({ message: 'cash out?', run, hand: [] });
    expect(answer).toBe(
      '**No hands left** to beat the Big Blind: 450 still needed, so this round pays nothing.',
    );
  });

  it('asks for the shop items when the shop is empty', () => {
    const run = buildRun('Red Deck', 'White Stake');
    const answer = answerQuestion({ message: 'what should I buy?', run, hand: [] });
    expect(answer).toContain('add the items you see in the **Shop** panel');
  });
});
