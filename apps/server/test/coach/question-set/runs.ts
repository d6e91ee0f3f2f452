// The runs the question set asks about, built only with the game's run functions, and the
// shape of one question: its run, cards, earlier questions and the facts its answer must hold.
import {
  addJoker,
  addShopItem,
  createRun,
  setHandLevel,
  type JokerInput,
  type RunResult,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import { cards } from '../builtin/run-fixtures';

export const CATEGORIES = [
  'target',
  'interest',
  'best play',
  'compare plays',
  'beat the blind',
  'shop',
  'afford',
  'sell value',
  'reroll',
  'synergy',
  'boss counter',
  'bosses of an ante',
  'hand level',
  'which planet',
  'deck rule',
  'stake rule',
  'card effect',
  'skip or play',
  'strategy',
  'ante plan',
  'what the coach can do',
  'follow-up',
  'draws',
  'limits',
  'game words',
  'why',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface QuestionCase {
  readonly category: Category;
  readonly message: string;
  readonly run: RunState;
  readonly hand?: readonly ScenarioCard[];
  /** The player's earlier questions in the chat, oldest first. */
  readonly earlier?: readonly string[];
  /** Words and numbers the answer must contain, each derived from the game's data here. */
  readonly expects: readonly string[];
  /** What the answer's first line must say (verdict first). */
  readonly verdict?: string;
}

function unwrap<T>(result: RunResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.code}`);
  return result.value;
}

function withJokers(run: RunState, jokers: readonly JokerInput[]): RunState {
  return jokers.reduce((current, joker) => unwrap(addJoker(current, joker)), run);
}

function withShop(run: RunState, items: readonly Parameters<typeof addShopItem>[1][]): RunState {
  return items.reduce((current, item) => unwrap(addShopItem(current, item)), run);
}

/** 16,500 → "16,500"; 1.5 → "1.5": numbers as a player reads them. */
export function fmt(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export function usd(value: number): string {
  return `$${fmt(value)}`;
}

/** A Flush build at the Big Blind of ante 3: The Tribe and Droll Joker, Flush at level 2. */
export const FLUSH_RUN: RunState = withShop(
  unwrap(
    setHandLevel(
      withJokers(createRun('Red Deck', 'White Stake', { ante: 3, round: 2, money: 14 }), [
        { name: 'The Tribe' },
        { name: 'Droll Joker' },
      ]),
      'Flush',
      2,
    ),
  ),
  [
    { type: 'Joker', name: 'Blueprint' },
    { type: 'Planet', name: 'Jupiter' },
    { type: 'Joker', name: 'Sly Joker' },
  ],
);
export const FLUSH_HAND = cards('Kh 9h 7h 4h 2h Ks 3c 5d');

/** A Pair build facing The Wall at ante 5 on Green Stake, with $30. */
export const WALL_RUN: RunState = withJokers(
  createRun('Blue Deck', 'Green Stake', { ante: 5, round: 3, bossBlind: 'The Wall', money: 30 }),
  [{ name: 'Jolly Joker' }, { name: 'The Duo' }, { name: 'Blueprint' }],
);
export const WALL_HAND = cards('Ks Kh Kd 4c 7s 2d 9h Qc');

/** Chicot owned at The Needle, ante 6 on Purple Stake with Plasma Deck. */
export const NEEDLE_RUN: RunState = withJokers(
  createRun('Plasma Deck', 'Purple Stake', {
    ante: 6,
    round: 3,
    bossBlind: 'The Needle',
    money: 8,
  }),
  [{ name: 'Chicot' }, { name: 'Baron' }, { name: 'Mime' }],
);
export const NEEDLE_HAND = cards('Kh Ks Qd 10c 5s 5d 8h 2c');

/** A fresh Yellow Deck run on Red Stake: $14, no Jokers, no cards entered. */
export const FRESH_RUN: RunState = createRun('Yellow Deck', 'Red Stake');

/** Chicot at The Wall, ante 5 on White Stake. */
export const CHICOT_RUN: RunState = withJokers(
  createRun('Red Deck', 'White Stake', { ante: 5, round: 3, bossBlind: 'The Wall', money: 9 }),
  [{ name: 'Chicot' }],
);
