import {
  ADMIN_AUDIT_ACTIONS,
  type AdminAuditEntry,
  type AdminAuditPage,
  type AdminAuditQuery,
} from '@jokerwise/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { insertAudit, listAudit, type AdminAuditRow, type AuditInsert } from './admin.repository';

// The staff audit trail (docs/decisions/016-staff-console-bootstrap-and-audit.md): every staff
// action is one appended row. Other staff modules record theirs through recordAdminAction.

/** Who acted, and in which request; null fields when the product acted on its own. */
export interface AdminActor {
  readonly id: string | null;
  readonly email: string | null;
  readonly requestId: string | null;
}

export type AdminActionInput = Omit<
  AuditInsert,
  'actorId' | 'actorEmail' | 'requestId' | 'createdAt'
>;

/** Appends one entry; pass the transaction that made the change so both commit together. */
export async function recordAdminAction(
  db: Db,
  actor: AdminActor,
  action: AdminActionInput,
  at: Date,
): Promise<void> {
  await insertAudit(db, {
    ...action,
    actorId: actor.id,
    actorEmail: actor.email,
    requestId: actor.requestId,
    createdAt: at,
  });
}

const storedAction = z.enum(ADMIN_AUDIT_ACTIONS);

function toEntry(row: AdminAuditRow): AdminAuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: storedAction.parse(row.action),
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    oldValue: asObject(row.oldValue),
    newValue: asObject(row.newValue),
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
  };
}

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export async function listAdminAudit(db: Db, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const rows = await listAudit(db, {
    limit: query.limit + 1,
    ...(query.before !== undefined ? { before: query.before } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.targetId ? { targetId: query.targetId } : {}),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(toEntry),
    nextCursor: rows.length > query.limit && last ? String(last.seq) : null,
  };
}
