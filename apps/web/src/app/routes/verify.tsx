import { VerifyScreen } from '../../features/auth/components/verify-screen';

export function VerifyRoute() {
  return <VerifyScreen />;
}
