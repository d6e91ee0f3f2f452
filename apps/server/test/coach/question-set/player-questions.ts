// Questions players asked of the real save files and as new players: how close the hand is to
// a Flush or a Straight, where more of a round's limits come from, the game's words, and why
// the coach answered as it did.
// Expected facts come from packages/game's data and rules, not from the coach's code.
import {
  DECKS,
  findDraws,
  getCapacitySources,
  getDeck,
  getFirstBossAnte,
  getPlanet,
  getStickersAtStake,
  getTag,
  getTagMoney,
  getVoucher,
  POKER_HANDS,
  SEAL_DEFINITIONS,
  STAKES,
  STICKERS,
  VOUCHERS,
  type RunState,
} from '@jokerwise/game';
import { cards } from '../builtin/run-fixtures';
import { flushBest } from './run-facts';
import {
  FLUSH_HAND,
  FLUSH_RUN,
  FRESH_RUN,
  WALL_HAND,
  WALL_RUN,
  fmt,
  usd,
  type QuestionCase,
} from './runs';

const [antimatter] = getCapacitySources('jokerSlots').vouchers;
const [handsDeck] = getCapacitySources('hands').decks;
const wallStraight = findDraws(WALL_HAND, WALL_RUN.jokers).straight;
const spades = cards('As 10s 4s Qs Kd 3d');
const spadeFlush = findDraws(spades, []).flush;
/** A fresh run whose save showed the Tags under its Small and Big Blind. */
const TAGGED_RUN: RunState = {
  ...FRESH_RUN,
  blindTags: { small: 'Investment Tag', big: 'Rare Tag' },
};

export const PLAYER_QUESTIONS: readonly QuestionCase[] = [
  {
    category: 'draws',
    message: 'how close am I to a flush?',
    run: FRESH_RUN,
    hand: spades,
    verdict: `**${spadeFlush?.missing ?? 0} Spade short of a Flush**`,
    expects: ['A♠ 10♠ 4♠ Q♠', 'K♦ 3♦'],
  },
  {
    category: 'draws',
    message: 'can I make a straight?',
    run: WALL_RUN,
    hand: WALL_HAND,
    verdict: 'short of a Straight',
    expects: [`it needs ${wallStraight?.missingRanks.join(', ') ?? ''}`],
  },
  {
    category: 'draws',
    message: 'am I close to a flush?',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    verdict: '**You hold a Flush**',
    expects: ['K♥ 9♥ 7♥ 4♥ 2♥'],
  },
  {
    category: 'limits',
    message: 'how do I get more joker slots?',
    run: FRESH_RUN,
    verdict: '**More Joker slots** come from:',
    expects: [
      `**${antimatter ?? ''}**: ${antimatter === undefined ? '' : getVoucher(antimatter).effect}`,
      'Negative Tag',
    ],
  },
  {
    category: 'limits',
    message: 'how can I get more hands?',
    run: FRESH_RUN,
    verdict: '**More hands** come from:',
    expects: [
      `**${handsDeck ?? ''}** (a new run): ${handsDeck === undefined ? '' : getDeck(handsDeck).effect}`,
    ],
  },
  {
    category: 'game words',
    message: 'what are vouchers?',
    run: FRESH_RUN,
    verdict: 'A **Voucher** is a permanent upgrade',
    expects: [
      `There are ${VOUCHERS.filter((voucher) => voucher.tier === 'base').length} base Vouchers`,
    ],
  },
  {
    category: 'game words',
    message: "what's a straight?",
    run: FRESH_RUN,
    verdict: `**Straight**: ${POKER_HANDS.Straight.definition}`,
    expects: [],
  },
  {
    category: 'game words',
    message: 'which deck is best for beginners?',
    run: FRESH_RUN,
    verdict: 'none is best for every player',
    expects: DECKS.map((deck) => `**${deck.name}**`),
  },
  {
    category: 'game words',
    message: 'what is a seal?',
    run: FRESH_RUN,
    verdict: 'A **seal** sits on one playing card',
    expects: Object.values(SEAL_DEFINITIONS).map(
      (seal) => `**${seal.name}** (from ${seal.spectral})`,
    ),
  },
  {
    category: 'game words',
    message: "what's the hardest stake?",
    run: FRESH_RUN,
    verdict: `**${STAKES[STAKES.length - 1]?.name ?? ''}** is the hardest`,
    expects: STAKES.map((stake) => stake.added),
  },
  {
    category: 'boss counter',
    message: 'what does the needle do?',
    run: FRESH_RUN,
    verdict: `at ante ${getFirstBossAnte('The Needle', FRESH_RUN.ante)} (the first ante it can appear at`,
    expects: [],
  },
  {
    category: 'skip or play',
    message: 'what tag do I get for skipping?',
    run: TAGGED_RUN,
    verdict: `**Skip it** — the Investment Tag pays ${usd(getTagMoney(TAGGED_RUN, 'Investment Tag') ?? 0)}`,
    expects: [getTag('Investment Tag').effect],
  },
  {
    category: 'skip or play',
    message: 'should I skip the big blind?',
    run: TAGGED_RUN,
    expects: [`**Rare Tag**: ${getTag('Rare Tag').effect}`],
  },
  {
    category: 'afford',
    message: 'how much is grabber?',
    run: FRESH_RUN,
    verdict: `**Grabber costs ${usd(getVoucher('Grabber').cost)}**`,
    expects: [usd(FRESH_RUN.money)],
  },
  {
    category: 'afford',
    message: 'how much do planets cost?',
    run: FRESH_RUN,
    verdict: `**A Planet card costs ${usd(getPlanet('Jupiter').cost)}**`,
    expects: [usd(FRESH_RUN.money)],
  },
  {
    category: 'afford',
    message: 'should I save for grabber?',
    run: FRESH_RUN,
    verdict: `**Grabber costs ${usd(getVoucher('Grabber').cost)}**`,
    expects: [],
  },
  {
    category: 'follow-up',
    message: 'how much is it?',
    earlier: ['what does grabber do?'],
    run: FRESH_RUN,
    verdict: `**Grabber costs ${usd(getVoucher('Grabber').cost)}**`,
    expects: [],
  },
  {
    category: 'game words',
    message: 'what are stickers?',
    run: FRESH_RUN,
    verdict: 'A **sticker** is a mark on a shop Joker',
    expects: [
      ...STICKERS.map((sticker) => `**${sticker.name}** (from ${sticker.stake}`),
      `At your ${FRESH_RUN.stake}, shop Jokers can roll: ${
        getStickersAtStake(FRESH_RUN.stake)
          .map((sticker) => sticker.name)
          .join(', ') || 'none'
      }.`,
    ],
  },
  {
    category: 'why',
    message: 'why?',
    earlier: ['What should I play?'],
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    verdict: `**Why the ${flushBest.hand}:**`,
    expects: [`**${fmt(flushBest.score)}**`],
  },
  {
    category: 'why',
    message: 'why not a pair?',
    earlier: ['What should I play?'],
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    verdict: `${flushBest.hand} scores **${fmt(flushBest.score)}**`,
    expects: ['**Pair**'],
  },
];
