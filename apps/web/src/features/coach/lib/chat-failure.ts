import { COACH_FAILURE_TEXTS, coachConnectionErrorText } from '@jokerwise/contracts';
import { ApiError } from '../../../lib/api-client';
import { CoachStreamError, CoachTimeoutError } from '../api/send-coach-message';

// docs/product/coach.md, word for word: what the chat shows, under the 'Connection Issue' heading, when
// the browser's own request to the coach fails. Failures of the AI service behind the server
// arrive as stored answers with isError set and carry these texts already.

const STATUS_FALLBACKS: Readonly<Record<number, string>> = {
  401: 'Your session has expired. Please sign in again.',
  403: 'Your account does not have access to the coach.',
  429: 'Too many messages. Please wait a minute and try again.',
};

export function describeChatFailure(error: unknown): string {
  if (error instanceof CoachTimeoutError) return COACH_FAILURE_TEXTS.timeout;
  if (error instanceof ApiError) {
    if (error.status === 404) return COACH_FAILURE_TEXTS.notFound;
    if (error.status >= 500) return COACH_FAILURE_TEXTS.serverError;
    const message = error.serverMessage ?? STATUS_FALLBACKS[error.status] ?? error.message;
    return coachConnectionErrorText(message);
  }
  if (error instanceof CoachStreamError) {
    return error.isServerFailure
      ? COACH_FAILURE_TEXTS.serverError
      : coachConnectionErrorText(error.message);
  }
  // fetch rejects with a TypeError when the network or the server cannot be reached.
  if (error instanceof TypeError) return COACH_FAILURE_TEXTS.network;
  if (error instanceof Error && error.name === 'ZodError') {
    return coachConnectionErrorText('The answer could not be read. Please try again.');
  }
  return coachConnectionErrorText(error instanceof Error ? error.message : String(error));
}
