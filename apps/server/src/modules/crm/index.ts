import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CrmDeps } from './crm-deps';
import { registerCrmJobs } from './crm-jobs';
import { crmRoutes } from './crm.routes';

// The CRM sync's public entry (docs/decisions/021-crm-sync-rate-limit-and-retries.md).

export { createCrmDeps, type CrmDeps, type CreateCrmDepsInput } from './crm-deps';

export const crmModule: FastifyPluginAsyncZod<{ deps: CrmDeps }> = async (app, { deps }) => {
  await registerCrmJobs(deps);
  await app.register(crmRoutes, { deps });
};
