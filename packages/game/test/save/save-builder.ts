// Saves written by the tests themselves: a minimal run save in the shape 1.0.1o `save_run`
// writes (cardAreas, tags, GAME, STATE, BLIND, BACK, VERSION), with helpers for the cards in
// it. Each test overrides what it is about.
import { POKER_HAND_NAMES } from '../../src/data/vocabulary';
import { importSaveFile } from '../../src/save/import-save';
import type { SaveImport } from '../../src/save/types';
import { lua, writeSaveFile, type LuaInput } from './lua-writer';

type LuaObject = { [key: string]: LuaInput };

export function jokerCard(key: string, extra: LuaObject = {}, ability: LuaObject = {}): LuaObject {
  return {
    save_fields: { center: key },
    ability: { set: 'Joker', mult: 0, x_mult: 1, extra_value: 0, ...ability },
    cost: 6,
    sell_cost: 3,
    debuff: false,
    facing: 'front',
    ...extra,
  };
}

/** `suit` and `rank` as the game writes a card key: `S_A`, `H_T`, `D_9`. */
export function playingCard(cardKey: string, extra: LuaObject = {}): LuaObject {
  const [suitLetter = 'S', rankLetter = 'A'] = cardKey.split('_');
  const suits: Record<string, string> = { S: 'Spades', H: 'Hearts', C: 'Clubs', D: 'Diamonds' };
  const ranks: Record<string, string> = {
    T: '10',
    J: 'Jack',
    Q: 'Queen',
    K: 'King',
    A: 'Ace',
  };
  return {
    save_fields: { center: 'c_base', card: cardKey },
    base: { suit: suits[suitLetter] ?? suitLetter, value: ranks[rankLetter] ?? rankLetter },
    ability: { set: 'Default', perma_bonus: 0 },
    cost: 1,
    sell_cost: 1,
    debuff: false,
    facing: 'front',
    ...extra,
  };
}

export function centerCard(key: string, extra: LuaObject = {}): LuaObject {
  return { save_fields: { center: key }, ability: {}, cost: 3, sell_cost: 1, ...extra };
}

function area(cards: readonly LuaObject[], limit: number): LuaObject {
  return { cards, config: { card_limit: limit, card_count: cards.length } };
}

export interface RunSaveInput {
  readonly state?: number;
  readonly version?: string;
  readonly back?: string;
  readonly stake?: number;
  readonly dollars?: number;
  readonly ante?: number;
  readonly blindAnte?: number;
  readonly blindOnDeck?: string;
  readonly blindStates?: LuaObject;
  readonly boss?: string;
  readonly blind?: LuaObject;
  readonly jokers?: readonly LuaObject[];
  readonly jokerLimit?: number;
  readonly consumables?: readonly LuaObject[];
  readonly hand?: readonly LuaObject[];
  readonly deck?: readonly LuaObject[];
  readonly shop?: { jokers?: LuaObject[]; vouchers?: LuaObject[]; boosters?: LuaObject[] };
  readonly vouchers?: readonly string[];
  readonly hands?: LuaObject;
  readonly game?: LuaObject;
  readonly currentRound?: LuaObject;
  readonly tags?: readonly string[];
  /** `round_resets.blind_tags`: the Tag keys under the Small and Big Blind. */
  readonly blindTags?: LuaObject;
}

export function buildRunSave(input: RunSaveInput = {}): LuaObject {
  const hands = Object.fromEntries(
    POKER_HAND_NAMES.map((hand) => [hand, { level: 1, played: 0, played_this_round: 0 }]),
  );
  const cardAreas: LuaObject = {
    jokers: area(input.jokers ?? [], input.jokerLimit ?? 5),
    consumeables: area(input.consumables ?? [], 2),
    hand: area(input.hand ?? [], 8),
    deck: area(input.deck ?? [], 52),
    discard: area([], 500),
    play: area([], 5),
  };
  if (input.shop) {
    cardAreas.shop_jokers = area(input.shop.jokers ?? [], 2);
    cardAreas.shop_vouchers = area(input.shop.vouchers ?? [], 1);
    cardAreas.shop_booster = area(input.shop.boosters ?? [], 2);
  }
  return {
    STATE: input.state ?? 1,
    VERSION: input.version ?? '1.0.1o-FULL',
    BACK: { name: 'Red Deck', key: input.back ?? 'b_red' },
    BLIND: input.blind ?? { name: 'Small Blind', config_blind: 'bl_small', chips: 300 },
    tags: (input.tags ?? []).map((key) => ({ key, tally: 1 })),
    cardAreas,
    GAME: {
      dollars: input.dollars ?? 4,
      stake: input.stake ?? 1,
      round: 1,
      chips: 0,
      blind_on_deck: input.blindOnDeck ?? 'Small',
      starting_deck_size: 52,
      used_vouchers: Object.fromEntries((input.vouchers ?? []).map((key) => [key, true])),
      hands: { ...hands, ...input.hands },
      round_resets: {
        ante: input.ante ?? 1,
        blind_ante: input.blindAnte ?? input.ante ?? 1,
        blind_states: input.blindStates ?? { Small: 'Current', Big: 'Upcoming', Boss: 'Upcoming' },
        blind_choices: { Small: 'bl_small', Big: 'bl_big', Boss: input.boss ?? 'bl_hook' },
        blind_tags: input.blindTags ?? { Small: 'tag_rare', Big: 'tag_charm' },
        hands: 4,
        discards: 3,
      },
      current_round: {
        hands_left: 4,
        discards_left: 3,
        reroll_cost: 5,
        reroll_cost_increase: 0,
        ...input.currentRound,
      },
      pseudorandom: { seed: 'TESTSEED' },
      ...input.game,
    },
  };
}

export function saveFile(input: RunSaveInput = {}): Uint8Array {
  return writeSaveFile(lua(buildRunSave(input)));
}

/** Imports a built save and fails the test when the import fails. */
export function importBuilt(input: RunSaveInput = {}): SaveImport {
  const outcome = importSaveFile(saveFile(input));
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.value;
}
