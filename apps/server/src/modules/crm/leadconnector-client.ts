import { z } from 'zod';

// The only file that talks to LeadConnector, the GoHighLevel API v2
// (docs/decisions/021-crm-sync-rate-limit-and-retries.md). One attempt per call: the retry,
// the shared rate limit and the circuit live in sync-contact.ts. The token goes into the
// Authorization header and nowhere else: never into a log line, an error or an answer.

export const LEADCONNECTOR_VERSION = '2021-07-28';
export const LEADCONNECTOR_TIMEOUT_MS = 30_000;
export const CONTACT_SOURCE = 'Jokerwise';

export interface LeadConnectorOptions {
  baseUrl: string;
  token: string;
  locationId: string;
  timeoutMs?: number;
}

/** What the call log keeps: the path only (no query, no body, no personal data). */
export interface CrmCallRecord {
  method: 'GET' | 'POST';
  endpoint: string;
  statusCode: number | null;
  success: boolean;
  durationMs: number;
}

/** The rate headers of an answer, when it sent them. */
export interface RateHint {
  remaining: number | null;
  intervalMs: number | null;
  retryAfterMs: number | null;
}

export type CallOutcome<T> =
  | { kind: 'ok'; value: T }
  /** 429: retried after Retry-After or a backoff. */
  | { kind: 'rate-limited' }
  /** 5xx, timeout, network: retried (an upsert by e-mail is idempotent). */
  | { kind: 'unavailable'; message: string }
  /** 400, 401, 403, 404, 422: recorded as a failure without retry. */
  | { kind: 'rejected'; message: string };

export type CallResult<T> = CallOutcome<T> & { record: CrmCallRecord; rate: RateHint };

export interface CrmContactInput {
  email: string;
  name: string | null;
  username: string | null;
  subscriptionStatus: string;
  subscriptionPlan: string | null;
  marketingOptIn: boolean;
}

export interface LeadConnectorClient {
  upsertContact(contact: CrmContactInput): Promise<CallResult<{ contactId: string }>>;
  testConnection(): Promise<CallResult<null>>;
}

const upsertAnswer = z.object({ contact: z.object({ id: z.string().min(1) }) });
const contactsAnswer = z.object({ contacts: z.array(z.unknown()) });

/**
 * Tags carry the subscription (custom fields need per-location ids); the marketing tag only for
 * users who opted in at sign-up. Upsert replaces the contact's tags, so the set is complete.
 */
export function contactTags(contact: CrmContactInput): string[] {
  return [
    'jokerwise',
    `jokerwise-status-${contact.subscriptionStatus}`,
    `jokerwise-plan-${contact.subscriptionPlan ?? 'none'}`,
    ...(contact.marketingOptIn ? ['marketing-opt-in'] : []),
  ];
}

export function createLeadConnectorClient(options: LeadConnectorOptions): LeadConnectorClient {
  const timeoutMs = options.timeoutMs ?? LEADCONNECTOR_TIMEOUT_MS;

  async function call<T>(
    method: 'GET' | 'POST',
    endpoint: string,
    query: string,
    body: unknown,
    parse: (json: unknown) => T,
  ): Promise<CallResult<T>> {
    const started = performance.now();
    const record = (statusCode: number | null, success: boolean): CrmCallRecord => ({
      method,
      endpoint,
      statusCode,
      success,
      durationMs: Math.round(performance.now() - started),
    });
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${endpoint}${query}`, {
        method,
        headers: {
          authorization: `Bearer ${options.token}`,
          version: LEADCONNECTOR_VERSION,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        kind: 'unavailable',
        message: timedOut ? 'The CRM did not answer in time.' : 'The CRM could not be reached.',
        record: record(null, false),
        rate: { remaining: null, intervalMs: null, retryAfterMs: null },
      };
    }
    const rate = readRateHint(response.headers);
    const text = await response.text().catch(() => '');
    const status = response.status;
    if (status === 429) return { kind: 'rate-limited', record: record(status, false), rate };
    if (status >= 500) {
      return {
        kind: 'unavailable',
        message: `The CRM answered ${status}.`,
        record: record(status, false),
        rate,
      };
    }
    if (status < 200 || status >= 300) {
      return { kind: 'rejected', message: rejection(status), record: record(status, false), rate };
    }
    try {
      return { kind: 'ok', value: parse(JSON.parse(text)), record: record(status, true), rate };
    } catch {
      return {
        kind: 'rejected',
        message: 'The CRM answered in an unexpected shape.',
        record: record(status, false),
        rate,
      };
    }
  }

  return {
    upsertContact: (contact) =>
      call(
        'POST',
        '/contacts/upsert',
        '',
        {
          locationId: options.locationId,
          email: contact.email.toLowerCase(),
          ...(contact.name || contact.username ? { name: contact.name ?? contact.username } : {}),
          source: CONTACT_SOURCE,
          tags: contactTags(contact),
        },
        (json) => ({ contactId: upsertAnswer.parse(json).contact.id }),
      ),
    testConnection: () =>
      call(
        'GET',
        '/contacts/',
        `?locationId=${encodeURIComponent(options.locationId)}&limit=1`,
        undefined,
        (json) => {
          contactsAnswer.parse(json);
          return null;
        },
      ),
  };
}

function rejection(status: number): string {
  if (status === 401 || status === 403) return `The CRM refused the token (${status}).`;
  if (status === 422) return 'The CRM refused the contact (422).';
  return `The CRM refused the request (${status}).`;
}

const headerNumber = z.coerce.number().finite().nonnegative();

function readNumber(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const parsed = headerNumber.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Retry-After in seconds or as an HTTP date; the burst window from X-RateLimit-Interval-Milliseconds. */
export function readRateHint(headers: Headers, nowMs = Date.now()): RateHint {
  let retryAfterMs: number | null = null;
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null) {
    const seconds = readNumber(headers, 'retry-after');
    const date = Date.parse(retryAfter);
    if (seconds !== null) retryAfterMs = Math.round(seconds * 1000);
    else if (!Number.isNaN(date)) retryAfterMs = Math.max(0, date - nowMs);
  }
  return {
    remaining: readNumber(headers, 'x-ratelimit-remaining'),
    intervalMs: readNumber(headers, 'x-ratelimit-interval-milliseconds'),
    retryAfterMs: retryAfterMs === null ? null : Math.min(retryAfterMs, 60_000),
  };
}
