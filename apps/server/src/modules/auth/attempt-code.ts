import type { AuthDeps } from './auth-deps';
import { HOUR } from './auth-limits';
import {
  claimAttempt,
  codeAttempts,
  failuresSince,
  findOpenCode,
  lockAddressForClient,
  recordFailure,
  type LoginCodeRow,
} from './auth.repository';
import { CODE_PURPOSE, codeMatches, hashCode } from './codes';

export type AttemptOutcome =
  | { ok: true; code: LoginCodeRow }
  | { ok: false; reason: 'INVALID_CODE' | 'CODE_LOCKED' }
  | { ok: false; reason: 'VERIFY_LOCKED'; retryAfterMs: number };

export interface CodeGuess {
  email: string;
  code: string;
  /** `clientKey` of the caller: failures count per address and client (ADR 014). */
  client: string;
  /** The code's purpose; sign-in unless said otherwise. */
  purpose?: string;
}

/**
 * One guess at the address's live code. Two guards keep the limits exact under concurrency
 * (docs/architecture.md#security-baseline): the code's tries are granted by one conditional UPDATE before comparing,
 * and one client's guesses for one address run one at a time, so its hourly failure count is
 * checked and raised together. Outcomes are values: a thrown error would roll the failure back.
 */
export async function attemptCode(
  deps: Pick<AuthDeps, 'db' | 'limits' | 'config'>,
  guess: CodeGuess,
  now: Date,
): Promise<AttemptOutcome> {
  const { email, client, purpose = CODE_PURPOSE } = guess;
  const { maxFailuresPerAddressPerHour, maxWrongAttemptsPerCode } = deps.limits;
  return deps.db.transaction(async (tx): Promise<AttemptOutcome> => {
    await lockAddressForClient(tx, email, client);
    const recent = await failuresSince(tx, email, client, new Date(now.getTime() - HOUR));
    if (recent.total >= maxFailuresPerAddressPerHour && recent.oldest) {
      const retryAfterMs = recent.oldest.getTime() + HOUR - now.getTime();
      return { ok: false, reason: 'VERIFY_LOCKED', retryAfterMs };
    }
    const open = await findOpenCode(tx, email, purpose, now);
    if (open && !(await claimAttempt(tx, open.id, now, maxWrongAttemptsPerCode))) {
      // No comparison was made, so nothing is learnt and no failure is counted.
      const isSpent = (await codeAttempts(tx, open.id)) >= maxWrongAttemptsPerCode;
      return { ok: false, reason: isSpent ? 'CODE_LOCKED' : 'INVALID_CODE' };
    }
    const candidate = hashCode(deps.config.APP_SECRET, email, purpose, guess.code);
    if (!open || !codeMatches(open.codeHash, candidate)) {
      await recordFailure(tx, { email, client, now });
      return { ok: false, reason: 'INVALID_CODE' };
    }
    return { ok: true, code: open };
  });
}
