import { useQuery } from '@tanstack/react-query';
import { ADMIN_CACHE_MS, DevHubPage } from '../../../features/admin';
import { meQueryOptions } from '../../../features/auth/api/get-me';
import { CrmCompactCard } from '../../../features/crm';
import { RecordingsTab } from '../../../features/session-recording';
import { UserDatabaseViewer } from '../../../features/user-database';
import { useReloadUser } from '../admin/use-reload-user';

/** /dev: the developer hub (docs/product/staff-console.md); its current user is cached five minutes. */
export function DevRoute() {
  const { data: user } = useQuery({ ...meQueryOptions(), staleTime: ADMIN_CACHE_MS });
  const reloadUser = useReloadUser();
  return (
    <DevHubPage
      user={user ?? null}
      onSessionChanged={reloadUser}
      recordingsTab={<RecordingsTab />}
      crmPanel={<CrmCompactCard />}
      userDatabasePanel={<UserDatabaseViewer />}
    />
  );
}
