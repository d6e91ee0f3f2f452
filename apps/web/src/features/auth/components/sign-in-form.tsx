import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useSendLoginCode } from '../hooks/use-send-login-code';
import { openAuthModal } from '../lib/auth-modal-store';
import { EmailField } from './email-field';
import { ModalBrand, SwitchModalPrompt } from './modal-parts';

/** The 'Welcome Back' modal body (docs/product/accounts.md). */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const { send, isPending } = useSendLoginCode();
  const trimmedEmail = email.trim();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmedEmail || isPending) return;
    send({ email: trimmedEmail });
  };

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5">
      <DialogHeader>
        <ModalBrand />
        <DialogTitle>Welcome Back</DialogTitle>
        <DialogDescription>
          Enter your e-mail and we&apos;ll send you a 6-digit code to sign in.
        </DialogDescription>
      </DialogHeader>
      <EmailField
        required
        value={email}
        onChange={setEmail}
        disabled={isPending}
        // Also when switched to from Join, where the dialog does not move focus again.
        autoFocus
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!trimmedEmail}
        isLoading={isPending}
      >
        Sign In
      </Button>
      <SwitchModalPrompt
        prompt="New here?"
        action="Sign Up"
        onSwitch={() => openAuthModal('sign-up')}
      />
    </form>
  );
}
