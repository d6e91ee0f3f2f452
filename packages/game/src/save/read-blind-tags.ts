// The Tags on offer for skipping this ante's Small and Big Blind (`round_resets.blind_tags`).
// The game draws the next ante's pair at the cash-out after its Boss Blind, so a save made
// between the boss and that cash-out (`blind_ante` behind `ante`) still holds the old ante's
// pair: then neither is known. A blind already played or skipped offers nothing.
import { NO_BLIND_TAGS } from '../run/blind-tags';
import type { BlindTags } from '../run/types';
import type { ImportLog } from './import-log';
import { getNumber, getString, getTable, type LuaTable } from './lua-table';
import { lookupSaveKey } from './save-keys';

/** A blind in one of these states is behind the run: played or passed for its Tag. */
export const DONE_BLIND_STATES = ['Defeated', 'Skipped'];

/** False between a Boss Blind and its cash-out, when `ante` has moved on and `blind_ante` not. */
export function isSameAnte(resets: LuaTable | undefined): boolean {
  const blindAnte = getNumber(resets, 'blind_ante');
  return blindAnte === undefined || blindAnte === getNumber(resets, 'ante');
}

export function readBlindTags(resets: LuaTable | undefined, log: ImportLog): BlindTags {
  if (!isSameAnte(resets)) return NO_BLIND_TAGS;
  const states = getTable(resets, 'blind_states');
  const keys = getTable(resets, 'blind_tags');
  const read = (blind: 'Small' | 'Big') => {
    const key = getString(keys, blind);
    if (key === undefined || DONE_BLIND_STATES.includes(getString(states, blind) ?? '')) {
      return null;
    }
    const tag = lookupSaveKey(key, 'tag');
    if (tag === undefined) log.skip('tags', key, 'UNKNOWN_KEY');
    return tag?.name ?? null;
  };
  return { small: read('Small'), big: read('Big') };
}
