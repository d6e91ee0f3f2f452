/** PostgreSQL's unique_violation: a lost race for a username or an address (PGlite says so too). */
const UNIQUE_VIOLATION = '23505';

/** Walks the cause chain: drizzle wraps the driver's error in its own query error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) return true;
    current = current.cause;
  }
  return false;
}
