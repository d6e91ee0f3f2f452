import { useReadSessionUser } from '../../features/auth/api/get-me';
import { openAuthModal } from '../../features/auth/lib/auth-modal-store';
import { LandingPage } from '../../features/marketing';

const openSignUp = () => openAuthModal('sign-up');

/** The landing screen: the marketing page, told who is signed in (docs/product/landing.md tier choice). */
export function LandingRoute() {
  const readViewer = useReadSessionUser();
  return <LandingPage readViewer={readViewer} onRequireSignUp={openSignUp} />;
}
