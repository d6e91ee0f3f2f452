// What each Joker's card shows, read from its saved `ability` table and the run, into the
// `state` the scoring engine reads (calculator-scenario.md, "What a Joker's state means").
// Each reader mirrors the card's text in 1.0.1o card.lua (`generate_UIBox_ability_table`,
// `loc_vars`): Ride the Bus shows `ability.mult`, Steel Joker `1 + extra × steel_tally`, The
// Idol the round's `current_round.idol_card`, and so on. Jokers whose value never changes have
// no reader: the engine knows their numbers.
import {
  POKER_HAND_NAMES,
  RANKS,
  SUITS,
  type PokerHandName,
  type Rank,
  type Suit,
} from '../data/vocabulary';
import type { JokerName } from '../data/jokers';
import type { JokerState } from '../scoring/scenario';
import { MAX_SAVE_COUNT } from './limits';
import { getNumber, getString, getTable, type LuaTable } from './lua-table';

export interface JokerStateContext {
  /** The Joker's `ability` table. */
  readonly ability: LuaTable | undefined;
  /** `G.GAME`. */
  readonly game: LuaTable | undefined;
  readonly jokerCount: number;
  /** Cards left in the draw pile. */
  readonly deckRemaining: number;
  /** Every playing card of the run (`#G.playing_cards`). */
  readonly fullDeckSize: number;
}

type StateReader = (context: JokerStateContext) => JokerState;

/** The game's rank words (`base.value`, `idol_card.rank`) in the vocabulary's spelling. */
export const SAVE_RANKS: { readonly [Value: string]: Rank } = {
  ...Object.fromEntries(RANKS.filter((rank) => /^\d+$/.test(rank)).map((rank) => [rank, rank])),
  Jack: 'J',
  Queen: 'Q',
  King: 'K',
  Ace: 'A',
};

/** `Spades` → `spades`. */
export function toSuit(value: string | undefined): Suit | undefined {
  const suit = value?.toLowerCase();
  return SUITS.find((known) => known === suit);
}

export function toRank(value: string | undefined): Rank | undefined {
  return value !== undefined && Object.hasOwn(SAVE_RANKS, value) ? SAVE_RANKS[value] : undefined;
}

function toHand(value: string | undefined): PokerHandName | undefined {
  return POKER_HAND_NAMES.find((hand) => hand === value);
}

/** A shown value: finite and not negative, as the scenario format bounds it. */
function shown(value: number | undefined): number | undefined {
  return value !== undefined && value >= 0 ? value : undefined;
}

function only(key: keyof JokerState, value: number | undefined): JokerState {
  const checked = shown(value);
  return checked === undefined ? {} : { [key]: checked };
}

const extraNumber = (ability: LuaTable | undefined, key: string) =>
  getNumber(getTable(ability, 'extra'), key);
const roundCard = (game: LuaTable | undefined, key: string) =>
  getTable(getTable(game, 'current_round'), key);

const multFromAbility: StateReader = ({ ability }) => only('mult', getNumber(ability, 'mult'));
const xmultFromAbility: StateReader = ({ ability }) => only('xmult', getNumber(ability, 'x_mult'));
const chipsFromExtra: StateReader = ({ ability }) => only('chips', extraNumber(ability, 'chips'));

/** `extra` is a number on some Jokers and a table on others; this is the number form. */
function extraScalar(ability: LuaTable | undefined, fallback: number): number {
  return getNumber(ability, 'extra') ?? fallback;
}

export const JOKER_STATE_READERS: Partial<Record<JokerName, StateReader>> = {
  'Ride the Bus': multFromAbility,
  'Green Joker': multFromAbility,
  'Spare Trousers': multFromAbility,
  'Ceremonial Dagger': multFromAbility,
  'Red Card': multFromAbility,
  'Flash Card': multFromAbility,
  Popcorn: multFromAbility,
  Swashbuckler: multFromAbility,
  'Fortune Teller': ({ game }) =>
    only('mult', getNumber(getTable(game, 'consumeable_usage_total'), 'tarot') ?? 0),
  'Abstract Joker': ({ ability, jokerCount }) => only('mult', extraScalar(ability, 3) * jokerCount),
  Erosion: ({ ability, game, fullDeckSize }) => {
    const starting = getNumber(game, 'starting_deck_size');
    if (starting === undefined) return {};
    return only('mult', Math.max(0, extraScalar(ability, 4) * (starting - fullDeckSize)));
  },
  Bootstraps: ({ ability, game }) => {
    const extra = getTable(ability, 'extra');
    const mult = getNumber(extra, 'mult') ?? 2;
    const per = getNumber(extra, 'dollars') ?? 5;
    const dollars = getNumber(game, 'dollars') ?? 0;
    return only('mult', mult * Math.max(0, Math.floor(dollars / per)));
  },
  Runner: chipsFromExtra,
  'Ice Cream': chipsFromExtra,
  'Square Joker': chipsFromExtra,
  'Wee Joker': chipsFromExtra,
  Castle: ({ ability, game }) => ({
    ...only('chips', extraNumber(ability, 'chips')),
    ...suitOf(roundCard(game, 'castle_card')),
  }),
  'Stone Joker': ({ ability }) =>
    only('chips', extraScalar(ability, 25) * (getNumber(ability, 'stone_tally') ?? 0)),
  'Blue Joker': ({ ability, deckRemaining }) =>
    only('chips', extraScalar(ability, 2) * deckRemaining),
  Bull: ({ ability, game }) =>
    only('chips', extraScalar(ability, 2) * Math.max(0, getNumber(game, 'dollars') ?? 0)),
  'Joker Stencil': xmultFromAbility,
  Constellation: xmultFromAbility,
  Madness: xmultFromAbility,
  Hologram: xmultFromAbility,
  Vampire: xmultFromAbility,
  Obelisk: xmultFromAbility,
  'Lucky Cat': xmultFromAbility,
  Campfire: xmultFromAbility,
  Throwback: xmultFromAbility,
  'Glass Joker': xmultFromAbility,
  'Hit the Road': xmultFromAbility,
  Ramen: xmultFromAbility,
  Yorick: xmultFromAbility,
  Canio: ({ ability }) => only('xmult', getNumber(ability, 'caino_xmult')),
  'Steel Joker': ({ ability }) =>
    only('xmult', 1 + extraScalar(ability, 0.2) * (getNumber(ability, 'steel_tally') ?? 0)),
  'Loyalty Card': ({ ability }) => countOf(getNumber(ability, 'loyalty_remaining')),
  "Driver's License": ({ ability }) => countOf(getNumber(ability, 'driver_tally') ?? 0),
  'The Idol': ({ game }) => {
    const card = roundCard(game, 'idol_card');
    const rank = toRank(getString(card, 'rank'));
    return { ...(rank ? { rank } : {}), ...suitOf(card) };
  },
  'Ancient Joker': ({ game }) => suitOf(roundCard(game, 'ancient_card')),
  'Mail-In Rebate': ({ game }) => {
    const rank = toRank(getString(roundCard(game, 'mail_card'), 'rank'));
    return rank ? { rank } : {};
  },
  'To Do List': ({ ability }) => {
    const hand = toHand(getString(ability, 'to_do_poker_hand'));
    return hand ? { hand } : {};
  },
};

function suitOf(card: LuaTable | undefined): JokerState {
  const suit = toSuit(getString(card, 'suit'));
  return suit ? { suit } : {};
}

function countOf(value: number | undefined): JokerState {
  const isCount = value !== undefined && Number.isInteger(value) && value >= 0;
  return isCount ? { count: Math.min(value, MAX_SAVE_COUNT) } : {};
}

/** What `name`'s card shows; undefined for Jokers whose card shows no changing value. */
export function readJokerState(
  name: JokerName,
  context: JokerStateContext,
): JokerState | undefined {
  const reader = JOKER_STATE_READERS[name];
  if (!reader) return undefined;
  const state = reader(context);
  return Object.keys(state).length > 0 ? state : undefined;
}
