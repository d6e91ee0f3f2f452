// The fixture `v1.0.1f-six-jokers-in-hand.jkr` is the real v1.0.1f save moved to the moment a
// blind starts: the next ante's Small Blind is being played and the top cards of the draw pile
// are in hand. This is how it was made; derive-fixture.test.ts checks the committed file still
// is exactly this, so the fixture cannot drift from its description (fixtures/saves/README.md).
import { isLuaTable, type LuaKey, type LuaTable, type LuaValue } from '../../src/save/lua-table';
import { lua } from './lua-writer';

type MutableTable = Map<LuaKey, LuaValue>;

function cloneTable(table: LuaTable): MutableTable {
  return new Map(
    [...table].map(([key, value]): [LuaKey, LuaValue] => [
      key,
      isLuaTable(value) ? cloneTable(value) : value,
    ]),
  );
}

function at(table: MutableTable, ...path: string[]): MutableTable {
  let current = table;
  for (const key of path) {
    const next = current.get(key);
    if (!(next instanceof Map)) throw new Error(`no table at ${path.join('.')}`);
    current = next;
  }
  return current;
}

export const IN_HAND_CARD_COUNT = 9;
export const IN_HAND_BOSS_KEY = 'bl_wall';
export const IN_HAND_BLIND_CHIPS = 230_000;

export function deriveSelectingHandSave(real: LuaTable): LuaTable {
  const save = cloneTable(real);
  save.set('STATE', 1);
  const game = at(save, 'GAME');
  game.set('blind_on_deck', 'Small');
  game.set('chips', 0);
  const resets = at(game, 'round_resets');
  resets.set('blind_ante', resets.get('ante') ?? 1);
  resets.set('blind_states', lua({ Small: 'Current', Big: 'Upcoming', Boss: 'Upcoming' }));
  resets.set('blind_choices', lua({ Small: 'bl_small', Big: 'bl_big', Boss: IN_HAND_BOSS_KEY }));
  // A new blind: no hand played in it yet.
  for (const hand of at(game, 'hands').values()) {
    if (hand instanceof Map) hand.set('played_this_round', 0);
  }
  const round = at(game, 'current_round');
  round.set('hands_left', resets.get('hands') ?? 4);
  round.set('discards_left', resets.get('discards') ?? 3);
  save.set(
    'BLIND',
    lua({
      name: 'Small Blind',
      config_blind: 'bl_small',
      chips: IN_HAND_BLIND_CHIPS,
      mult: 1,
      dollars: 0,
      boss: false,
      disabled: false,
    }),
  );
  const deck = at(save, 'cardAreas', 'deck', 'cards');
  const hand = at(save, 'cardAreas', 'hand', 'cards');
  const last = deck.size;
  for (let index = 1; index <= IN_HAND_CARD_COUNT; index += 1) {
    const card = deck.get(last - IN_HAND_CARD_COUNT + index);
    if (!(card instanceof Map)) throw new Error('the deck is shorter than a hand');
    deck.delete(last - IN_HAND_CARD_COUNT + index);
    card.set('facing', 'front');
    card.set('sprite_facing', 'front');
    hand.set(index, card);
  }
  return save;
}
