import { CODE_LENGTH } from '@jokerwise/contracts';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/account';
import { accountErrorMessage } from '../lib/account-errors';
import { AccountError, AccountSection } from './account-section';
import { SentCodeEntry } from './sent-code-entry';

/**
 * A new sign-in address, proven by a code sent to it; the account keeps the old address until
 * the code is entered (docs/decisions/027-account-self-service.md).
 */
export function AccountEmailForm({ current }: { current: string }) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();

  function sendCode(event: FormEvent) {
    event.preventDefault();
    request.mutate(email.trim(), { onSuccess: () => setSentTo(email.trim()) });
  }

  function confirmCode(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    confirm.mutate(
      { email: sentTo, code },
      {
        onSuccess: ({ user }) => {
          setSentTo(null);
          setEmail('');
          setCode('');
          toast({ title: 'E-mail updated', description: `You now sign in with ${user.email}.` });
        },
        onError: () => setCode(''),
      },
    );
  }

  function startOver() {
    setSentTo(null);
    setCode('');
    request.reset();
    confirm.reset();
  }

  return (
    <AccountSection
      icon={Mail}
      title="Change e-mail"
      testId="account-email"
      description={
        <span data-recording-mask className="break-all">
          Now: {current}
        </span>
      }
    >
      {sentTo ? (
        <form className="flex flex-col gap-3" onSubmit={confirmCode} noValidate>
          <SentCodeEntry
            message={
              <>
                We sent a 6-digit code to <strong>{sentTo}</strong>. Your address changes once you
                enter it.
              </>
            }
            label="Code sent to the new address"
            code={code}
            onCodeChange={setCode}
            confirming={confirm}
          />
          <AccountError
            message={accountErrorMessage(confirm.error, 'Your e-mail could not be changed.')}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              size="sm"
              disabled={code.length !== CODE_LENGTH}
              isLoading={confirm.isPending}
            >
              Confirm new e-mail
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={startOver}>
              Use another address
            </Button>
          </div>
        </form>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={sendCode} noValidate>
          <Field label="New e-mail address">
            <Input
              type="email"
              name="new-email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(event) => {
                request.reset();
                setEmail(event.target.value);
              }}
              data-recording-mask
            />
          </Field>
          <AccountError
            message={accountErrorMessage(request.error, 'The code could not be sent.')}
          />
          <Button
            type="submit"
            size="sm"
            className="self-start"
            disabled={!email.includes('@')}
            isLoading={request.isPending}
          >
            Send code
          </Button>
        </form>
      )}
    </AccountSection>
  );
}
