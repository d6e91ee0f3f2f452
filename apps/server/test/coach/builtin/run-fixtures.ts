// Run states for the coach's golden tests, built only with the game's run functions
// (createRun, addJoker, addShopItem ...), and cards written the way the calculator holds them.
import {
  addJoker,
  createRun,
  type CreateRunOptions,
  type DeckName,
  RANKS,
  type JokerInput,
  type JokerName,
  type RunResult,
  type RunState,
  type ScenarioCard,
  type StakeName,
  type Suit,
} from '@jokerwise/game';
import { answerQuestion } from '../../../src/modules/coach/builtin';

/** The value of a run change that must succeed; the message names the failure code. */
export function unwrap<T>(result: RunResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.code}`);
  return result.value;
}

/** Frozen inputs prove the coach never mutates the run or the hand (docs/guiding-principles.md). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function buildRun(
  deck: DeckName,
  stake: StakeName,
  options: CreateRunOptions & { readonly jokers?: readonly JokerInput[] } = {},
): RunState {
  const { jokers = [], ...runOptions } = options;
  return jokers.reduce(
    (run, joker) => unwrap(addJoker(run, joker)),
    createRun(deck, stake, runOptions),
  );
}

/** Applies run changes in order: `apply(run, (r) => addShopItem(r, ...), ...)`. */
export function apply(
  run: RunState,
  ...changes: readonly ((run: RunState) => RunResult<RunState> | RunState)[]
): RunState {
  return changes.reduce((current, change) => {
    const next = change(current);
    return 'ok' in next ? unwrap(next) : next;
  }, run);
}

const SUITS: Readonly<Record<string, Suit>> = {
  s: 'spades',
  h: 'hearts',
  c: 'clubs',
  d: 'diamonds',
};

/** "Kh 9h 7h" → King of Hearts, 9 of Hearts, 7 of Hearts. */
export function cards(text: string): ScenarioCard[] {
  return text.split(' ').map((code) => {
    const suit = SUITS[code.slice(-1)];
    const rank = RANKS.find((name) => name === code.slice(0, -1).toUpperCase());
    if (suit === undefined || rank === undefined) throw new Error(`bad card ${code}`);
    return { rank, suit };
  });
}

/** A question asked of a Red Deck, White Stake run owning these Jokers, with no cards in hand. */
export function askWithJokers(jokers: readonly JokerName[], message: string): string {
  return answerQuestion({
    message,
    run: buildRun('Red Deck', 'White Stake', { jokers: jokers.map((name) => ({ name })) }),
    hand: [],
  });
}
