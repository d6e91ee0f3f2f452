import { PRODUCT_NAME } from '@jokerwise/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { getUsernameFeedback, useUsernameAvailability } from '../hooks/use-username-availability';
import { useSendLoginCode } from '../hooks/use-send-login-code';
import { openAuthModal } from '../lib/auth-modal-store';
import { EmailField } from './email-field';
import { ModalBrand, SwitchModalPrompt } from './modal-parts';
import { UsernameField } from './username-field';

export const NEWSLETTER_LABEL =
  'Keep me in the loop with exclusive tips, strategy guides, and special offers';

/** The 'Join' modal body (docs/product/accounts.md). */
export function SignUpForm() {
  const availability = useUsernameAvailability();
  const [email, setEmail] = useState('');
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const { send, isPending } = useSendLoginCode();
  const optInId = useId();
  const trimmedEmail = email.trim();
  const { username, status } = availability;
  // docs/product/accounts.md: e-mail and username filled, the name confirmed available, nothing in flight.
  const canSubmit = trimmedEmail !== '' && username !== '' && status === 'available' && !isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || status === 'checking') return;
    if (status !== 'available') {
      toast({
        title: 'Invalid username',
        description: getUsernameFeedback(availability).text,
        variant: 'destructive',
      });
      return;
    }
    send({ email: trimmedEmail, username, marketingOptIn });
  };

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5">
      <DialogHeader>
        <ModalBrand />
        <DialogTitle>Join</DialogTitle>
        <DialogDescription>
          Create your free {PRODUCT_NAME} account. We&apos;ll e-mail you a 6-digit code — no
          password to remember.
        </DialogDescription>
      </DialogHeader>
      {/* Join starts at the username, also when switched to from Sign In. */}
      <UsernameField {...availability} disabled={isPending} autoFocus />
      <EmailField required value={email} onChange={setEmail} disabled={isPending} />
      <div className="flex items-start gap-3 rounded-xl border border-border bg-surface-sunken/50 p-3">
        <Checkbox
          id={optInId}
          checked={marketingOptIn}
          onCheckedChange={(checked) => setMarketingOptIn(checked === true)}
          disabled={isPending}
          className="mt-0.5"
        />
        <Label htmlFor={optInId} className="text-sm leading-snug font-normal text-fg-muted">
          {NEWSLETTER_LABEL}
        </Label>
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!canSubmit}
        isLoading={isPending}
      >
        Create Account
      </Button>
      <SwitchModalPrompt
        prompt="Already have an account?"
        action="Sign In"
        onSwitch={() => openAuthModal('sign-in')}
      />
    </form>
  );
}
