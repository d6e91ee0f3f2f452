// The dashboard feature's public entry (docs/product/billing.md Dashboard).
export { DashboardPage, type DashboardPageProps } from './components/dashboard-page';
export {
  canManageBilling,
  getProfileBadge,
  getStatusLabel,
  type DashboardUser,
} from './lib/membership';
