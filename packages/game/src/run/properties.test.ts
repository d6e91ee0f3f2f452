// Property tests (fast-check): invariants that must hold for any input, not just the rows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOSTER_PACK_NAMES } from '../data/booster-packs';
import { BOSS_BLIND_NAMES } from '../data/bosses';
import { DECK_NAMES } from '../data/decks';
import { JOKER_EDITIONS, POKER_HAND_NAMES, BLIND_TYPES } from '../data/vocabulary';
import { JOKER_NAMES } from '../data/jokers';
import { MAX_HAND_LEVEL, MIN_HAND_LEVEL } from '../data/poker-hands';
import { PLANET_NAMES } from '../data/planets';
import { SPECTRAL_NAMES } from '../data/spectrals';
import { STAKE_NAMES } from '../data/stakes';
import { STICKER_NAMES } from '../data/stickers';
import { TAROT_NAMES } from '../data/tarots';
import { VOUCHER_NAMES } from '../data/vouchers';
import { createInitialRunState, createRun } from './create-run';
import { addJoker, getJokerCapacity } from './jokers';
import type { RunResult } from './result';
import { advanceRound, selectBossBlind } from './round';
import { addShopItem, buyShopItem, rerollShop } from './shop';
import { deepFreeze } from './test-helpers';
import { decrementHandLevel, incrementHandLevel, setHandLevel, toggleSecretHands } from './tracker';
import {
  LOAD_ANTE_MAX,
  LOAD_ANTE_MIN,
  SETUP_STAGES,
  SHOP_ITEM_TYPES,
  type RunState,
} from './types';
import { addVoucher } from './vouchers';
import { transitionWizard, type WizardEvent } from './wizard';

const NAMES_BY_TYPE = {
  Joker: JOKER_NAMES,
  Voucher: VOUCHER_NAMES,
  Tarot: TAROT_NAMES,
  Planet: PLANET_NAMES,
  Spectral: SPECTRAL_NAMES,
  'Booster Pack': BOOSTER_PACK_NAMES,
} as const;

const runArb = fc
  .record({
    deck: fc.constantFrom(...DECK_NAMES),
    stake: fc.constantFrom(...STAKE_NAMES),
    money: fc.integer({ min: 0, max: 120 }),
  })
  .map(({ deck, stake, money }) => createRun(deck, stake, { money }));

const shopInputArb = fc.constantFrom(...SHOP_ITEM_TYPES).chain((type) =>
  fc.record({
    type: fc.constant(type),
    name: fc.option(fc.constantFrom<string>(...NAMES_BY_TYPE[type]), { nil: null }),
    edition: fc.option(fc.constantFrom(...JOKER_EDITIONS), { nil: null }),
    price: fc.option(fc.integer({ min: -5, max: 40 }), { nil: undefined }),
  }),
);

type Step = (run: RunState) => RunResult<RunState>;

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  shopInputArb.map(
    (input): Step =>
      (run) =>
        addShopItem(run, input.type === 'Joker' ? input : { ...input, edition: null }),
  ),
  fc.integer({ min: 1, max: 12 }).map(
    (id): Step =>
      (run) =>
        buyShopItem(run, id),
  ),
  fc.constant<Step>(rerollShop),
  fc.constant<Step>(advanceRound),
  fc.constantFrom(...BOSS_BLIND_NAMES).map(
    (boss): Step =>
      (run) =>
        selectBossBlind(run, boss),
  ),
  fc
    .record({
      name: fc.constantFrom(...JOKER_NAMES),
      edition: fc.option(fc.constantFrom(...JOKER_EDITIONS), { nil: null }),
      stickers: fc.subarray([...STICKER_NAMES]),
    })
    .map(
      (input): Step =>
        (run) =>
          addJoker(run, input),
    ),
  fc.constantFrom(...VOUCHER_NAMES).map(
    (voucher): Step =>
      (run) =>
        addVoucher(run, voucher),
  ),
);

function applySteps(start: RunState, steps: readonly Step[]): RunState[] {
  const states = [start];
  let run = start;
  for (const step of steps) {
    const before = JSON.stringify(run);
    const result = step(deepFreeze(run));
    expect(JSON.stringify(run)).toBe(before);
    if (result.ok) run = result.value;
    states.push(run);
  }
  return states;
}

describe('run invariants under any sequence of actions', () => {
  it('money never goes negative, Jokers never exceed their slots, state stays plain JSON', () => {
    fc.assert(
      fc.property(runArb, fc.array(stepArb, { maxLength: 40 }), (start, steps) => {
        for (const run of applySteps(start, steps)) {
          expect(run.money).toBeGreaterThanOrEqual(0);
          expect(run.jokers.length).toBeLessThanOrEqual(getJokerCapacity(run));
          expect(new Set(run.vouchers).size).toBe(run.vouchers.length);
          expect(run.round === 1 || run.round === 2 || run.round === 3).toBe(true);
          expect(JSON.parse(JSON.stringify(run))).toEqual(run);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a purchase costs exactly the price and never leaves money below zero', () => {
    fc.assert(
      fc.property(runArb, shopInputArb, (start, input) => {
        const stocked = addShopItem(
          start,
          input.type === 'Joker' ? input : { ...input, edition: null },
        );
        fc.pre(stocked.ok);
        if (!stocked.ok) return;
        const item = stocked.value.shopItems[0];
        if (item === undefined) throw new Error('item missing');
        const bought = buyShopItem(deepFreeze(stocked.value), item.id);
        if (bought.ok) {
          expect(bought.value.money).toBe(start.money - item.price);
          expect(bought.value.money).toBeGreaterThanOrEqual(0);
        } else if (start.money < item.price && item.name !== null) {
          expect(bought.code).toBe('INSUFFICIENT_FUNDS');
        }
      }),
    );
  });
});

describe('hand levels stay within 1–50 (docs/product/workspace.md)', () => {
  const opArb = fc.oneof(
    fc.record({
      kind: fc.constant('set' as const),
      hand: fc.constantFrom(...POKER_HAND_NAMES),
      level: fc.double(),
    }),
    fc.record({ kind: fc.constant('inc' as const), hand: fc.constantFrom(...POKER_HAND_NAMES) }),
    fc.record({ kind: fc.constant('dec' as const), hand: fc.constantFrom(...POKER_HAND_NAMES) }),
    fc.record({ kind: fc.constant('toggle' as const) }),
  );

  it('for any sequence of set, increment, decrement and toggle', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 80 }), (ops) => {
        let run = createRun('Red Deck', 'White Stake');
        for (const op of ops) {
          const frozen = deepFreeze(run);
          if (op.kind === 'toggle') run = toggleSecretHands(frozen);
          else {
            const result =
              op.kind === 'set'
                ? setHandLevel(frozen, op.hand, op.level)
                : op.kind === 'inc'
                  ? incrementHandLevel(frozen, op.hand)
                  : decrementHandLevel(frozen, op.hand);
            if (result.ok) run = result.value;
          }
          for (const level of Object.values(run.tracker.handLevels)) {
            expect(Number.isInteger(level)).toBe(true);
            expect(level).toBeGreaterThanOrEqual(MIN_HAND_LEVEL);
            expect(level).toBeLessThanOrEqual(MAX_HAND_LEVEL);
          }
        }
      }),
    );
  });
});

describe('wizard (docs/product/workspace.md)', () => {
  const eventArb: fc.Arbitrary<WizardEvent> = fc.oneof(
    fc.constant({ type: 'BEGIN' } as const),
    fc.constant({ type: 'START_LOAD' } as const),
    fc.constant({ type: 'CONFIRM' } as const),
    fc.constant({ type: 'CANCEL' } as const),
    fc.constantFrom(...DECK_NAMES).map((deck) => ({ type: 'CHOOSE_DECK', deck }) as const),
    fc.constantFrom(...STAKE_NAMES).map((stake) => ({ type: 'CHOOSE_STAKE', stake }) as const),
    fc.integer({ min: -3, max: 20 }).map((ante) => ({ type: 'CHOOSE_ANTE', ante }) as const),
    fc
      .constantFrom(...BLIND_TYPES)
      .map((blindType) => ({ type: 'CHOOSE_ROUND', blindType }) as const),
    fc
      .oneof(fc.string(), fc.integer({ min: -2000, max: 2000 }))
      .map((input) => ({ type: 'ENTER_MONEY', input }) as const),
    fc.constantFrom(...BOSS_BLIND_NAMES).map((boss) => ({ type: 'CHOOSE_BOSS', boss }) as const),
  );

  it('any event sequence yields a known stage and loads only antes 1–12 and money 0–999', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), (events) => {
        let run = createInitialRunState();
        for (const event of events) {
          const result = transitionWizard(deepFreeze(run), event);
          if (!result.ok) continue;
          const wasConfirm = run.stage === 'load-game-confirm' && event.type === 'CONFIRM';
          run = result.value;
          expect(SETUP_STAGES).toContain(run.stage);
          if (wasConfirm) {
            expect(run.ante).toBeGreaterThanOrEqual(LOAD_ANTE_MIN);
            expect(run.ante).toBeLessThanOrEqual(LOAD_ANTE_MAX);
            expect(run.money).toBeGreaterThanOrEqual(0);
            expect(run.money).toBeLessThanOrEqual(999);
            expect(run.bossBlind === null).toBe(run.blindType !== 'boss');
          }
        }
      }),
    );
  });
});
