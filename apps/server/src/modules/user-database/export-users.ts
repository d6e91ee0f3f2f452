import {
  USER_EXPORT_COLUMNS,
  type AdminUserRecord,
  type UserExportQuery,
} from '@jokerwise/contracts';
import { recordAdminAction, type AdminActor } from '../admin';
import { csvLine } from './csv';
import { toAdminUserRecord } from './list-users';
import type { UserDatabaseDeps } from './user-database-deps';
import { listExportBatch, type ExportCursor, type UserFilter } from './user-list.repository';

// The CSV export (docs/product/staff-console.md columns): keyset batches in the list's order, so memory holds one
// batch whatever the row count (bench/user-list.bench.ts measures it), and each export is one
// entry in the staff audit trail (docs/decisions/016-staff-console-bootstrap-and-audit.md).

export const EXPORT_BATCH_SIZE = 1_000;

function toCells(user: AdminUserRecord): string[] {
  return [
    user.id,
    user.email,
    user.username ?? '',
    user.subscription_status,
    user.subscription_plan ?? '',
    user.stripe_customer_id ?? '',
    user.stripe_subscription_id ?? '',
    user.is_admin ? 'Yes' : 'No',
    user.created_at,
    user.updated_at,
  ];
}

/** Records the export, then hands back the lines to stream. */
export async function startUserExport(
  deps: UserDatabaseDeps,
  actor: AdminActor,
  query: UserExportQuery,
): Promise<AsyncGenerator<string>> {
  const filter: UserFilter = {
    search: query.search,
    status: query.status,
    plan: query.plan,
    ids: query.ids,
  };
  await recordAdminAction(
    deps.db,
    actor,
    {
      action: 'users.export',
      targetType: 'users',
      targetId: null,
      targetLabel: query.ids ? `${query.ids.length} selected users` : 'filtered users',
      oldValue: null,
      newValue: {
        search: query.search ?? null,
        status: query.status,
        plan: query.plan,
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
        ids: query.ids ?? null,
      },
    },
    deps.now(),
  );
  return exportLines(deps, filter, query);
}

async function* exportLines(
  deps: UserDatabaseDeps,
  filter: UserFilter,
  sort: Pick<UserExportQuery, 'sortBy' | 'sortOrder'>,
): AsyncGenerator<string> {
  yield csvLine(USER_EXPORT_COLUMNS);
  let cursor: ExportCursor | null = null;
  for (;;) {
    const rows = await listExportBatch(deps.db, filter, sort, cursor, EXPORT_BATCH_SIZE);
    if (rows.length > 0) {
      yield rows
        .map((row) => csvLine(toCells(toAdminUserRecord(row, deps.config.ADMIN_EMAILS))))
        .join('');
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    cursor = { key: last.cursorKey, id: last.id };
  }
}
