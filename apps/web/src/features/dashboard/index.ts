// The dashboard feature's public entry (spec 000 §2 Dashboard).
export { DashboardPage, type DashboardPageProps } from './components/dashboard-page';
export {
  canManageBilling,
  getProfileBadge,
  getStatusLabel,
  type DashboardUser,
} from './lib/membership';
