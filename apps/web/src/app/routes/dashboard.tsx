import { useSession } from '../../features/auth/api/get-me';
import { DashboardPage } from '../../features/dashboard';
import { RecordingPreferenceSwitch } from '../../features/session-recording';

/** The dashboard screen (spec 000 §2), behind the protected wrapper. */
export function DashboardRoute() {
  const { user, isLoading } = useSession();
  return (
    <DashboardPage
      user={user}
      isLoading={isLoading}
      profileExtras={<RecordingPreferenceSwitch />}
    />
  );
}
