import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';

/** What the user database's use cases need; time is an argument so tests can move it. */
export interface UserDatabaseDeps {
  db: Db;
  config: Pick<AppConfig, 'ADMIN_EMAILS'>;
  now: () => Date;
}
