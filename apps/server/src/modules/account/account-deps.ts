import type { AccountCodeKind } from '../email';
import type { AuthDeps } from '../auth';

/** What the self-service use cases need; time is an argument so tests can move it. */
export interface AccountDeps extends Pick<AuthDeps, 'db' | 'config' | 'limits' | 'now'> {
  /** Queues the e-mail carrying a confirmation code; delivery runs as a job. */
  sendAccountCode(to: string, kind: AccountCodeKind, code: string): Promise<void>;
  /** Stops every charge at the payment provider; throws when that cannot be confirmed. */
  endBilling(userId: string): Promise<void>;
}
