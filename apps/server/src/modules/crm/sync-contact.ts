import type { RateGate } from './rate-gate';
import type {
  CallResult,
  CrmCallRecord,
  CrmContactInput,
  LeadConnectorClient,
} from './leadconnector-client';

// One contact upsert under the shared limit (docs/decisions/021-crm-sync-rate-limit-and-
// retries.md): a token per attempt; 429, 5xx and network errors retried with exponential
// backoff and full jitter (upsert by e-mail is idempotent); 400/401/422 not retried; three 429s
// in a row pause every instance for 30 s.

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  circuitAfter429s: number;
  circuitMs: number;
  /** When the CRM says the window is spent but not how long it lasts. */
  defaultWindowMs: number;
  /** A caller waiting on an answer (one user from the dashboard) gives up past this wait. */
  maxGateWaitMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  circuitAfter429s: 3,
  circuitMs: 30_000,
  defaultWindowMs: 10_000,
  maxGateWaitMs: Number.POSITIVE_INFINITY,
};

/** Consecutive 429s seen by this process, across its workers. */
export interface CircuitState {
  consecutive429s: number;
}

export interface SyncContactDeps {
  client: LeadConnectorClient;
  gate: RateGate;
  circuit: CircuitState;
  policy: RetryPolicy;
  recordCall(record: CrmCallRecord): Promise<void>;
  nowMs(): number;
  sleep(ms: number): Promise<void>;
  random(): number;
}

export type SyncContactResult = { ok: true; contactId: string } | { ok: false; message: string };

export function backoffMs(policy: RetryPolicy, attempt: number, random: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(ceiling * random);
}

/** Waits for a token; false when the wait would pass the caller's limit. */
async function acquire(deps: SyncContactDeps): Promise<boolean> {
  let waited = 0;
  for (;;) {
    const wait = await deps.gate.take(deps.nowMs());
    if (wait === 0) return true;
    if (waited + wait > deps.policy.maxGateWaitMs) return false;
    waited += wait;
    await deps.sleep(wait);
  }
}

async function honourRateHints<T>(deps: SyncContactDeps, result: CallResult<T>): Promise<void> {
  const { policy, circuit } = deps;
  const now = deps.nowMs();
  if (result.kind === 'rate-limited') {
    circuit.consecutive429s += 1;
    if (circuit.consecutive429s >= policy.circuitAfter429s) {
      circuit.consecutive429s = 0;
      await deps.gate.pauseUntil(now + policy.circuitMs);
      return;
    }
  } else {
    circuit.consecutive429s = 0;
  }
  if (result.rate.retryAfterMs !== null) {
    await deps.gate.pauseUntil(now + result.rate.retryAfterMs);
  } else if (result.rate.remaining === 0) {
    await deps.gate.pauseUntil(now + (result.rate.intervalMs ?? policy.defaultWindowMs));
  }
}

export async function syncContact(
  deps: SyncContactDeps,
  contact: CrmContactInput,
): Promise<SyncContactResult> {
  let lastMessage = 'The CRM did not accept the contact.';
  for (let attempt = 0; attempt < deps.policy.maxAttempts; attempt += 1) {
    if (!(await acquire(deps))) {
      return {
        ok: false,
        message: 'The CRM is rate limited; the user stays queued for the next run.',
      };
    }
    const result = await deps.client.upsertContact(contact);
    // The log is for people; losing one line must not fail the sync.
    await deps.recordCall(result.record).catch(() => undefined);
    await honourRateHints(deps, result);
    if (result.kind === 'ok') return { ok: true, contactId: result.value.contactId };
    if (result.kind === 'rejected') return { ok: false, message: result.message };
    lastMessage =
      result.kind === 'rate-limited'
        ? 'The CRM kept answering 429 (rate limited).'
        : result.message;
    if (attempt + 1 < deps.policy.maxAttempts) {
      await deps.sleep(backoffMs(deps.policy, attempt, deps.random()));
    }
  }
  return { ok: false, message: lastMessage };
}
