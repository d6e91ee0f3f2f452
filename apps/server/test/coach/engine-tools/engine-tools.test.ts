// The engine tools: every input schema converts to JSON Schema (for model function calling),
// bad input is refused as a value naming the field, and results are plain JSON from the engine.
import {
  addShopItem,
  BOSS_BLINDS,
  getHandLevelValues,
  getInterest,
  getJoker,
  POKER_HANDS,
  getTargetScore,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ENGINE_TOOLS,
  runEngineTool,
  type EngineToolContext,
} from '../../../src/modules/coach/engine-tools';
import { apply, buildRun, cards, deepFreeze } from '../builtin/run-fixtures';

const run: RunState = deepFreeze(
  apply(
    buildRun('Red Deck', 'White Stake', { ante: 2, money: 23, jokers: [{ name: 'The Duo' }] }),
    (current) => addShopItem(current, { type: 'Joker', name: 'Jolly Joker' }),
  ),
);
const hand: readonly ScenarioCard[] = deepFreeze(cards('Ks Kh 3c 7d'));
const context: EngineToolContext = { run, hand };

/** Rows: tool, bad input, the field the error names. */
const INVALID_INPUTS: readonly (readonly [string, unknown, string])[] = [
  ['score_hand', {}, 'played'],
  ['score_hand', { played: [] }, 'played'],
  ['score_hand', { played: cards('2s 3s 4s 5s 6s 7s') }, 'played'],
  ['score_hand', { played: [{ rank: '1', suit: 'spades' }] }, 'played[0].rank'],
  ['score_hand', { played: cards('Ks'), addJokers: ['Jokr'] }, 'addJokers[0]'],
  ['best_play', { cards: [] }, 'cards'],
  ['best_play', { cards: cards('2s 3s 4s 5s 6s 7s 8s 9s 10s Js Qs Ks As 2h 3h 4h 5h') }, 'cards'],
  ['best_play', { removeJokers: 'The Duo' }, 'removeJokers'],
  ['target_score', { ante: -1 }, 'ante'],
  ['target_score', { ante: 2.5 }, 'ante'],
  ['target_score', { blind: 'The Emerald' }, 'blind'],
  ['target_score', { stake: 'Diamond Stake' }, 'stake'],
  ['target_score', { deck: 'Gold Deck' }, 'deck'],
  ['interest', { money: 1.5 }, 'money'],
  ['interest', { money: '23' }, 'money'],
  ['interest', { vouchers: ['Seed Mony'] }, 'vouchers[0]'],
  ['shop_value', { itemIds: [-1] }, 'itemIds[0]'],
  ['boss_counter', { boss: 'The Emerald' }, 'boss'],
  ['game_reference', {}, 'kind'],
  ['game_reference', { kind: 'rule' }, 'kind'],
  ['game_reference', { kind: 'hand', name: 'Flush', level: 51 }, 'level'],
  ['game_reference', { kind: 'joker', name: 'x'.repeat(81) }, 'name'],
];

describe('engine tool inputs', () => {
  it.each(INVALID_INPUTS)('%s refuses %j at %s', (name, input, field) => {
    const result = runEngineTool(name, input, context);
    expect(result).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
    expect((result as { message: string }).message).toContain(`at ${field}`);
  });

  it('refuses an unknown tool by name', () => {
    expect(runEngineTool('score_hands', {}, context)).toEqual({
      ok: false,
      code: 'UNKNOWN_TOOL',
      message: "No engine tool is called 'score_hands'.",
    });
  });

  it.each(ENGINE_TOOLS.map((tool) => [tool.name, tool] as const))(
    '%s has a one-line description and an object JSON Schema',
    (_name, tool) => {
      expect(tool.description).not.toContain('\n');
      expect(z.toJSONSchema(tool.inputSchema)).toMatchObject({ type: 'object' });
    },
  );

  it('names the nine tools the coach and the model share', () => {
    expect(ENGINE_TOOLS.map((tool) => tool.name)).toEqual([
      'score_hand',
      'best_play',
      'target_score',
      'interest',
      'shop_value',
      'boss_counter',
      'game_reference',
      'joker_order',
      'hand_draws',
    ]);
  });
});

describe('engine tool results', () => {
  it('every tool returns plain JSON for its defaults', () => {
    const inputs: Record<string, unknown> = { score_hand: { played: cards('Ks Kh') } };
    for (const tool of ENGINE_TOOLS) {
      const result = runEngineTool(tool.name, inputs[tool.name] ?? {}, context);
      expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    }
  });

  it('every success is the game’s one Result shape: { ok: true, value }', () => {
    const inputs: Record<string, unknown> = {
      score_hand: { played: cards('Ks Kh') },
      boss_counter: { boss: 'The Wall' },
      game_reference: { kind: 'ante' },
    };
    // Exactly `ok` and an object `value`: strict, so a flat field beside them fails the parse.
    const success = z.strictObject({
      ok: z.literal(true),
      value: z.record(z.string(), z.unknown()),
    });
    for (const tool of ENGINE_TOOLS) {
      const result = success.parse(runEngineTool(tool.name, inputs[tool.name] ?? {}, context));
      expect(Object.keys(result)).toEqual(['ok', 'value']);
      expect(result.ok).toBe(true);
    }
  });

  it('score_hand scores with the run’s Jokers: a Pair of Kings with The Duo is 30 x 4 = 120', () => {
    expect(runEngineTool('score_hand', { played: cards('Ks Kh') }, context)).toMatchObject({
      ok: true,
      value: { hand: 'Pair', chips: 30, mult: 4, score: 120, target: 800, shortBy: 680 },
    });
  });

  it('score_hand takes what-if Jokers: removing The Duo leaves 30 x 2', () => {
    const input = { played: cards('Ks Kh'), removeJokers: ['The Duo'] };
    expect(runEngineTool('score_hand', input, context)).toMatchObject({ value: { score: 60 } });
  });

  it('best_play uses the calculator hand, or says it is empty', () => {
    expect(runEngineTool('best_play', {}, context)).toMatchObject({
      ok: true,
      value: { best: { cards: cards('Ks Kh'), score: { score: 120 } } },
    });
    expect(runEngineTool('best_play', {}, { run, hand: [] })).toMatchObject({
      ok: false,
      code: 'NO_CARDS_IN_HAND',
    });
  });

  it('target_score defaults to the run and takes any ante, blind, stake and deck', () => {
    expect(runEngineTool('target_score', {}, context)).toMatchObject({
      ok: true,
      value: {
        target: getTargetScore({ ante: 2, blind: 'small', stake: 'White Stake', deck: 'Red Deck' }),
      },
    });
    const input = { ante: 6, blind: 'The Wall', stake: 'Purple Stake', deck: 'Plasma Deck' };
    expect(runEngineTool('target_score', input, context)).toMatchObject({
      value: { baseChips: 60_000, multiplier: 4, deckScaling: 2, target: 60_000 * 4 * 2 },
    });
  });

  it('interest reports now, the next step and the most', () => {
    expect(runEngineTool('interest', { money: 7 }, context)).toMatchObject({
      ok: true,
      value: {
        interest: getInterest({ money: 7, vouchers: [], deck: 'Red Deck' }),
        cap: 5,
        moneyForNextStep: 3,
        nextStepMoney: 10,
        maxInterestMoney: 25,
        maxInterest: 5,
      },
    });
  });

  it('shop_value prices the run’s items and judges their fit', () => {
    expect(runEngineTool('shop_value', {}, context)).toMatchObject({
      ok: true,
      value: {
        money: 23,
        favouredHand: 'Pair',
        items: [{ name: 'Jolly Joker', price: 3, rewardsHand: 'Pair', verdict: 'buy' }],
      },
    });
  });

  it('game_reference reads the game data, with names as players type them', () => {
    const flush = getHandLevelValues('Flush', 3);
    expect(
      runEngineTool('game_reference', { kind: 'hand', name: 'flushes', level: 3 }, context),
    ).toMatchObject({
      ok: true,
      value: {
        hand: 'Flush',
        chips: flush.chips,
        mult: flush.mult,
        planet: POKER_HANDS.Flush.planet,
      },
    });
    expect(
      runEngineTool('game_reference', { kind: 'joker', name: 'blueprnt' }, context),
    ).toMatchObject({
      ok: true,
      value: {
        joker: 'Blueprint',
        sellValue: Math.max(1, Math.floor(getJoker('Blueprint').cost / 2)),
      },
    });
    expect(
      runEngineTool('game_reference', { kind: 'boss', name: "the wall's" }, context),
    ).toMatchObject({
      ok: true,
      value: {
        boss: 'The Wall',
        target: getTargetScore({
          ante: 2,
          blind: 'The Wall',
          stake: 'White Stake',
          deck: 'Red Deck',
        }),
      },
    });
    expect(runEngineTool('game_reference', { kind: 'ante', ante: 8 }, context)).toMatchObject({
      ok: true,
      value: { bosses: BOSS_BLINDS.filter((boss) => boss.showdown).map((boss) => boss.name) },
    });
    expect(runEngineTool('game_reference', { kind: 'deck', name: 'The Emerald' }, context)).toEqual(
      {
        ok: false,
        code: 'UNKNOWN_NAME',
        message: "No deck of the game is called 'The Emerald'.",
      },
    );
  });

  it('boss_counter needs a boss, and lists the ones the ante can bring', () => {
    const result = runEngineTool('boss_counter', {}, context);
    expect(result).toMatchObject({ ok: false, code: 'NO_BOSS_CHOSEN' });
    expect((result as { possibleBosses: string[] }).possibleBosses).toContain('The Wall');
    expect(runEngineTool('boss_counter', { boss: 'The Needle' }, context)).toMatchObject({
      ok: true,
      value: { multiplier: 1, target: 800, usualBossTarget: 1_600 },
    });
  });

  it('hand_draws counts the cards toward a Flush and a Straight, with Four Fingers', () => {
    const held = cards('Ks Qs 9s 2s Jd');
    expect(runEngineTool('hand_draws', { cards: held }, context)).toEqual({
      ok: true,
      value: {
        needed: 5,
        // Four Spades, one short.
        flush: { suit: 'spades', cards: [0, 1, 2, 3], missing: 1 },
        // 9 J Q K with a 10 missing.
        straight: { cards: [2, 4, 1, 0], missingRanks: ['10'] },
        hasShortcut: false,
      },
    });
    const fingers = {
      ...context,
      run: { ...context.run, jokers: [{ name: 'Four Fingers', edition: null, stickers: [] }] },
    } as const;
    expect(runEngineTool('hand_draws', { cards: held }, fingers)).toMatchObject({
      value: { needed: 4, flush: { missing: 0 } },
    });
    expect(runEngineTool('hand_draws', {}, { ...context, hand: [] })).toMatchObject({
      ok: false,
      code: 'NO_CARDS_IN_HAND',
    });
  });

  it('joker_order puts +Mult before ×Mult: Pair of Kings 30 chips, (2 + 4) × 3 = 18 mult', () => {
    const ordered = buildRun('Red Deck', 'White Stake', {
      jokers: [{ name: 'Cavendish' }, { name: 'Joker' }],
    });
    expect(runEngineTool('joker_order', {}, { run: ordered, hand })).toMatchObject({
      ok: true,
      value: { order: ['Joker', 'Cavendish'], placed: null, score: 540, scoreNow: 300 },
    });
    expect(runEngineTool('joker_order', { joker: 'Joker' }, { run: ordered, hand })).toMatchObject({
      value: { order: ['Joker', 'Cavendish'], placed: 0, isComplete: true },
    });
    expect(runEngineTool('joker_order', { joker: 'Blueprint' }, context)).toEqual({
      ok: false,
      code: 'JOKER_NOT_OWNED',
      message: 'The run has no Blueprint.',
    });
  });
});
