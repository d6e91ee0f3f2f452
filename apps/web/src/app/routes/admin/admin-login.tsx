import { AdminGate } from '../../../features/admin';
import { useReloadUser } from './use-reload-user';

/** /admin-login: the admin gate (docs/product/staff-console.md). */
export function AdminLoginRoute() {
  const reloadUser = useReloadUser();
  return <AdminGate onSessionChanged={reloadUser} />;
}
