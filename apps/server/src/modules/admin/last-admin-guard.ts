import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { countOtherAdmins, lockAdminFlags } from './admin.repository';

/**
 * Refuses to delete the account of the last admin, as revoking the last admin's rights is refused
 * (docs/decisions/016-staff-console-bootstrap-and-audit.md): someone must be able to reach the
 * staff console. Inside a transaction it holds the admin-flags lock until that commits.
 */
export async function refuseDeletingLastAdmin(
  db: Db,
  user: { id: string; email: string; isAdmin: boolean },
  configuredEmails: readonly string[],
): Promise<void> {
  await lockAdminFlags(db);
  const isAdmin = user.isAdmin || configuredEmails.includes(user.email);
  if (isAdmin && (await countOtherAdmins(db, user.id, configuredEmails)) === 0) {
    throw new AppError(
      409,
      'LAST_ADMIN',
      'You are the last admin. Give admin rights to someone else before deleting your account.',
    );
  }
}
