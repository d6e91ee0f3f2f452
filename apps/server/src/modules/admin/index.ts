import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from './admin-deps';
import { registerAdminJobs } from './admin-jobs';
import { adminAccessRoutes } from './admin.routes';
import { reconciliationRoutes } from './reconciliation.routes';
import type { ProbeClock } from './system-status';

// The staff console's public entry: its routes and jobs, and the audit trail other staff
// modules record their actions in.

export type { AdminConfig, AdminDeps } from './admin-deps';
export { recordAdminAction, type AdminActionInput, type AdminActor } from './admin-audit';
export { actorOf, auditRequest } from './actor';
export { refuseDeletingLastAdmin } from './last-admin-guard';

export const adminRoutes: FastifyPluginAsyncZod<{ deps: AdminDeps }> = async (app, { deps }) => {
  const probe: ProbeClock = { lastRanAt: null };
  await registerAdminJobs(deps, probe);
  await app.register(adminAccessRoutes, { deps, probe });
  await app.register(reconciliationRoutes, { deps });
};
