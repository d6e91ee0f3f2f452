import type { FastifyRequest } from 'fastify';
import { getSessionUser } from '../auth';
import type { AdminActor } from './admin-audit';

/** The signed-in staff member and this request's id, for the audit trail. */
export function actorOf(request: FastifyRequest): AdminActor & { id: string } {
  const user = getSessionUser(request);
  return { id: user.id, email: user.email, requestId: request.id };
}
