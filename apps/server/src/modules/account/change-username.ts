import { AppError } from '../../http/app-error';
import type { UserRow } from '../auth';
import type { AccountDeps } from './account-deps';
import { updateUsername } from './account.repository';
import { isUniqueViolation } from './unique-violation';

export const USERNAME_TAKEN_MESSAGE = 'Username already taken. Please choose another one.';

/**
 * The database's case-insensitive unique index is the check: the availability call only helps
 * the form, and whoever loses a race between two changes gets a 409 instead of a 500.
 */
export async function changeUsername(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  user: UserRow,
  username: string,
): Promise<UserRow> {
  try {
    const updated = await updateUsername(deps.db, user.id, username, deps.now());
    if (!updated) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);
    throw error;
  }
}
