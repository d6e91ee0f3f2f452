import { getErrorMessage } from '../../../lib/api-client';

/** The server's own words for a refused change (they name the problem), else a plain fallback. */
export function accountErrorMessage(error: unknown, fallback: string): string | null {
  return error ? getErrorMessage(error, fallback) : null;
}
