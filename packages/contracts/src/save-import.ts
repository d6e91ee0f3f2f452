// Importing the game's save file: what `POST /api/saves/parse` answers, and what the
// web's preview and `npm run save` show. The TypeScript types live in @jokerwise/game; the
// `satisfies` clauses keep the schemas in step with them. Every list is bounded by the caps
// the import itself applies (SAVE_IMPORT_CAPS), so a hostile file gives a small answer.
import {
  JOKER_NAMES,
  MAX_SAVE_COUNT,
  MAX_SKIPPED_ITEMS,
  MAX_UNKNOWN_KEYS,
  POKER_HAND_NAMES,
  SAVE_AREAS,
  SAVE_ERROR_CODES,
  SAVE_GAME_STATES,
  SAVE_IMPORT_CAPS,
  SAVE_LIMITS,
  SAVE_NOTICE_CODES,
  SKIP_REASONS,
  TAG_NAMES,
  type HandRecord,
  type PokerHandName,
  type SaveImport,
  type SaveImportExtras,
  type SavedJokerDetail,
} from '@jokerwise/game';
import { z } from 'zod';
import {
  bestPlayScenarioSchema,
  jokerStateSchema,
  scenarioCardSchema,
} from './calculator-scenario';
import { nameEnum } from './name-enum';
import { runStateSchema } from './run-state';

/** The largest save file the API and the web accept (the import's own input bound). */
export const MAX_SAVE_FILE_BYTES = SAVE_LIMITS.maxFileBytes;
/** The API takes the file's bytes as they are. */
export const SAVE_FILE_CONTENT_TYPE = 'application/octet-stream';

const count = z.number().int().min(0).max(MAX_SAVE_COUNT);
const smallCount = count.max(10_000);
const shortText = z.string().max(100);

const handRecordSchema = z.object(
  Object.fromEntries(POKER_HAND_NAMES.map((hand) => [hand, count])) as Record<
    PokerHandName,
    typeof count
  >,
) satisfies z.ZodType<HandRecord>;

const savedJokerDetailSchema = z.object({
  name: nameEnum(JOKER_NAMES, 'Joker'),
  sellValue: count,
  debuffed: z.boolean(),
  state: jokerStateSchema.optional(),
  perishRoundsLeft: count.optional(),
}) satisfies z.ZodType<SavedJokerDetail>;

export const saveImportExtrasSchema = z.object({
  gameVersion: z.string().max(100),
  gameState: z.enum(SAVE_GAME_STATES),
  gameRound: count,
  handsLeft: smallCount,
  discardsLeft: smallCount,
  handLevels: handRecordSchema,
  handsPlayed: handRecordSchema,
  handsPlayedThisRound: handRecordSchema,
  jokers: z.array(savedJokerDetailSchema).max(SAVE_IMPORT_CAPS.jokers),
  deck: z.array(scenarioCardSchema).max(SAVE_IMPORT_CAPS.deckCards),
  fullDeckSize: smallCount,
  blindChips: count.nullable(),
  isBossDisabled: z.boolean(),
  tags: z.array(nameEnum(TAG_NAMES, 'tag')).max(SAVE_IMPORT_CAPS.tags),
  rerollCost: count.nullable(),
  faceDownInHand: smallCount,
  challenge: z.string().max(100).nullable(),
  seed: z.string().max(100).nullable(),
}) satisfies z.ZodType<SaveImportExtras>;

export const saveImportSchema = z.object({
  state: runStateSchema,
  hand: z.array(scenarioCardSchema).max(SAVE_IMPORT_CAPS.handCards),
  extras: saveImportExtrasSchema,
  skipped: z
    .array(z.object({ area: z.enum(SAVE_AREAS), item: shortText, reason: z.enum(SKIP_REASONS) }))
    .max(MAX_SKIPPED_ITEMS),
  notices: z
    .array(
      z.object({
        code: z.enum(SAVE_NOTICE_CODES),
        message: z.string(),
        keys: z.array(shortText).max(MAX_UNKNOWN_KEYS),
      }),
    )
    .max(SAVE_NOTICE_CODES.length),
}) satisfies z.ZodType<SaveImport>;

/**
 * The answer to a save file: the import, and the calculator scenario of the hand in it (best
 * play form), null when the game was saved with no cards in hand.
 */
export const saveParseResponseSchema = z.object({
  import: saveImportSchema,
  scenario: bestPlayScenarioSchema.nullable(),
});
export type SaveParseResponse = z.infer<typeof saveParseResponseSchema>;

/** A failed import names the import's code (one of SAVE_ERROR_CODES). */
export const saveErrorCodeSchema = z.enum(SAVE_ERROR_CODES);
