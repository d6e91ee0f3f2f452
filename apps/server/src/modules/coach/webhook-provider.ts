import { COACH_FAILURE_TEXTS, PRODUCT_SLUG } from '@jokerwise/contracts';
import { failedAnswer, type CoachFailure } from './coach-failures';
import { emitInChunks, type CoachAnswer, type CoachProvider } from './coach-provider';

// docs/product/coach.md "How a question travels": one POST of the payload to an automation webhook, aborted after
// 30 s; the reply is read from the answer by the spec's precedence. Not retried: a workflow
// may have acted on the first call (ADR 010).

export interface WebhookProviderOptions {
  /** Undefined gives the spec's "not configured" answer. */
  readonly url: string | undefined;
  /** Sent as Origin (docs/product/coach.md headers). */
  readonly origin: string;
  readonly version: string;
  /** docs/product/coach.md: 30 s; tests shorten it. */
  readonly timeoutMs?: number;
}

export const WEBHOOK_TIMEOUT_MS = 30_000;
/** A reply longer than this is cut; no chat answer needs more. */
const MAX_REPLY_LENGTH = 20_000;
/** docs/product/coach.md: the first present of these is the reply. */
const REPLY_FIELDS = ['response', 'message', 'aiResponse', 'output'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function presentText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The reply of a JSON answer: response, message, aiResponse, output, then data.response. An
 * array (as n8n answers) is read from its first item.
 */
export function pickJsonReply(json: unknown): string | undefined {
  const body = Array.isArray(json) ? (json as unknown[])[0] : json;
  if (!isRecord(body)) return undefined;
  for (const field of REPLY_FIELDS) {
    const text = presentText(body[field]);
    if (text !== undefined) return text;
  }
  return isRecord(body.data) ? presentText(body.data.response) : undefined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** docs/product/coach.md: JSON → the precedence or 'unclear'; otherwise the text or 'empty'. */
export function readReply(contentType: string | null, body: string): string {
  if (contentType?.includes('json')) {
    const parsed = parseJson(body);
    if (parsed.ok) return pickJsonReply(parsed.value) ?? COACH_FAILURE_TEXTS.unclear;
  }
  return body.trim() === '' ? COACH_FAILURE_TEXTS.empty : body;
}

function toFailure(error: unknown, timedOut: boolean): CoachFailure {
  if (timedOut) return { kind: 'timeout' };
  // fetch rejects with a TypeError when no HTTP answer came back (refused, reset, DNS).
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

export function createWebhookProvider(options: WebhookProviderOptions): CoachProvider {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return {
    name: 'webhook',
    async answer({ payload, signal, onDelta }): Promise<CoachAnswer> {
      if (options.url === undefined) return failedAnswer({ kind: 'not-configured' });
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            origin: options.origin,
            'x-client-id': `${PRODUCT_SLUG}-server`,
            'user-agent': `${PRODUCT_SLUG}/${options.version}`,
          },
          body: JSON.stringify(payload),
          signal: AbortSignal.any([signal, timeout]),
        });
        const body = await response.text();
        if (!response.ok) return failedAnswer({ kind: 'http', status: response.status, body });
        const text = readReply(response.headers.get('content-type'), body).slice(
          0,
          MAX_REPLY_LENGTH,
        );
        emitInChunks(text, onDelta);
        return { text, isError: false };
      } catch (error) {
        return failedAnswer(toFailure(error, timeout.aborted));
      }
    },
  };
}
