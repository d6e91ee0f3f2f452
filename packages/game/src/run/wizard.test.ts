import { describe, expect, it } from 'vitest';
import { createInitialRunState, createRun } from './create-run';
import { addJoker } from './jokers';
import { unwrap, withFrozen } from './test-helpers';
import { SETUP_STAGES, type RunState, type SetupStage } from './types';
import {
  getAllowedWizardEvents,
  getLoadGameSummary,
  transitionWizard,
  type WizardEvent,
  type WizardEventType,
} from './wizard';

const SAMPLE_EVENTS: { readonly [T in WizardEventType]: Extract<WizardEvent, { type: T }> } = {
  BEGIN: { type: 'BEGIN' },
  START_LOAD: { type: 'START_LOAD' },
  CHOOSE_DECK: { type: 'CHOOSE_DECK', deck: 'Yellow Deck' },
  CHOOSE_STAKE: { type: 'CHOOSE_STAKE', stake: 'Blue Stake' },
  CHOOSE_ANTE: { type: 'CHOOSE_ANTE', ante: 3 },
  CHOOSE_ROUND: { type: 'CHOOSE_ROUND', blindType: 'boss' },
  ENTER_MONEY: { type: 'ENTER_MONEY', input: '20' },
  CHOOSE_BOSS: { type: 'CHOOSE_BOSS', boss: 'The Hook' },
  CONFIRM: { type: 'CONFIRM' },
  CANCEL: { type: 'CANCEL' },
  BACK: { type: 'BACK' },
};

function atStage(stage: SetupStage): RunState {
  const run = createInitialRunState();
  const loadDraft = stage.startsWith('load-game')
    ? ({
        deck: 'Red Deck',
        stake: 'White Stake',
        ante: 3,
        blindType: 'boss',
        money: 20,
        bossBlind: null,
      } as const)
    : null;
  return { ...run, stage, loadDraft };
}

/** docs/product/workspace.md setup wizard and load-game wizard. */
const VALID: readonly {
  from: SetupStage;
  event: WizardEventType;
  to: SetupStage;
  source: string;
}[] = [
  {
    from: 'initial',
    event: 'BEGIN',
    to: 'deck-setup',
    source: "docs/product/workspace.md initial: 'The Journey Begins'",
  },
  {
    from: 'initial',
    event: 'START_LOAD',
    to: 'load-game-deck',
    source: 'docs/product/workspace.md New Game tab: Load Game',
  },
  {
    from: 'playing',
    event: 'START_LOAD',
    to: 'load-game-deck',
    source: 'docs/product/workspace.md New Game tab: Load Game',
  },
  {
    from: 'deck-setup',
    event: 'CHOOSE_DECK',
    to: 'stake-setup',
    source: 'docs/product/workspace.md deck-setup',
  },
  {
    from: 'stake-setup',
    event: 'CHOOSE_STAKE',
    to: 'money-setup',
    source: 'docs/product/workspace.md stake-setup',
  },
  {
    from: 'money-setup',
    event: 'ENTER_MONEY',
    to: 'boss-setup',
    source: 'docs/product/workspace.md money-setup',
  },
  {
    from: 'boss-setup',
    event: 'CHOOSE_BOSS',
    to: 'playing',
    source: 'docs/product/workspace.md boss-setup',
  },
  {
    from: 'load-game-deck',
    event: 'CHOOSE_DECK',
    to: 'load-game-stake',
    source: 'docs/product/workspace.md Wizard load path',
  },
  {
    from: 'load-game-stake',
    event: 'CHOOSE_STAKE',
    to: 'load-game-ante',
    source: 'docs/product/workspace.md Wizard load path',
  },
  {
    from: 'load-game-ante',
    event: 'CHOOSE_ANTE',
    to: 'load-game-round',
    source: 'docs/product/workspace.md Wizard load path',
  },
  {
    from: 'load-game-round',
    event: 'CHOOSE_ROUND',
    to: 'load-game-money',
    source: 'docs/product/workspace.md Wizard load path',
  },
  {
    from: 'load-game-money',
    event: 'ENTER_MONEY',
    to: 'load-game-boss',
    source: 'docs/product/workspace.md boss if round is Boss',
  },
  {
    from: 'load-game-boss',
    event: 'CHOOSE_BOSS',
    to: 'load-game-confirm',
    source: 'docs/product/workspace.md Wizard load path',
  },
  {
    from: 'load-game-confirm',
    event: 'CONFIRM',
    to: 'playing',
    source: "docs/product/workspace.md 'Load This Game State'",
  },
  {
    from: 'load-game-confirm',
    event: 'CANCEL',
    to: 'initial',
    source: 'docs/product/workspace.md Cancel on confirm returns to initial',
  },
  {
    from: 'deck-setup',
    event: 'BACK',
    to: 'initial',
    source: 'docs/product/workspace.md: the wizards have a Back button',
  },
  {
    from: 'stake-setup',
    event: 'BACK',
    to: 'deck-setup',
    source: 'docs/product/workspace.md: the wizards have a Back button',
  },
  {
    from: 'money-setup',
    event: 'BACK',
    to: 'stake-setup',
    source: 'docs/product/workspace.md: the wizards have a Back button',
  },
  {
    from: 'boss-setup',
    event: 'BACK',
    to: 'money-setup',
    source: 'docs/product/workspace.md: the wizards have a Back button',
  },
  {
    from: 'load-game-deck',
    event: 'BACK',
    to: 'initial',
    source: 'docs/product/workspace.md: the wizards have a Back button',
  },
  {
    from: 'load-game-stake',
    event: 'BACK',
    to: 'load-game-deck',
    source: 'docs/product/workspace.md: the wizards have a Back button',
  },
  {
    from: 'load-game-ante',
    event: 'BACK',
    to: 'load-game-stake',
    source: 'docs/product/workspace.md: the wizards have a Back button',
  },
  {
    from: 'load-game-round',
    event: 'BACK',
    to: 'load-game-ante',
    source: 'docs/product/workspace.md: the wizards have a Back button',
  },
  {
    from: 'load-game-money',
    event: 'BACK',
    to: 'load-game-round',
    source: 'docs/product/workspace.md: the wizards have a Back button',
  },
  {
    from: 'load-game-boss',
    event: 'BACK',
    to: 'load-game-money',
    source: 'docs/product/workspace.md: the wizards have a Back button',
  },
  {
    from: 'load-game-confirm',
    event: 'BACK',
    to: 'load-game-boss',
    source: 'docs/product/workspace.md: the wizards have a Back button',
  },
  {
    from: 'load-game-deck',
    event: 'CANCEL',
    to: 'initial',
    source: 'docs/product/workspace.md: Cancel on every load step',
  },
  {
    from: 'load-game-stake',
    event: 'CANCEL',
    to: 'initial',
    source: 'docs/product/workspace.md: Cancel on every load step',
  },
  {
    from: 'load-game-ante',
    event: 'CANCEL',
    to: 'initial',
    source: 'docs/product/workspace.md: Cancel on every load step',
  },
  {
    from: 'load-game-round',
    event: 'CANCEL',
    to: 'initial',
    source: 'docs/product/workspace.md: Cancel on every load step',
  },
  {
    from: 'load-game-money',
    event: 'CANCEL',
    to: 'initial',
    source: 'docs/product/workspace.md: Cancel on every load step',
  },
  {
    from: 'load-game-boss',
    event: 'CANCEL',
    to: 'initial',
    source: 'docs/product/workspace.md: Cancel on every load step',
  },
];

describe('transitionWizard: valid transitions', () => {
  it.each(VALID)('$from --$event--> $to ($source)', ({ from, event, to }) => {
    const next = withFrozen(atStage(from), (run) => transitionWizard(run, SAMPLE_EVENTS[event]));
    expect(unwrap(next).stage).toBe(to);
  });
});

describe('transitionWizard: every other stage/event pair is INVALID_TRANSITION', () => {
  const invalid = SETUP_STAGES.flatMap((from) =>
    (Object.keys(SAMPLE_EVENTS) as WizardEventType[])
      .filter((event) => !VALID.some((row) => row.from === from && row.event === event))
      .map((event) => ({ from, event, source: 'docs/product/workspace.md Wizard (no such step)' })),
  );

  it('covers the remaining pairs', () => {
    expect(invalid.length).toBe(SETUP_STAGES.length * 11 - VALID.length);
  });

  it.each(invalid)('$from --$event--> INVALID_TRANSITION', ({ from, event }) => {
    expect(transitionWizard(atStage(from), SAMPLE_EVENTS[event])).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
    });
  });

  it.each(SETUP_STAGES)('getAllowedWizardEvents(%s) lists exactly the valid events', (stage) => {
    const expected = VALID.filter((row) => row.from === stage).map((row) => row.event);
    expect([...getAllowedWizardEvents(atStage(stage))].sort()).toEqual([...expected].sort());
  });
});

function run(events: readonly WizardEvent[], start: RunState = createInitialRunState()): RunState {
  return events.reduce((state, event) => unwrap(transitionWizard(state, event)), start);
}

describe('setup wizard', () => {
  it('builds the run from the answers (docs/product/workspace.md; facts decks[b_yellow], stakes[Blue])', () => {
    const playing = run([
      { type: 'BEGIN' },
      { type: 'CHOOSE_DECK', deck: 'Yellow Deck' },
      { type: 'CHOOSE_STAKE', stake: 'Blue Stake' },
      { type: 'ENTER_MONEY', input: '30' },
      { type: 'CHOOSE_BOSS', boss: 'The Hook' },
    ]);
    expect(playing).toEqual({
      ...createRun('Yellow Deck', 'Blue Stake', { money: 30, bossBlind: 'The Hook' }),
    });
    expect(playing.discards).toBe(2);
  });

  it.each([
    {
      input: 'x',
      deck: 'Yellow Deck',
      money: 14,
      source: 'docs/product/workspace.md fallback; facts decks[b_yellow] $14',
    },
    { input: '', deck: 'Red Deck', money: 4, source: 'docs/product/workspace.md falls back to 4' },
    { input: '500', deck: 'Red Deck', money: 100, source: 'docs/product/workspace.md max 100' },
  ] as const)('money-setup reads $input as $money on $deck ($source)', ({ input, deck, money }) => {
    const atBoss = run([
      { type: 'BEGIN' },
      { type: 'CHOOSE_DECK', deck },
      { type: 'CHOOSE_STAKE', stake: 'White Stake' },
      { type: 'ENTER_MONEY', input },
    ]);
    expect(atBoss.money).toBe(money);
  });

  it('refuses a boss that cannot appear on ante 1 (facts: bossBlinds[The Ox].minAnte 6)', () => {
    const atBoss = { ...createInitialRunState(), stage: 'boss-setup' as const };
    expect(transitionWizard(atBoss, { type: 'CHOOSE_BOSS', boss: 'The Ox' })).toEqual({
      ok: false,
      code: 'BOSS_NOT_AVAILABLE',
    });
    expect(transitionWizard(atBoss, { type: 'CHOOSE_BOSS', boss: 'Violet Vessel' })).toEqual({
      ok: false,
      code: 'BOSS_NOT_AVAILABLE',
    });
  });
});

describe('load-game wizard', () => {
  const toMoney: readonly WizardEvent[] = [
    { type: 'START_LOAD' },
    { type: 'CHOOSE_DECK', deck: 'Black Deck' },
    { type: 'CHOOSE_STAKE', stake: 'Green Stake' },
    { type: 'CHOOSE_ANTE', ante: 8 },
  ];

  it('loads a Boss round with its boss (docs/product/workspace.md Loading a game: Boss = round 3)', () => {
    const confirm = run([
      ...toMoney,
      { type: 'CHOOSE_ROUND', blindType: 'boss' },
      { type: 'ENTER_MONEY', input: '57' },
      { type: 'CHOOSE_BOSS', boss: 'Violet Vessel' },
    ]);
    expect(confirm.stage).toBe('load-game-confirm');
    const playing = unwrap(transitionWizard(confirm, { type: 'CONFIRM' }));
    expect(playing).toMatchObject({
      stage: 'playing',
      deck: 'Black Deck',
      stake: 'Green Stake',
      ante: 8,
      round: 3,
      blindType: 'boss',
      money: 57,
      bossBlind: 'Violet Vessel',
      loadDraft: null,
      jokerSlots: 6,
    });
    // facts blinds.targetsByAnte.green[ante 8].base 100000 x Violet Vessel 6
    expect(playing.targetScore).toBe(600_000);
  });

  it.each([
    { blindType: 'small', round: 1, source: 'docs/product/workspace.md Small = round 1' },
    { blindType: 'big', round: 2, source: 'docs/product/workspace.md Big = 2' },
  ] as const)('skips the boss step for a $blindType round ($source)', ({ blindType, round }) => {
    const confirm = run([
      ...toMoney,
      { type: 'CHOOSE_ROUND', blindType },
      { type: 'ENTER_MONEY', input: '5' },
    ]);
    expect(confirm.stage).toBe('load-game-confirm');
    expect(unwrap(transitionWizard(confirm, { type: 'CONFIRM' }))).toMatchObject({
      round,
      blindType,
      bossBlind: null,
    });
  });

  it.each([
    { ante: 0, source: 'docs/product/workspace.md ante choices 1 to 12' },
    { ante: 13, source: 'docs/product/workspace.md ante choices 1 to 12' },
    { ante: 2.5, source: 'docs/product/workspace.md ante choices 1 to 12' },
  ])('refuses ante $ante with ANTE_OUT_OF_RANGE ($source)', ({ ante }) => {
    const atAnte = run(toMoney.slice(0, 3));
    expect(transitionWizard(atAnte, { type: 'CHOOSE_ANTE', ante })).toEqual({
      ok: false,
      code: 'ANTE_OUT_OF_RANGE',
    });
  });

  it('clamps the money to 0–999 (docs/product/workspace.md load-game money)', () => {
    const confirm = run([
      ...toMoney,
      { type: 'CHOOSE_ROUND', blindType: 'small' },
      { type: 'ENTER_MONEY', input: '4000' },
    ]);
    expect(confirm.loadDraft?.money).toBe(999);
  });

  it('refuses a regular boss on a showdown ante (facts: showdown bosses only on antes 8, 16 ...)', () => {
    const atBoss = run([
      ...toMoney,
      { type: 'CHOOSE_ROUND', blindType: 'boss' },
      { type: 'ENTER_MONEY', input: '5' },
    ]);
    expect(transitionWizard(atBoss, { type: 'CHOOSE_BOSS', boss: 'The Hook' })).toEqual({
      ok: false,
      code: 'BOSS_NOT_AVAILABLE',
    });
  });

  it('keeps the recorded Jokers, clears the tracker and shows them on confirm (docs/product/workspace.md confirm step)', () => {
    const start = unwrap(addJoker(createRun('Red Deck', 'White Stake'), { name: 'Blueprint' }));
    const withLevels = { ...start, tracker: { ...start.tracker, secretHandsUnlocked: true } };
    const confirm = run(
      [
        ...toMoney,
        { type: 'CHOOSE_ROUND', blindType: 'small' },
        { type: 'ENTER_MONEY', input: '5' },
      ],
      withLevels,
    );
    expect(getLoadGameSummary(confirm)).toMatchObject({
      deck: 'Black Deck',
      ante: 8,
      jokerCount: 1,
      jokerSlots: 6,
    });
    const playing = unwrap(transitionWizard(confirm, { type: 'CONFIRM' }));
    expect(playing.jokers.map((joker) => joker.name)).toEqual(['Blueprint']);
    expect(playing.tracker.secretHandsUnlocked).toBe(false);
  });

  it('cancel on confirm returns to initial and drops the answers (docs/product/workspace.md)', () => {
    const confirm = run([
      ...toMoney,
      { type: 'CHOOSE_ROUND', blindType: 'small' },
      { type: 'ENTER_MONEY', input: '5' },
    ]);
    const cancelled = unwrap(transitionWizard(confirm, { type: 'CANCEL' }));
    expect(cancelled).toMatchObject({ stage: 'initial', loadDraft: null });
    expect(getLoadGameSummary(cancelled)).toBeNull();
  });

  it('cancel or back from the first step returns to a game the wizard was opened over', () => {
    const game = createRun('Blue Deck', 'Red Stake', { money: 17, ante: 2, bossBlind: 'The Hook' });
    const opened = unwrap(transitionWizard(game, { type: 'START_LOAD' }));
    const answered = unwrap(transitionWizard(opened, { type: 'CHOOSE_DECK', deck: 'Red Deck' }));
    const cancelled = unwrap(
      withFrozen(answered, (at) => transitionWizard(at, { type: 'CANCEL' })),
    );
    expect(cancelled).toEqual({ ...game, loadDraft: null });
    const back = unwrap(transitionWizard(opened, { type: 'BACK' }));
    expect(back).toEqual({ ...game, loadDraft: null });
  });

  it('back from confirm skips the boss step on a Small or Big Blind', () => {
    const confirm = run([
      ...toMoney,
      { type: 'CHOOSE_ROUND', blindType: 'big' },
      { type: 'ENTER_MONEY', input: '5' },
    ]);
    expect(unwrap(transitionWizard(confirm, { type: 'BACK' })).stage).toBe('load-game-money');
  });
});
