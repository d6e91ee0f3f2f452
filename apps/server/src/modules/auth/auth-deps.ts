import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { AuthLimits } from './auth-limits';

/** What the sign-in use cases need; time is an argument so tests can move it. */
export interface AuthDeps {
  db: Db;
  config: Pick<AppConfig, 'APP_SECRET' | 'ADMIN_EMAILS' | 'NODE_ENV'>;
  limits: AuthLimits;
  now: () => Date;
  /** Queues the sign-in e-mail; delivery runs as a job, off the request path. */
  sendSignInCode(email: string, code: string): Promise<void>;
}
