import { COACH_FAILURE_TEXTS, coachConnectionErrorText } from '@jokerwise/contracts';
import type { CoachAnswer } from './coach-provider';

// docs/product/coach.md: one place turns an AI-service failure into the text the chat shows.

export type CoachFailure =
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' }
  | { readonly kind: 'not-configured' }
  | { readonly kind: 'http'; readonly status: number; readonly body: string }
  | { readonly kind: 'other'; readonly message: string };

/** The third party's body is shown to the user only this long. */
const MAX_BODY_SHOWN = 300;
/** Where error answers keep their words: `{ error: { message } }`, `{ message }`, `{ detail }`. */
const MESSAGE_FIELDS = ['message', 'detail', 'error_description', 'error'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The words of a third party's error, never its raw JSON: a JSON body gives its message
 * field (nested under `error` too) or nothing; plain text is kept as it is.
 */
export function readErrorMessage(body: unknown, depth = 0): string {
  if (typeof body === 'string') {
    const json = body.trim().startsWith('{') || body.trim().startsWith('[') ? readJson(body) : null;
    return json?.ok === true ? readErrorMessage(json.value, depth + 1) : body.trim();
  }
  if (Array.isArray(body) && depth < 3) return readErrorMessage(body[0], depth + 1);
  if (!isRecord(body) || depth >= 3) return '';
  for (const field of MESSAGE_FIELDS) {
    const value = body[field];
    const text = typeof value === 'string' ? value.trim() : readErrorMessage(value, depth + 1);
    if (text !== '') return text;
  }
  return '';
}

export function getFailureText(failure: CoachFailure): string {
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
      // docs/product/coach.md: a non-OK answer raises 'HTTP {status}: {body or Unknown error}'.
      return coachConnectionErrorText(
        `HTTP ${failure.status}: ${readErrorMessage(failure.body).slice(0, MAX_BODY_SHOWN) || 'Unknown error'}`,
      );
    case 'other':
      return coachConnectionErrorText(
        readErrorMessage(failure.message).slice(0, MAX_BODY_SHOWN) || 'Unknown error',
      );
  }
}

export function failedAnswer(failure: CoachFailure): CoachAnswer {
  return { text: getFailureText(failure), isError: true };
}
