// The built-in coach's answer time (CPU on the request path), measured on the coach's question
// set (apps/server/test/coach/question-set: every category, follow-ups included) and on the
// questions that search best plays hardest: a build of four Jokers and four Jokers in the shop
// with 8 and 12 cards in hand. The budget is a median under 20 ms on the question set (bench/README.md).
// A plain Node script: node --import tsx bench/coach.bench.ts
import {
  addJoker,
  addShopItem,
  createRun,
  type JokerName,
  type RunResult,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import { answerQuestion, type CoachInput } from '../apps/server/src/modules/coach/builtin';
import { QUESTION_SET, toCoachInput } from '../apps/server/test/coach/question-set';
import { HELD } from './held-cards';

const RUNS = 30;
const QUESTION_SET_RUNS = 10;

function unwrap<T>(result: RunResult<T>): T {
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

function percentile(sorted: readonly number[], q: number): string {
  return (sorted[Math.floor(q * (sorted.length - 1))] ?? 0).toFixed(2);
}

/** Times of `runs` answers to one question, after one answer to warm up. */
function time(input: CoachInput, runs: number): number[] {
  answerQuestion(input);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    answerQuestion(input);
    times.push(performance.now() - start);
  }
  return times;
}

function measureQuestionSet(): void {
  const all: number[] = [];
  const byQuestion = QUESTION_SET.map((question) => {
    const times = time(toCoachInput(question), QUESTION_SET_RUNS).sort((a, b) => a - b);
    all.push(...times);
    return { message: question.message, median: Number(percentile(times, 0.5)) };
  });
  all.sort((a, b) => a - b);
  console.log(
    `Question set: ${QUESTION_SET.length} questions × ${QUESTION_SET_RUNS} runs: median ${percentile(all, 0.5)} ms, p95 ${percentile(all, 0.95)} ms, max ${percentile(all, 1)} ms`,
  );
  const slowest = [...byQuestion].sort((a, b) => b.median - a.median).slice(0, 5);
  for (const entry of slowest)
    console.log(`  slowest: "${entry.message}" median ${entry.median.toFixed(2)} ms`);
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

function measureHeavy(message: string, hand: readonly ScenarioCard[]): void {
  const times = time({ message, run: buildRun(), hand }, RUNS).sort((a, b) => a - b);
  console.log(
    `"${message}" with ${hand.length} cards: median ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms over ${RUNS} runs`,
  );
}

measureQuestionSet();
for (const size of [8, 12]) {
  const hand = CARDS.slice(0, size);
  measureHeavy('What should I play?', hand);
  measureHeavy('What should I buy?', hand);
  measureHeavy('Can I beat this blind?', hand);
}
