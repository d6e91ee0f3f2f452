import { AuthScreen } from '../../features/auth/components/auth-screen';

export function AuthRoute() {
  return <AuthScreen />;
}
