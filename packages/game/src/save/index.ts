// Reading the game's save file (docs/decisions/017-save-import-parser.md).
export { importSaveFile, readSaveTable } from './import-save';
export { applySaveImport } from './apply-import';
export { toSaveScenario } from './save-scenario';
export {
  SAVE_ERROR_CODES,
  SAVE_ERROR_MESSAGES,
  type SaveError,
  type SaveErrorCode,
  type SaveOutcome,
} from './errors';
export { MAX_SAVE_COUNT, SAVE_IMPORT_CAPS, SAVE_LIMITS, type SaveLimits } from './limits';
export {
  SAVE_KEYS,
  SAVE_SEALS,
  SAVE_STICKERS,
  lookupSaveKey,
  type SaveKeyTarget,
} from './save-keys';
export { isLuaTable, type LuaKey, type LuaTable, type LuaValue } from './lua-table';
export { MAX_SKIPPED_ITEMS, MAX_UNKNOWN_KEYS } from './import-log';
export {
  type HandRecord,
  SAVE_AREAS,
  SAVE_GAME_STATES,
  SAVE_NOTICE_CODES,
  type SaveArea,
  type SavedJokerDetail,
  type SaveGameState,
  type SaveImport,
  type SaveImportExtras,
  type SaveNotice,
  type SaveNoticeCode,
  SKIP_REASON_MESSAGES,
  SKIP_REASONS,
  type SkippedSaveItem,
  type SkipReason,
} from './types';
