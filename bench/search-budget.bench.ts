// What a best-play work budget costs in time (docs/architecture.md#security-baseline: one request never blocks the
// event loop for more than 100 ms). For hands from the bench's 8 cards to the largest the
// calculator accepts, it reports the work one scoring counts, the CPU time per unit of work,
// and the whole search under the calculator's and the coach's budgets. The budgets in
// apps/server (BEST_PLAY_WORK, COACH_SEARCH_WORK) are sized from these numbers.
// A plain Node script: node --import tsx bench/search-budget.bench.ts
import {
  SearchBudget,
  findBestPlay,
  type CalculatorScenario,
  type ScenarioCard,
} from '@jokerwise/game';
import { BEST_PLAY_WORK } from '../apps/server/src/modules/calculator/calculator.routes';
import { COACH_SEARCH_WORK } from '../apps/server/src/modules/coach/engine-tools/run-scenario';
import {
  HEAVY_JOKERS,
  largestBestPlayScenario,
} from '../apps/server/test/hostile-input/largest-scenario';
import { HELD } from './held-cards';

const RUNS = 20;

/** Records the work the search spends, to report time per unit. */
class MeasuringBudget extends SearchBudget {
  spent = 0;
  scorings = 0;

  override spend(work: number): void {
    this.spent += work;
    this.scorings += 1;
    super.spend(work);
  }
}

const largest = largestBestPlayScenario() as CalculatorScenario;
const SIXTEEN: readonly ScenarioCard[] = [
  ...HELD,
  ...(['9', '7', 'J', '3', '6', '4', 'Q', '8'] as const).map((rank) => ({
    rank,
    suit: 'clubs' as const,
  })),
];
const FIVE_JOKERS = [
  { name: 'Joker' },
  { name: 'Lusty Joker' },
  { name: 'Blueprint' },
  { name: 'The Duo' },
  { name: 'Baron' },
] as const;

const SCENARIOS: Readonly<Record<string, CalculatorScenario>> = {
  '8 cards, 5 Jokers': { version: 1, played: [], held: HELD, jokers: [...FIVE_JOKERS] },
  '16 cards, 5 Jokers': { version: 1, played: [], held: SIXTEEN, jokers: [...FIVE_JOKERS] },
  'largest (16 cards, 40 heavy Jokers)': largest,
  '16 cards, 100 heavy Jokers (a saved run, for the coach)': {
    ...largest,
    jokers: Array.from({ length: 100 }, (_, i) => ({
      name: HEAVY_JOKERS[i % HEAVY_JOKERS.length] ?? 'Mime',
      edition: 'polychrome' as const,
    })),
  },
};

function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

for (const [name, scenario] of Object.entries(SCENARIOS)) {
  for (const [label, work] of [
    ['calculator', BEST_PLAY_WORK],
    ['coach', COACH_SEARCH_WORK],
  ] as const) {
    findBestPlay(scenario, { budget: new SearchBudget(work) });
    const times: number[] = [];
    let budget = new MeasuringBudget(work);
    for (let i = 0; i < RUNS; i++) {
      budget = new MeasuringBudget(work);
      const measured = budget;
      times.push(cpuMs(() => findBestPlay(scenario, { budget: measured })));
    }
    const time = median(times);
    console.log(
      `${name}, ${label} budget ${work}: median ${time.toFixed(1)} ms CPU, ` +
        `${budget.scorings} scorings of ${Math.round(budget.spent / budget.scorings)} units, ` +
        `${((time * 1e6) / budget.spent).toFixed(0)} ns per unit`,
    );
  }
}
