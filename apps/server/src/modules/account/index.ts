// Account self-service on the dashboard (docs/decisions/027-account-self-service.md).
export type { AccountDeps } from './account-deps';
export { accountRoutes } from './account.routes';
