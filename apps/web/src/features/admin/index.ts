// The staff console feature's public entry (docs/product/staff-console.md admin gate, admin subscription panel,
// developer hub). Route modules load it lazily.
export {
  AdminDashboardPage,
  type AdminDashboardPageProps,
} from './components/admin-dashboard-page';
export { AdminGate, type AdminGateProps } from './components/admin-gate';
export { DevHubPage, type DevHubPageProps } from './components/dev-hub-page';
export { ADMIN_CACHE_MS } from './lib/admin-cache';
