// The built-in coach's answer time (CPU on the request path): the questions that search best
// plays, with a build of four Jokers and four Jokers in the shop, for 8 and 12 cards in hand.
// A plain Node script: node --import tsx bench/coach.bench.ts
import {
  addJoker,
  addShopItem,
  createRun,
  type JokerName,
  type Result,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import { answerQuestion } from '../apps/server/src/modules/coach/builtin';
import { HELD } from './held-cards';

const RUNS = 30;

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

const BUILD: readonly JokerName[] = ['Joker', 'Blueprint', 'The Duo', 'Baron'];
const SHOP: readonly JokerName[] = ['Greedy Joker', 'Brainstorm', 'Photograph', 'Scary Face'];

function buildRun(): RunState {
  let run = { ...createRun('Red Deck', 'White Stake'), money: 100 };
  for (const name of BUILD) run = unwrap(addJoker(run, { name }));
  for (const name of SHOP) run = unwrap(addShopItem(run, { type: 'Joker', name }));
  return run;
}

/** The best-play bench's eight cards, then four plain ones for a grown hand. */
const CARDS: readonly ScenarioCard[] = [
  ...HELD,
  { rank: '9', suit: 'clubs' },
  { rank: '7', suit: 'diamonds' },
  { rank: 'J', suit: 'spades' },
  { rank: '3', suit: 'hearts' },
];

function measure(message: string, hand: readonly ScenarioCard[]): void {
  const run = buildRun();
  answerQuestion({ message, run, hand });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    answerQuestion({ message, run, hand });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1);
  console.log(
    `"${message}" with ${hand.length} cards: median ${at(0.5)} ms, p95 ${at(0.95)} ms over ${RUNS} runs`,
  );
}

for (const size of [8, 12]) {
  const hand = CARDS.slice(0, size);
  measure('What should I play?', hand);
  measure('What should I buy?', hand);
  measure('Can I beat this blind?', hand);
}
