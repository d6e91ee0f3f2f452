import { COACH_FAILURE_TEXTS, coachConnectionErrorText } from '@jokerwise/contracts';
import type { AdvisorAnswer } from './advisor-provider';

// Spec 001 §8: one place turns an AI-service failure into the text the chat shows.

export type AdvisorFailure =
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' }
  | { readonly kind: 'not-configured' }
  | { readonly kind: 'http'; readonly status: number; readonly body: string }
  | { readonly kind: 'other'; readonly message: string };

/** The third party's body is shown to the user only this long. */
const MAX_BODY_SHOWN = 300;

export function getFailureText(failure: AdvisorFailure): string {
  switch (failure.kind) {
    case 'timeout':
      return COACH_FAILURE_TEXTS.timeout;
    case 'network':
      return COACH_FAILURE_TEXTS.network;
    case 'not-configured':
      return COACH_FAILURE_TEXTS.notConfigured;
    case 'http':
      if (failure.status === 404) return COACH_FAILURE_TEXTS.notFound;
      if (failure.status === 500) return COACH_FAILURE_TEXTS.serverError;
      // Spec 001 §7: a non-OK answer raises 'HTTP {status}: {body or Unknown error}'.
      return coachConnectionErrorText(
        `HTTP ${failure.status}: ${failure.body.trim().slice(0, MAX_BODY_SHOWN) || 'Unknown error'}`,
      );
    case 'other':
      return coachConnectionErrorText(failure.message);
  }
}

export function failedAnswer(failure: AdvisorFailure): AdvisorAnswer {
  return { text: getFailureText(failure), isError: true };
}
