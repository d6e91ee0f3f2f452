import { AdminGate } from '../../../features/admin';
import { useReloadUser } from './use-reload-user';

/** /admin-login: the admin gate (spec 001 §2, §4). */
export function AdminLoginRoute() {
  const reloadUser = useReloadUser();
  return <AdminGate onSessionChanged={reloadUser} />;
}
