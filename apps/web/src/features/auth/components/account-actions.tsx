import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSession } from '../api/get-me';
import { openAuthModal, useAuthModal } from '../lib/auth-modal-store';
import { getDisplayName } from '../lib/session-user';
import { AccountButton } from './account-button';

// The menu (Radix dropdown) and the modals (Radix dialog, zod forms) are lazy chunks: the
// landing page's budget is 100 KB gzipped (docs/architecture.md#budgets).
const loadAccountMenu = () => import('./account-menu');
const loadAuthModal = () => import('./auth-modal');
const AccountMenu = lazy(() =>
  loadAccountMenu().then((module) => ({ default: module.AccountMenu })),
);
const AuthModal = lazy(() => loadAuthModal().then((module) => ({ default: module.AuthModal })));

const preloadAuthModal = () => void loadAuthModal();

/**
 * The header's account slot (docs/product/accounts.md): Sign In when signed out, the menu when
 * signed in, an empty slot while the session is checked or could not be.
 */
export function AccountActions() {
  const { user, isLoading, checkFailed } = useSession();
  const modal = useAuthModal();
  // Mounted on first open and kept, so closing can animate.
  const [isModalMounted, setIsModalMounted] = useState(false);
  if (modal && !isModalMounted) setIsModalMounted(true);

  let slot;
  if (isLoading) {
    slot = <span aria-hidden="true" className="h-9 w-24 animate-pulse rounded-xl bg-white/6" />;
  } else if (checkFailed) {
    // The stored session is kept but unchecked: neither the menu nor Sign In is true yet.
    slot = <span aria-hidden="true" className="h-9 w-24 rounded-xl bg-white/6" />;
  } else if (user) {
    const label = getDisplayName(user);
    slot = (
      <Suspense fallback={<AccountButton label={label} disabled />}>
        <AccountMenu user={user} />
      </Suspense>
    );
  } else {
    slot = (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => openAuthModal('sign-in')}
        onPointerEnter={preloadAuthModal}
        onFocus={preloadAuthModal}
      >
        Sign In
      </Button>
    );
  }

  return (
    <>
      {slot}
      {isModalMounted && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
    </>
  );
}
