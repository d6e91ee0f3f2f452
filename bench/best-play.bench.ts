// Best play over 8 held cards with 5 Jokers (docs/architecture.md#budgets: < 2 ms median). A plain
// Node script: node --import tsx bench/best-play.bench.ts
import { findBestPlay, type CalculatorScenario } from '@jokerwise/game';
import { HELD } from './held-cards';

const WARMUP = 200;
const RUNS = 2000;

const SCENARIOS: Readonly<Record<string, CalculatorScenario>> = {
  'additive Jokers': {
    version: 1,
    luck: 'average',
    played: [],
    held: HELD,
    jokers: [
      { name: 'Joker' },
      { name: 'Lusty Joker' },
      { name: 'Blueprint' },
      { name: 'The Duo', edition: 'polychrome' },
      { name: 'Baron' },
    ],
  },
  'order-sensitive Jokers': {
    version: 1,
    luck: 'average',
    played: [],
    held: HELD,
    jokers: [
      { name: 'Photograph' },
      { name: 'Hanging Chad' },
      { name: 'Smiley Face' },
      { name: 'Triboulet' },
      { name: 'Bloodstone' },
    ],
  },
};

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

for (const [name, scenario] of Object.entries(SCENARIOS)) {
  for (let i = 0; i < WARMUP; i++) findBestPlay(scenario);
  const times: number[] = [];
  let best = '';
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const outcome = findBestPlay(scenario);
    times.push(performance.now() - start);
    if (!outcome.ok) throw new Error(outcome.message);
    best = `${outcome.value.best.result.hand} ${outcome.value.best.result.score}`;
  }
  times.sort((a, b) => a - b);
  console.log(
    `best play, 8 held cards, 5 Jokers (${name}): median ${percentile(times, 50).toFixed(3)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(3)} ms over ${RUNS} runs (best: ${best})`,
  );
}
