// The one entry for a save file: bytes in, the imported run or a coded failure out. Pure: the caller reads the file (browser, CLI or API) and hands over its bytes.
import { ok } from '../result';
import { saveErr, type SaveOutcome } from './errors';
import { inflateSave, isPlainSaveText } from './inflate-save';
import { SAVE_LIMITS, type SaveLimits } from './limits';
import { getNumber, getString, getTable, type LuaTable } from './lua-table';
import { GAME_OVER_STATE, mapRunSave } from './map-run';
import { parseLuaTable } from './parse-lua-table';
import type { SaveImport } from './types';

/** Keys that only the game's other files hold (the game's save manager and globals, version 1.0.1o). */
const PROFILE_KEYS = ['career_stats', 'high_scores', 'progress', 'joker_usage', 'deck_usage'];
const META_KEYS = ['unlocked', 'discovered', 'alerted'];
const SETTINGS_KEYS = ['GRAPHICS', 'SOUND', 'WINDOW', 'language', 'tutorial_progress'];
const RUN_KEYS = ['STATE', 'VERSION', 'BACK', 'BLIND', 'cardAreas'];

/** Builds this import reads: 1.0.0 and 1.0.1 (`G.VERSION` "1.0.1o-FULL"). */
const SUPPORTED_VERSION = /^1\.0\.\d+[a-z]*(?:-[A-Za-z]+)?$/;

const hasAnyKey = (table: LuaTable, keys: readonly string[]) => keys.some((key) => table.has(key));

/** Which file this table is: a run save, another of the game's files, or nothing known. */
function classify(root: LuaTable): SaveOutcome<LuaTable> {
  if (getTable(root, 'GAME') && getTable(root, 'cardAreas')) return ok(root);
  if (hasAnyKey(root, PROFILE_KEYS)) return saveErr('PROFILE_FILE');
  if (hasAnyKey(root, SETTINGS_KEYS)) return saveErr('SETTINGS_FILE');
  if (root.size > 0 && [...root.keys()].every((key) => META_KEYS.includes(String(key)))) {
    return saveErr('META_FILE');
  }
  if (root.size === 0 || hasAnyKey(root, RUN_KEYS)) return saveErr('NO_RUN_IN_PROGRESS');
  return saveErr('NOT_A_SAVE_FILE');
}

/** The unpacked table text: raw DEFLATE, or plain text as the game also reads. */
function readText(bytes: Uint8Array, limits: SaveLimits): SaveOutcome<Uint8Array> {
  if (bytes.length > limits.maxFileBytes) return saveErr('SAVE_TOO_LARGE');
  if (bytes.length === 0) return saveErr('NOT_A_SAVE_FILE', 'the file is empty');
  if (isPlainSaveText(bytes)) {
    return bytes.length > limits.maxTextBytes ? saveErr('SAVE_INFLATES_TOO_LARGE') : ok(bytes);
  }
  return inflateSave(bytes, limits);
}

/** Reads the table a save file holds, whatever file it is (tests and tools use it). */
export function readSaveTable(
  bytes: Uint8Array,
  limits: SaveLimits = SAVE_LIMITS,
): SaveOutcome<LuaTable> {
  const text = readText(bytes, limits);
  return text.ok ? parseLuaTable(text.value, limits) : text;
}

/**
 * Imports the run in a Balatro save file (`save.jkr`): the run state, the cards in hand for
 * the calculator, the extras the run state has no field for, and what was left out.
 */
export function importSaveFile(
  bytes: Uint8Array,
  limits: SaveLimits = SAVE_LIMITS,
): SaveOutcome<SaveImport> {
  const table = readSaveTable(bytes, limits);
  if (!table.ok) return table;
  const run = classify(table.value);
  if (!run.ok) return run;
  const version = getString(run.value, 'VERSION');
  if (version === undefined) return saveErr('UNSUPPORTED_VERSION', 'the save names no version');
  if (!SUPPORTED_VERSION.test(version)) {
    return saveErr('UNSUPPORTED_VERSION', `version ${version.slice(0, 40)}`);
  }
  if (getNumber(run.value, 'STATE') === GAME_OVER_STATE) return saveErr('NO_RUN_IN_PROGRESS');
  return ok(mapRunSave(run.value, version));
}
