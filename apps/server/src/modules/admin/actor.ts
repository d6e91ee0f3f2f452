import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { getSessionUser } from '../auth';
import { recordAdminAction, type AdminActionInput, type AdminActor } from './admin-audit';

/** The signed-in staff member and this request's id, for the audit trail. */
export function actorOf(request: FastifyRequest): AdminActor & { id: string } {
  const user = getSessionUser(request);
  return { id: user.id, email: user.email, requestId: request.id };
}

/** Records what the staff member behind this request did (docs/decisions/016-*). */
export async function auditRequest(
  deps: { db: Db; now: () => Date },
  request: FastifyRequest,
  action: AdminActionInput,
): Promise<void> {
  await recordAdminAction(deps.db, actorOf(request), action, deps.now());
}
