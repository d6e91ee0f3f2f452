import { ADMIN_LIST_LIMIT, type AdminAccount, type SetAdminResponse } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import type { AdminDeps } from './admin-deps';
import { recordAdminAction, type AdminActor } from './admin-audit';
import {
  countOtherAdmins,
  findAdminUser,
  listAdminUsers,
  lockAdminFlags,
  promoteIfNoAdmin,
  setAdminFlag,
  type AdminUserRow,
} from './admin.repository';

// Admin rights (docs/decisions/016-staff-console-bootstrap-and-audit.md): a stored flag granted
// and revoked by admins, ADMIN_EMAILS as configured admins, and the first-admin bootstrap while
// no admin exists. Every change of a flag holds one advisory lock and is recorded in the audit
// trail in the same transaction.

type AccessDeps = Pick<AdminDeps, 'db' | 'config' | 'now' | 'revokeUser'>;

function isConfigured(deps: AccessDeps, email: string): boolean {
  return deps.config.ADMIN_EMAILS.includes(email.toLowerCase());
}

export function toAdminAccount(deps: AccessDeps, row: AdminUserRow): AdminAccount {
  const configured = isConfigured(deps, row.email);
  const source = row.isAdmin ? (configured ? 'both' : 'granted') : configured ? 'configured' : null;
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    isAdmin: source !== null,
    source,
  };
}

/**
 * Makes the caller the first admin. Closed once any admin is stored, and closed for good when
 * ADMIN_EMAILS names the admins: whoever signed up first must not beat the configured ones.
 */
export async function bootstrapAdmin(deps: AccessDeps, actor: AdminActor & { id: string }) {
  if (deps.config.ADMIN_EMAILS.length > 0) {
    throw new AppError(
      409,
      'BOOTSTRAP_CLOSED',
      'Admins are configured for this server. Ask an existing admin to grant you access.',
    );
  }
  const now = deps.now();
  const promoted = await deps.db.transaction(async (tx) => {
    await lockAdminFlags(tx);
    const row = await promoteIfNoAdmin(tx, actor.id, now);
    if (row) {
      await recordAdminAction(
        tx,
        actor,
        {
          action: 'admin.bootstrap',
          targetType: 'user',
          targetId: row.id,
          targetLabel: row.email,
          oldValue: { isAdmin: false },
          newValue: { isAdmin: true },
        },
        now,
      );
    }
    return row;
  });
  if (!promoted) {
    throw new AppError(
      409,
      'ADMIN_EXISTS',
      'An admin already exists. Ask an existing admin to grant you access.',
    );
  }
  return { success: true as const, message: 'First admin created' };
}

/** Grants or revokes the stored flag; never removes the last admin. */
export async function setAdmin(
  deps: AccessDeps,
  actor: AdminActor,
  userId: string,
  isAdmin: boolean,
): Promise<SetAdminResponse> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    await lockAdminFlags(tx);
    const target = await findAdminUser(tx, userId, { forUpdate: true });
    if (!target) throw new AppError(404, 'USER_NOT_FOUND', 'There is no user with this id.');
    if (!isAdmin && isConfigured(deps, target.email)) {
      throw new AppError(
        409,
        'ADMIN_CONFIGURED',
        'This admin is named in ADMIN_EMAILS; remove the address there to revoke the rights.',
      );
    }
    if (target.isAdmin === isAdmin) return { user: toAdminAccount(deps, target), changed: false };
    if (!isAdmin && (await countOtherAdmins(tx, target.id, deps.config.ADMIN_EMAILS)) === 0) {
      throw new AppError(409, 'LAST_ADMIN', 'The last admin cannot lose admin rights.');
    }
    const updated = (await setAdminFlag(tx, target.id, isAdmin, now)) ?? target;
    await recordAdminAction(
      tx,
      actor,
      {
        action: isAdmin ? 'admin.grant' : 'admin.revoke',
        targetType: 'user',
        targetId: target.id,
        targetLabel: target.email,
        oldValue: { isAdmin: target.isAdmin },
        newValue: { isAdmin },
      },
      now,
    );
    return { user: toAdminAccount(deps, updated), changed: true };
  });
  // After the commit: a session read before it must not be cached with the old rights.
  if (result.changed) await deps.revokeUser?.(userId);
  return result;
}

export async function listAdmins(deps: AccessDeps): Promise<{ admins: AdminAccount[] }> {
  const rows = await listAdminUsers(deps.db, deps.config.ADMIN_EMAILS, ADMIN_LIST_LIMIT);
  return { admins: rows.map((row) => toAdminAccount(deps, row)) };
}
