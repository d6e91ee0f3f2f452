import { useState } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { dropUnclaimedTierChoice } from '../../../lib/tier-intent';
import {
  closeAuthModal,
  takeAuthModalOpener,
  useAuthModal,
  type AuthModalMode,
} from '../lib/auth-modal-store';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/**
 * The sign-in / sign-up modal (docs/product/accounts.md). Loaded on first use to keep it out of the landing
 * chunk; it closes on the backdrop, the close button and Escape, and focus goes back to what
 * opened it (the header's Sign In, a tier button).
 */
export function AuthModal() {
  const mode = useAuthModal();
  // Keep showing the last form while the dialog animates out.
  const [shown, setShown] = useState<AuthModalMode>(mode ?? 'sign-in');
  if (mode && mode !== shown) setShown(mode);

  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => {
        if (open) return;
        // Dismissed without sending a code: a tier chosen while signed out belongs to nobody
        // (lib/tier-intent.ts).
        dropUnclaimedTierChoice();
        closeAuthModal();
      }}
    >
      <DialogContent
        className="sm:p-8"
        onCloseAutoFocus={(event) => {
          const opener = takeAuthModalOpener();
          if (!opener) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        {shown === 'sign-up' ? <SignUpForm key="sign-up" /> : <SignInForm key="sign-in" />}
      </DialogContent>
    </Dialog>
  );
}
