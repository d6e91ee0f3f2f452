import { KeyRound } from 'lucide-react';
import { ContentPage } from '../../components/layout/content-page';

export function AuthRoute() {
  return (
    <ContentPage
      icon={KeyRound}
      eyebrow="Sign in"
      title="Welcome Back"
      description="Enter your e-mail to receive a secure login code. No password to remember — ever."
    />
  );
}
