// One request never holds the event loop more than 100 ms (docs/architecture.md#security-
// baseline). The largest input each calculator endpoint accepts, and the built-in coach on the
// largest run the workspace saves, are handled here and the CPU time this thread spends on each
// is printed against that limit. The tests check what is deterministic (the work budgets stop
// the searches, apps/server/test/hostile-input/largest-request.test.ts); the time is measured
// here, on a machine as quiet as the figures need. A plain Node script:
// node --import tsx bench/largest-request.bench.ts
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { createJobQueue } from '../apps/server/src/jobs/job-queue';
import { answerQuestion } from '../apps/server/src/modules/coach/builtin';
import {
  largestBestPlayScenario,
  largestRun,
  largestScoreScenario,
} from '../apps/server/test/hostile-input/largest-scenario';
import { measureEventLoopCpu } from './main-thread-cpu';

const EVENT_LOOP_LIMIT_MS = 100;

const database = await openDatabase({ kind: 'pglite', pglite: new PGlite() });
const jobs = createJobQueue(database.jobs, pino({ level: 'silent' }));
await jobs.start();
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'bench-secret-that-is-long-enough-for-hmac-0123456789',
    DATA_DIR: '/tmp/jokerwise-bench-largest',
  }),
  database,
  jobs,
  logger: false,
});

const row = (name: string, cpuMs: number) =>
  console.log(
    `  ${name.padEnd(44)} ${cpuMs.toFixed(1).padStart(7)} ms  ${cpuMs < EVENT_LOOP_LIMIT_MS ? 'within' : 'OVER'} the ${EVENT_LOOP_LIMIT_MS} ms limit`,
  );

console.log(
  `CPU time on the event loop (least of three runs after a warm-up), ${new Date().toISOString()}`,
);
const requests = [
  [
    'POST /api/calculator/best-play (largest)',
    '/api/calculator/best-play?ante=8',
    largestBestPlayScenario(),
  ],
  ['POST /api/calculator/score (largest)', '/api/calculator/score', largestScoreScenario()],
] as const;
for (const [name, url, payload] of requests) {
  const { value, cpuMs } = await measureEventLoopCpu(() =>
    app.inject({ method: 'POST', url, payload }),
  );
  if (value.statusCode !== 200) throw new Error(`${name} answered ${value.statusCode}`);
  row(name, cpuMs);
}
const run = largestRun();
const { held = [] } = largestBestPlayScenario();
for (const message of [
  'What should I buy?',
  'What should I play?',
  'Does Blueprint work with Baron?',
  // One best play with every Joker, then one without each: the most searches an answer makes.
  'What is my weakest Joker?',
  // A best play per card tried for the discard.
  'What should I discard?',
  // The best play, then the best of one poker hand; then the best of each of two hands.
  "What's my best Flush?",
  'Flush or Full House?',
  // The best play with both, without Blueprint and without what it copies.
  'What does my Blueprint copy?',
  // The best play, then Joker orders scored on it until the work limit.
  'What order should my Jokers be in?',
  'Where should Blueprint go?',
  // Two best plays: without Baron, and with every Joker to say what it loses.
  "What's my best play without Baron?",
  // The best play, then its cards scored once more without the Joker.
  'What does Baron do?',
  // Counts only: no search.
  'How close am I to a Flush?',
  // Every owned pair's relation, then a best play without each pair that works together.
  'Do my Jokers work together?',
  // One best play at the blind asked about, beside its reward and the Tag on offer.
  'Should I skip the Big Blind?',
  // Every Joker's traits read for the suit (cached after the first answer), no search.
  'Which Jokers work with Spades?',
  // Every Joker's shop price with the run's discounts, no search.
  'How much do Jokers cost?',
  // One best play, then that play scored under each boss the ante can bring.
  'Which boss is the worst for my build?',
]) {
  const { cpuMs } = await measureEventLoopCpu(() => answerQuestion({ message, run, hand: held }));
  row(`coach: "${message}" (largest run)`, cpuMs);
}
// Without cards: an example of the build's hand scored with every Joker, then without each.
{
  const { cpuMs } = await measureEventLoopCpu(() =>
    answerQuestion({ message: 'What is my weakest Joker?', run, hand: [] }),
  );
  row('coach: "What is my weakest Joker?" without cards (largest run)', cpuMs);
}
// "Why?" after the best play: the best play, then the best of each other hand when the
// runners-up are all of the best play's hand. "Why not a Pair?": two best plays.
for (const message of ['Why?', 'Why not a Pair?']) {
  const earlierQuestions = ['What should I play?'];
  const { cpuMs } = await measureEventLoopCpu(() =>
    answerQuestion({ message, run, hand: held, earlierQuestions }),
  );
  row(`coach: "${message}" after "What should I play?" (largest run)`, cpuMs);
}
await app.close();
await jobs.stop();
await database.close();
