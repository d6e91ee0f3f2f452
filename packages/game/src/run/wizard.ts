// The setup and load-game wizards as one state machine over the run:
// (run, event) => run | error (docs/product/workspace.md "Setup wizard", "Load-game wizard", "Wizard").

import { getDeck, type DeckName } from '../data/decks';
import type { BlindType } from '../data/vocabulary';
import type { BossBlindName } from '../data/bosses';
import type { StakeName } from '../data/stakes';
import { isBossAvailable } from './bosses';
import { getRunCapacity, withVouchers } from './capacity';
import { createRun, getRoundForBlindType, getStartingMoney } from './create-run';
import { parseLoadGameMoney, parseStartingMoney, type NumericInput } from './parse-money';
import { err, ok } from '../result';
import type { RunResult } from './result';
import { LOAD_ANTE_MAX, LOAD_ANTE_MIN, type LoadGameDraft, type RunState } from './types';

export type WizardEvent =
  /** 'The Journey Begins' on the initial screen. */
  | { readonly type: 'BEGIN' }
  /** Load Game, offered from the New Game tab (and the initial screen). */
  | { readonly type: 'START_LOAD' }
  | { readonly type: 'CHOOSE_DECK'; readonly deck: DeckName }
  | { readonly type: 'CHOOSE_STAKE'; readonly stake: StakeName }
  | { readonly type: 'CHOOSE_ANTE'; readonly ante: number }
  | { readonly type: 'CHOOSE_ROUND'; readonly blindType: BlindType }
  | { readonly type: 'ENTER_MONEY'; readonly input: NumericInput }
  | { readonly type: 'CHOOSE_BOSS'; readonly boss: BossBlindName }
  /** 'Load This Game State'. */
  | { readonly type: 'CONFIRM' }
  /** Leaves the load-game wizard: back to the running game it was opened over, if any. */
  | { readonly type: 'CANCEL' }
  /** The previous step of either wizard. */
  | { readonly type: 'BACK' };

export type WizardEventType = WizardEvent['type'];

type Handler<E extends WizardEvent> = (run: RunState, event: E) => RunResult<RunState>;
type StageHandlers = {
  readonly [T in WizardEventType]?: Handler<Extract<WizardEvent, { type: T }>>;
};

function draftOf(run: RunState): LoadGameDraft {
  return (
    run.loadDraft ?? {
      deck: run.deck,
      stake: run.stake,
      ante: LOAD_ANTE_MIN,
      blindType: 'small',
      money: 0,
      bossBlind: null,
    }
  );
}

function toLoadStage(
  run: RunState,
  stage: RunState['stage'],
  change: Partial<LoadGameDraft>,
): RunResult<RunState> {
  return ok({ ...run, stage, loadDraft: { ...draftOf(run), ...change } });
}

/**
 * Loading keeps the Jokers, vouchers and consumables already recorded (the confirm step shows
 * "joker count out of 5"), empties the shop and clears the tracker (docs/product/workspace.md "Loading a
 * game": Small = round 1, Big = 2, Boss = 3).
 */
function loadRun(run: RunState, draft: LoadGameDraft): RunState {
  const fresh = createRun(draft.deck, draft.stake, {
    money: draft.money,
    ante: draft.ante,
    round: getRoundForBlindType(draft.blindType),
    bossBlind: draft.bossBlind,
  });
  const vouchers = [...new Set([...fresh.vouchers, ...run.vouchers])];
  return withVouchers({ ...fresh, jokers: run.jokers, consumables: run.consumables }, vouchers);
}

function toStage(stage: RunState['stage']): (run: RunState) => RunResult<RunState> {
  return (run) => ok({ ...run, stage });
}

/**
 * Cancel (and Back from the first step) of the load-game wizard. Loading only changes the run
 * on Confirm, so a game the wizard was opened over is still whole and play resumes; otherwise
 * docs/product/workspace.md: "Cancel on confirm returns to initial".
 */
function cancelLoad(run: RunState): RunResult<RunState> {
  const stage = run.loadDraft?.startedWhilePlaying === true ? 'playing' : 'initial';
  return ok({ ...run, stage, loadDraft: null });
}

const TRANSITIONS: { readonly [S in RunState['stage']]: StageHandlers } = {
  initial: {
    BEGIN: (run) => ok({ ...run, stage: 'deck-setup' }),
    START_LOAD: (run) => toLoadStage(run, 'load-game-deck', {}),
  },
  // Setup answers rebuild the run so its limits always match the chosen deck and stake.
  'deck-setup': {
    CHOOSE_DECK: (run, { deck }) => ok(createRun(deck, run.stake, { stage: 'stake-setup' })),
    BACK: toStage('initial'),
  },
  'stake-setup': {
    CHOOSE_STAKE: (run, { stake }) =>
      ok(createRun(run.deck, stake, { stage: 'money-setup', money: run.money })),
    BACK: toStage('deck-setup'),
  },
  'money-setup': {
    ENTER_MONEY: (run, { input }) => {
      const money = parseStartingMoney(input, getStartingMoney(run.deck));
      return ok({ ...run, stage: 'boss-setup', money });
    },
    BACK: toStage('stake-setup'),
  },
  'boss-setup': {
    CHOOSE_BOSS: (run, { boss }) => {
      if (!isBossAvailable(boss, run.ante)) return err({ code: 'BOSS_NOT_AVAILABLE' });
      return ok(createRun(run.deck, run.stake, { money: run.money, bossBlind: boss }));
    },
    BACK: toStage('money-setup'),
  },
  playing: {
    START_LOAD: (run) =>
      toLoadStage({ ...run, loadDraft: null }, 'load-game-deck', { startedWhilePlaying: true }),
  },
  'load-game-deck': {
    CHOOSE_DECK: (run, { deck }) => toLoadStage(run, 'load-game-stake', { deck }),
    BACK: cancelLoad,
    CANCEL: cancelLoad,
  },
  'load-game-stake': {
    CHOOSE_STAKE: (run, { stake }) => toLoadStage(run, 'load-game-ante', { stake }),
    BACK: toStage('load-game-deck'),
    CANCEL: cancelLoad,
  },
  'load-game-ante': {
    CHOOSE_ANTE: (run, { ante }) =>
      Number.isInteger(ante) && ante >= LOAD_ANTE_MIN && ante <= LOAD_ANTE_MAX
        ? toLoadStage(run, 'load-game-round', { ante })
        : err({ code: 'ANTE_OUT_OF_RANGE' }),
    BACK: toStage('load-game-stake'),
    CANCEL: cancelLoad,
  },
  'load-game-round': {
    CHOOSE_ROUND: (run, { blindType }) => toLoadStage(run, 'load-game-money', { blindType }),
    BACK: toStage('load-game-ante'),
    CANCEL: cancelLoad,
  },
  'load-game-money': {
    // The boss step comes only for a Boss round (docs/product/workspace.md "Wizard").
    ENTER_MONEY: (run, { input }) =>
      toLoadStage(run, draftOf(run).blindType === 'boss' ? 'load-game-boss' : 'load-game-confirm', {
        money: parseLoadGameMoney(input),
        bossBlind: null,
      }),
    BACK: toStage('load-game-round'),
    CANCEL: cancelLoad,
  },
  'load-game-boss': {
    CHOOSE_BOSS: (run, { boss }) =>
      isBossAvailable(boss, draftOf(run).ante)
        ? toLoadStage(run, 'load-game-confirm', { bossBlind: boss })
        : err({ code: 'BOSS_NOT_AVAILABLE' }),
    BACK: toStage('load-game-money'),
    CANCEL: cancelLoad,
  },
  'load-game-confirm': {
    CONFIRM: (run) => ok(loadRun(run, draftOf(run))),
    CANCEL: cancelLoad,
    BACK: (run) =>
      ok({
        ...run,
        stage: draftOf(run).blindType === 'boss' ? 'load-game-boss' : 'load-game-money',
      }),
  },
};

/** The events the current stage accepts, e.g. to enable buttons. */
export function getAllowedWizardEvents(run: RunState): readonly WizardEventType[] {
  return Object.keys(TRANSITIONS[run.stage]) as WizardEventType[];
}

export function transitionWizard(run: RunState, event: WizardEvent): RunResult<RunState> {
  const handler = TRANSITIONS[run.stage][event.type] as Handler<WizardEvent> | undefined;
  return handler === undefined ? err({ code: 'INVALID_TRANSITION' }) : handler(run, event);
}

/** The confirm step's summary (docs/product/workspace.md: deck, stake, ante, round, money, jokers of 5, boss). */
export function getLoadGameSummary(
  run: RunState,
): (LoadGameDraft & { readonly jokerCount: number; readonly jokerSlots: number }) | null {
  if (run.loadDraft === null) return null;
  return {
    ...run.loadDraft,
    jokerCount: run.jokers.length,
    jokerSlots: getDeckJokerSlots(run.loadDraft.deck, run.loadDraft.stake),
  };
}

function getDeckJokerSlots(deck: DeckName, stake: StakeName): number {
  return getRunCapacity(deck, stake, getDeck(deck).modifiers.vouchers ?? []).jokerSlots;
}
