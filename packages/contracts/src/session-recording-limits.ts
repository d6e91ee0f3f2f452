// The session recorder's limits, apart from the schemas in session-recording.ts so that the
// first-load script can read a delay without pulling zod into the landing page's budget
// (docs/architecture.md#budgets).

/** docs/product/staff-console.md: batch size, flush interval, start delay and the re-queue cap. */
export const RECORDING_BATCH_SIZE = 5;
export const RECORDING_FLUSH_INTERVAL_MS = 15_000;
export const RECORDING_START_DELAY_MS = 2_000;
export const RECORDING_REQUEUE_CAP = 100;

/** The server's body limit for one batch; the client splits below it. */
export const RECORDING_BODY_LIMIT_BYTES = 512 * 1024;
export const RECORDING_MAX_EVENTS_PER_BATCH = 500;
export const RECORDING_RETENTION_DAYS = 30;
export const RECORDING_INTEGRATION_VERSION = '1.0.0';
