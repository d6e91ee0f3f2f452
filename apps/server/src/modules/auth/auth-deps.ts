import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { AuthLimits } from './auth-limits';
import type { UserRow } from './auth.repository';
import type { SessionStore } from './session-store';

/** What the sign-in use cases need; time is an argument so tests can move it. */
export interface AuthDeps {
  db: Db;
  config: Pick<AppConfig, 'APP_SECRET' | 'ADMIN_EMAILS' | 'NODE_ENV' | 'DEV_MODE'>;
  limits: AuthLimits;
  now: () => Date;
  /** Queues the sign-in e-mail; delivery runs as a job, off the request path. */
  sendSignInCode(email: string, code: string): Promise<void>;
  /**
   * Brings the user's subscription up to date before the request sees it (billing settles local
   * trial ends and cancellations from stored dates); identity when absent.
   */
  settleUser?: (user: UserRow) => Promise<UserRow>;
  /** The in-process session cache and its revocations (ADR 028); the database only when absent. */
  sessions?: SessionStore;
}
