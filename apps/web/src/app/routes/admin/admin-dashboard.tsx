import { AdminDashboardPage } from '../../../features/admin';
import { useReloadUser } from './use-reload-user';

/** /admin-dashboard: the admin subscription panel (docs/product/staff-console.md), behind the admin guard. */
export function AdminDashboardRoute() {
  const reloadUser = useReloadUser();
  return <AdminDashboardPage onSessionChanged={reloadUser} />;
}
