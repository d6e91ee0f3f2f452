// Runs every scenario in test/fixtures/scenarios: one real-game situation per file, its
// expected hand, chips, mult and score, and a `source` deriving them from the facts file
// (docs/guiding-principles.md, balatrolator's one-fixture-per-scenario).
import { describe, expect, it } from 'vitest';
import { POKER_HAND_NAMES, scoreHand, type CalculatorScenario } from '../src';

declare global {
  interface ImportMeta {
    /** Vite (vitest) inlines matching files at build time. */
    glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
  }
}

interface ScenarioFixture {
  readonly source: string;
  readonly input: CalculatorScenario;
  readonly expected: {
    readonly hand: string;
    readonly chips: number;
    readonly mult: number;
    readonly score: number;
    readonly scoringCards?: readonly number[];
    readonly notAllowed?: string;
  };
}

const files = import.meta.glob<ScenarioFixture>('./fixtures/scenarios/*.json', {
  eager: true,
  import: 'default',
});
const fixtures = Object.entries(files).map(([path, fixture]) => ({
  name: path.replace(/^.*\/(.*)\.json$/, '$1'),
  ...fixture,
}));

describe('scenario fixtures', () => {
  it('has at least 40 fixtures, each with a source and a known hand', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40);
    for (const fixture of fixtures) {
      expect(fixture.source.length, fixture.name).toBeGreaterThan(20);
      expect(POKER_HAND_NAMES, fixture.name).toContain(fixture.expected.hand);
    }
  });

  it.each(fixtures)('$name', ({ input, expected, source }) => {
    const outcome = scoreHand(input);
    if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
    const result = outcome.value;
    expect(
      { hand: result.hand, chips: result.chips, mult: result.mult, score: result.score },
      source,
    ).toEqual({
      hand: expected.hand,
      chips: expected.chips,
      mult: expected.mult,
      score: expected.score,
    });
    if (expected.scoringCards) expect(result.scoringCards).toEqual(expected.scoringCards);
    expect(result.notAllowed).toBe(expected.notAllowed);
    // The log ends at the result (format: every change to chips or mult is listed).
    const last = result.log.at(-1);
    if (last && input.deck !== 'Plasma Deck') {
      expect([last.chips, last.mult]).toEqual([result.chips, result.mult]);
    }
  });
});
