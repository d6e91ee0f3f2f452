import { AtSign } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { UsernameField } from './username-field';
import { useUsernameAvailability } from '../hooks/use-username-availability';
import { useChangeUsername } from '../api/account';
import { accountErrorMessage } from '../lib/account-errors';
import { AccountError, AccountSection } from './account-section';

/** A new username, with the sign-up form's live availability check (docs/product/accounts.md). */
export function AccountUsernameForm({ current }: { current: string | null }) {
  const availability = useUsernameAvailability();
  const change = useChangeUsername();

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate(availability.username, {
      onSuccess: ({ user }) => {
        availability.setUsername('');
        toast({ title: 'Username updated', description: `You are now ${user.username ?? ''}.` });
      },
    });
  }

  return (
    <AccountSection
      icon={AtSign}
      title="Change username"
      testId="account-username"
      description={current ? `Now: ${current}` : 'You have no username yet.'}
    >
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <UsernameField
          {...availability}
          setUsername={(raw) => {
            change.reset();
            availability.setUsername(raw);
          }}
          disabled={change.isPending}
        />
        <AccountError
          message={accountErrorMessage(change.error, 'Your username could not be changed.')}
        />
        <Button
          type="submit"
          size="sm"
          className="self-start"
          disabled={availability.status !== 'available'}
          isLoading={change.isPending}
        >
          Save username
        </Button>
      </form>
    </AccountSection>
  );
}
