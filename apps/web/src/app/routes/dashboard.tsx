import { useSession } from '../../features/auth/api/get-me';
import { AccountSettings } from '../../features/auth/components/account-settings';
import { DashboardPage } from '../../features/dashboard';
import { RecordingPreferenceSwitch } from '../../features/session-recording';

/** The dashboard screen (docs/product/billing.md), behind the protected wrapper. */
export function DashboardRoute() {
  const { user, isLoading } = useSession();
  return (
    <DashboardPage
      user={user}
      isLoading={isLoading}
      profileExtras={
        <>
          <RecordingPreferenceSwitch />
          {user && <AccountSettings user={user} />}
        </>
      }
    />
  );
}
