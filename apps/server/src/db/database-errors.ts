// Which failures mean "the database is not reachable right now" rather than a bug: they become
// 503 DATABASE_UNAVAILABLE (docs/operations.md#what-the-product-survives), never a 500.

/** SQLSTATE classes and codes: connection exceptions, shutdowns, statement timeout. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports pool and socket trouble with messages, not codes. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end on the pool',
  'connection timeout',
];

function readCode(error: object): string | undefined {
  const code = 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function isUnavailableError(error: Error): boolean {
  const code = readCode(error);
  if (code && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code))) return true;
  if (code && UNAVAILABLE_NODE_CODES.has(code)) return true;
  return UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text));
}

/** Walks the cause chain: drizzle wraps the driver's error in its own query error. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (isUnavailableError(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = current.cause;
  }
  return false;
}
