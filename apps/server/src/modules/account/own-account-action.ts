import type { Db } from '../../db/database';
import { recordAdminAction, type AdminActionInput } from '../admin';
import type { UserRow } from '../auth';
import { maskEmailAddress } from '../email';

/**
 * A player's change to their own account, in the staff trail: the player is both the actor and
 * the target, and appears by masked address only. Pass the transaction that made the change.
 */
export async function recordOwnAccountAction(
  tx: Db,
  user: UserRow,
  requestId: string,
  change: Omit<AdminActionInput, 'targetType' | 'targetId'>,
  at: Date,
): Promise<void> {
  await recordAdminAction(
    tx,
    { id: user.id, email: maskEmailAddress(user.email), requestId },
    { ...change, targetType: 'user', targetId: user.id },
    at,
  );
}
