// The setup and load-game wizards as one state machine over the run:
// (run, event) => run | error (spec 001 §2 "Setup wizard", "Load-game wizard", §4 "Wizard").

import {
  getDeck,
  type BlindType,
  type BossBlindName,
  type DeckName,
  type StakeName,
} from '../data';
import { isBossAvailable } from './bosses';
import { getRunCapacity, withVouchers } from './capacity';
import { createRun, getRoundForBlindType, getStartingMoney } from './create-run';
import { parseLoadGameMoney, parseStartingMoney, type NumericInput } from './parse-money';
import { err, ok, type Result } from './result';
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
  | { readonly type: 'CANCEL' };

export type WizardEventType = WizardEvent['type'];

type Handler<E extends WizardEvent> = (run: RunState, event: E) => Result<RunState>;
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
): Result<RunState> {
  return ok({ ...run, stage, loadDraft: { ...draftOf(run), ...change } });
}

/**
 * Loading keeps the Jokers, vouchers and consumables already recorded (the confirm step shows
 * "joker count out of 5"), empties the shop and clears the tracker (spec 001 §4 "Loading a
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

const TRANSITIONS: { readonly [S in RunState['stage']]: StageHandlers } = {
  initial: {
    BEGIN: (run) => ok({ ...run, stage: 'deck-setup' }),
    START_LOAD: (run) => toLoadStage(run, 'load-game-deck', {}),
  },
  // Setup answers rebuild the run so its limits always match the chosen deck and stake.
  'deck-setup': {
    CHOOSE_DECK: (run, { deck }) => ok(createRun(deck, run.stake, { stage: 'stake-setup' })),
  },
  'stake-setup': {
    CHOOSE_STAKE: (run, { stake }) =>
      ok(createRun(run.deck, stake, { stage: 'money-setup', money: run.money })),
  },
  'money-setup': {
    ENTER_MONEY: (run, { input }) => {
      const money = parseStartingMoney(input, getStartingMoney(run.deck));
      return ok({ ...run, stage: 'boss-setup', money });
    },
  },
  'boss-setup': {
    CHOOSE_BOSS: (run, { boss }) => {
      if (!isBossAvailable(boss, run.ante)) return err('BOSS_NOT_AVAILABLE');
      return ok(createRun(run.deck, run.stake, { money: run.money, bossBlind: boss }));
    },
  },
  playing: {
    START_LOAD: (run) => toLoadStage({ ...run, loadDraft: null }, 'load-game-deck', {}),
  },
  'load-game-deck': {
    CHOOSE_DECK: (run, { deck }) => toLoadStage(run, 'load-game-stake', { deck }),
  },
  'load-game-stake': {
    CHOOSE_STAKE: (run, { stake }) => toLoadStage(run, 'load-game-ante', { stake }),
  },
  'load-game-ante': {
    CHOOSE_ANTE: (run, { ante }) =>
      Number.isInteger(ante) && ante >= LOAD_ANTE_MIN && ante <= LOAD_ANTE_MAX
        ? toLoadStage(run, 'load-game-round', { ante })
        : err('ANTE_OUT_OF_RANGE'),
  },
  'load-game-round': {
    CHOOSE_ROUND: (run, { blindType }) => toLoadStage(run, 'load-game-money', { blindType }),
  },
  'load-game-money': {
    // The boss step comes only for a Boss round (spec 001 §4 "Wizard").
    ENTER_MONEY: (run, { input }) =>
      toLoadStage(run, draftOf(run).blindType === 'boss' ? 'load-game-boss' : 'load-game-confirm', {
        money: parseLoadGameMoney(input),
        bossBlind: null,
      }),
  },
  'load-game-boss': {
    CHOOSE_BOSS: (run, { boss }) =>
      isBossAvailable(boss, draftOf(run).ante)
        ? toLoadStage(run, 'load-game-confirm', { bossBlind: boss })
        : err('BOSS_NOT_AVAILABLE'),
  },
  'load-game-confirm': {
    CONFIRM: (run) => ok(loadRun(run, draftOf(run))),
    // spec 001 §4: "Cancel on confirm returns to initial".
    CANCEL: (run) => ok({ ...run, stage: 'initial', loadDraft: null }),
  },
};

/** The events the current stage accepts, e.g. to enable buttons. */
export function getAllowedWizardEvents(run: RunState): readonly WizardEventType[] {
  return Object.keys(TRANSITIONS[run.stage]) as WizardEventType[];
}

export function transitionWizard(run: RunState, event: WizardEvent): Result<RunState> {
  const handler = TRANSITIONS[run.stage][event.type] as Handler<WizardEvent> | undefined;
  return handler === undefined ? err('INVALID_TRANSITION') : handler(run, event);
}

/** The confirm step's summary (spec 001 §2: deck, stake, ante, round, money, jokers of 5, boss). */
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
