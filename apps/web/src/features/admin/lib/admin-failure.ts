import { isApiError } from '../../../lib/api-client';

/** What went wrong with an admin call, in the terms docs/product/staff-console.md react to. */
export type AdminFailure =
  | { kind: 'aborted' }
  /** 401: the session is gone; the token is cleared and the browser goes home. */
  | { kind: 'session-expired' }
  /** 403: not (or no longer) an admin; home with 'Admin access required'. */
  | { kind: 'forbidden' }
  /** Any other answer: the server's own message when it sent one. */
  | { kind: 'server'; status: number; message: string }
  /** No answer at all (or one we could not read). */
  | { kind: 'network'; message: string };

export function classifyAdminFailure(error: unknown): AdminFailure {
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'aborted' };
  if (isApiError(error, 401)) return { kind: 'session-expired' };
  if (isApiError(error, 403)) return { kind: 'forbidden' };
  if (isApiError(error)) {
    return {
      kind: 'server',
      status: error.status,
      message: error.serverMessage ?? `The server answered ${error.status}.`,
    };
  }
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}
