import { z } from 'zod';
import { RECORDING_MAX_EVENTS_PER_BATCH } from './session-recording-limits';
import { PLAN_IDS } from './user';

// Session recording (docs/decisions/022-session-recording-privacy.md): masked rrweb events go
// in batches to our own endpoint, never from the browser to a third party.

/** rrweb's event types: DomContentLoaded 0 … Plugin 6. */
const RRWEB_EVENT_TYPE_MAX = 6;
/** Client clocks before 2020 or past 2100 are not clocks. */
const MIN_TIMESTAMP = Date.UTC(2020, 0, 1);
const MAX_TIMESTAMP = Date.UTC(2100, 0, 1);
const timestampSchema = z.number().int().min(MIN_TIMESTAMP).max(MAX_TIMESTAMP);

/** One rrweb event as docs/product/accounts.md lists it; the server knows the session and the user. */
export const recordingEventSchema = z.object({
  type: z.number().int().min(0).max(RRWEB_EVENT_TYPE_MAX),
  data: z.record(z.string(), z.unknown()),
  timestamp: timestampSchema,
});
export type RecordingEvent = z.infer<typeof recordingEventSchema>;

/**
 * Pages never recorded: staff pages (they show other people's data) and the checkout and billing
 * portal. The browser does not record them; the server refuses batches that claim them.
 */
export const RECORDING_EXCLUDED_PATH_PREFIXES = [
  '/admin',
  '/dev',
  '/email-diagnostic',
  '/sprite-test',
  '/asset-extractor',
  '/header-test',
  '/checkout',
  '/portal',
  '/subscribe',
] as const;

export function isRecordablePath(path: string): boolean {
  const lower = path.toLowerCase();
  return !RECORDING_EXCLUDED_PATH_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** A page path only: a query or fragment can carry a token, so it never reaches storage. */
export const recordingPathSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^\/[^?#\s]*$/, 'must be a path without query or fragment')
  .refine(isRecordablePath, 'is a page that is never recorded');

export const recordingMetadataSchema = z.object({
  integrationVersion: z.string().min(1).max(20),
  /** docs/product/accounts.md's "session recording URL": the page the batch was recorded on. */
  sessionRecordingUrl: recordingPathSchema,
  timestamp: timestampSchema,
  batchSize: z.number().int().min(1).max(RECORDING_MAX_EVENTS_PER_BATCH),
});
export type RecordingMetadata = z.infer<typeof recordingMetadataSchema>;

/** `<uuid>.<signature>`: issued by POST /api/session-recording/start, signed with APP_SECRET. */
export const recordingIdSchema = z
  .string()
  .max(120)
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,64}$/, 'must be an id from /start');

export const recordingBatchSchema = z
  .object({
    recordingId: recordingIdSchema,
    events: z.array(recordingEventSchema).min(1).max(RECORDING_MAX_EVENTS_PER_BATCH),
    metadata: recordingMetadataSchema,
  })
  .refine((batch) => batch.metadata.batchSize === batch.events.length, {
    path: ['metadata', 'batchSize'],
    message: 'must equal the number of events',
  });
export type RecordingBatch = z.infer<typeof recordingBatchSchema>;

export const recordingBatchResponseSchema = z.object({ stored: z.number().int() });

export const RECORDING_SKIP_REASONS = ['opted-out', 'do-not-track'] as const;

/** Either an id to record under, or why nothing may be recorded. */
export const startRecordingResponseSchema = z.discriminatedUnion('recording', [
  z.object({ recording: z.literal(true), recordingId: z.string() }),
  z.object({ recording: z.literal(false), reason: z.enum(RECORDING_SKIP_REASONS) }),
]);
export type StartRecordingResponse = z.infer<typeof startRecordingResponseSchema>;

export const recordingPreferenceSchema = z.object({ optedOut: z.boolean() });
export type RecordingPreference = z.infer<typeof recordingPreferenceSchema>;

export const RECORDINGS_PAGE_MAX = 100;

export const recordingListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECORDINGS_PAGE_MAX).default(50),
  /** The previous page's `nextCursor`: its last recording's start and id. */
  before: z
    .string()
    .max(80)
    .regex(/^[0-9TZ:.-]{20,30}_[0-9a-f-]{36}$/, 'must be a cursor from a previous page')
    .optional(),
  userId: z.uuid().optional(),
});
export type RecordingListQuery = z.infer<typeof recordingListQuerySchema>;

export const recordingSummarySchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  plan: z.enum(PLAN_IDS).nullable().catch(null),
  isAdmin: z.boolean(),
  startedAt: z.iso.datetime(),
  durationMs: z.number().int().min(0),
  pages: z.array(z.string()),
  eventCount: z.number().int(),
  storedBytes: z.number().int(),
});
export type RecordingSummary = z.infer<typeof recordingSummarySchema>;

export const recordingListSchema = z.object({
  recordings: z.array(recordingSummarySchema).max(RECORDINGS_PAGE_MAX),
  nextCursor: z.string().nullable(),
});
export type RecordingList = z.infer<typeof recordingListSchema>;

export const recordingIdParamsSchema = z.object({ id: z.uuid() });

export const recordingEventsQuerySchema = z.object({
  /** The first batch to read (1-based); the previous page's `nextSeq`. */
  fromSeq: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

/** One page of a recording's events, in order, for the staff replay. */
export const recordingEventsSchema = z.object({
  recording: recordingSummarySchema,
  events: z.array(recordingEventSchema),
  nextSeq: z.number().int().nullable(),
});
export type RecordingEvents = z.infer<typeof recordingEventsSchema>;
