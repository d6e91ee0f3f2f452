// The one run → calculator-scenario conversion the web calculator and the coach share: an
// unchosen boss has no blind and no engine target (the run's x2 target applies), a chosen one
// scores with its rules and the ante; the run is never changed.
import { describe, expect, it } from 'vitest';
import {
  addConsumable,
  addJoker,
  createRun,
  getRunScoreOptions,
  getRunTargetScore,
  scoreHand,
  toRunScenario,
  type JokerEntry,
  type RunState,
} from '../src';
import { cards } from '../src/scoring/jokers/effects-fixtures';

function unwrap(result: { ok: true; value: RunState } | { ok: false; code: string }): RunState {
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

const base = unwrap(
  addJoker(createRun('Red Deck', 'White Stake', { ante: 2, round: 3 }), {
    name: 'The Duo',
    edition: 'foil',
  }),
);

describe('toRunScenario', () => {
  it('leaves an unchosen boss out, so no Small Blind target is ever shown', () => {
    const scenario = toRunScenario(base, { played: cards('KS KH') });
    expect(scenario.blind).toBeUndefined();
    expect(getRunScoreOptions(base)).toEqual({});
    const outcome = scoreHand(scenario, getRunScoreOptions(base));
    expect(outcome.ok && outcome.value.target).toBeUndefined();
    expect(getRunTargetScore(base)).toBe(getRunTargetScore({ ...base, bossBlind: 'The Hook' }));
  });

  it('names a chosen boss and gives the engine its ante, so The Wall counts x4', () => {
    const wall = { ...base, bossBlind: 'The Wall' as const };
    const outcome = scoreHand(
      toRunScenario(wall, { played: cards('KS KH') }),
      getRunScoreOptions(wall),
    );
    expect(outcome).toMatchObject({ ok: true, value: { target: getRunTargetScore(wall) } });
  });

  it("scores with the run's Jokers unless others are given, and leaves packs out", () => {
    const run = Object.freeze(
      unwrap(
        addConsumable(unwrap(addConsumable(base, { name: 'Jupiter', type: 'Planet', price: 3 })), {
          name: 'Arcana Pack',
          type: 'Booster Pack',
          price: 4,
        }),
      ),
    );
    expect(toRunScenario(run)).toMatchObject({
      jokers: [{ name: 'The Duo', edition: 'foil' }],
      consumables: ['Jupiter'],
      luck: 'none',
      handsLeft: run.hands,
    });
    expect(toRunScenario(run, { jokers: [], luck: 'all' })).toMatchObject({
      jokers: [],
      luck: 'all',
    });
    expect(toRunScenario({ ...run, hands: 0 }).handsLeft).toBe(1);
  });
});

describe("the run's Joker values", () => {
  it('scores a Joker with the values its card shows, and with the defaults without them', () => {
    const bus = (values?: { mult: number }) =>
      toRunScenario(
        {
          ...base,
          jokers: [
            { name: 'Ride the Bus', edition: null, stickers: [], ...(values && { values }) },
          ],
        },
        { played: cards('2S') },
      );
    expect(bus({ mult: 12 }).jokers).toEqual([
      { name: 'Ride the Bus', sellValue: 3, state: { mult: 12 } },
    ]);
    const withValues = scoreHand(bus({ mult: 12 }));
    const without = scoreHand(bus());
    expect(withValues.ok && without.ok && withValues.value.mult - without.value.mult).toBe(12);
  });
});

describe("the run's sell values", () => {
  // Swashbuckler adds the other Jokers' sell values to Mult (1.0.1o card.lua `sell_cost`).
  const swashbuckler = (egg: JokerEntry) =>
    toRunScenario(
      {
        ...base,
        vouchers: ['Clearance Sale'],
        jokers: [{ name: 'Swashbuckler', edition: null, stickers: [] }, egg],
      },
      { played: cards('2S') },
    );

  it('gives the engine what each Joker sells for now, gained value and discount included', () => {
    const plainEgg: JokerEntry = { name: 'Egg', edition: null, stickers: [] };
    const egg: JokerEntry = { ...plainEgg, extraValue: 60 };
    // Egg costs $4, $3 after Clearance Sale's 25 %: sells for $1 + $60 gained.
    expect(swashbuckler(egg).jokers?.[1]).toEqual({ name: 'Egg', sellValue: 61 });
    const scored = scoreHand(swashbuckler(egg));
    const plain = scoreHand(swashbuckler(plainEgg));
    expect(scored.ok && plain.ok && scored.value.mult - plain.value.mult).toBe(60);
  });
});

describe('values the run works out itself', () => {
  it('scores Bull from the money now, not the chips its card showed at import', () => {
    const bull = {
      ...base,
      money: 30,
      jokers: [{ name: 'Bull', edition: null, stickers: [], values: { chips: 14 } }],
    } satisfies RunState;
    const scored = scoreHand(toRunScenario(bull, { played: cards('2S') }));
    expect(scored.ok && scored.value.log.find((entry) => entry.source === 'Bull')?.value).toBe(60);
  });
});
