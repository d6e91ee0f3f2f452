import { CODE_LENGTH } from '@jokerwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { TitledDialog } from '../../../components/ui/titled-dialog';
import { toast } from '../../../components/ui/toast';
import { confirmAccountDeletion, useRequestDeletionCode } from '../api/account';
import { accountErrorMessage } from '../lib/account-errors';
import { useForgetSession } from '../lib/use-forget-session';
import { AccountError } from './account-section';
import { SentCodeEntry } from './sent-code-entry';

export interface AccountDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}

/** Two steps: e-mail a code to the account's address, then enter it to delete for good. */
export function AccountDeleteDialog({ open, onOpenChange, email }: AccountDeleteDialogProps) {
  const [code, setCode] = useState('');
  const requestCode = useRequestDeletionCode();
  // The server already ended every session, so there is no logout call to make.
  const forgetSession = useForgetSession();
  const remove = useMutation({
    mutationFn: confirmAccountDeletion,
    onSuccess: async () => {
      await forgetSession();
      toast({
        title: 'Your account was deleted',
        description: 'Your subscription is cancelled and your data is gone.',
      });
    },
    onError: () => setCode(''),
  });
  const codeSent = requestCode.isSuccess;

  function changeOpen(next: boolean) {
    if (!next) {
      setCode('');
      requestCode.reset();
      remove.reset();
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    remove.mutate(code);
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={changeOpen}
      title="Delete your account?"
      description="Any subscription is cancelled first, so you are not charged again. Then your profile, saved run, coach chat and session recordings are deleted. This cannot be undone."
      // One shrinkable column: the six code slots and two buttons must never widen the box.
      className="grid-cols-[minmax(0,1fr)] sm:max-w-xl"
    >
      {codeSent ? (
        <form id="account-delete-form" className="flex flex-col gap-3" onSubmit={submit}>
          <SentCodeEntry
            message={
              <>
                Enter the 6-digit code we sent to <strong>{email}</strong>.
              </>
            }
            label="Code to delete the account"
            code={code}
            onCodeChange={setCode}
            confirming={remove}
          />
        </form>
      ) : (
        <p className="text-sm text-fg-muted">
          To make sure it is you, we e-mail a code to your address.
        </p>
      )}
      <AccountError
        message={
          accountErrorMessage(requestCode.error, 'The code could not be sent.') ??
          accountErrorMessage(remove.error, 'Your account could not be deleted.')
        }
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Keep my account</Button>
        </DialogClose>
        {codeSent ? (
          <Button
            type="submit"
            form="account-delete-form"
            variant="destructive"
            disabled={code.length !== CODE_LENGTH}
            isLoading={remove.isPending}
          >
            Delete my account for good
          </Button>
        ) : (
          <Button
            variant="destructive"
            onClick={() => requestCode.mutate()}
            isLoading={requestCode.isPending}
          >
            E-mail me a code
          </Button>
        )}
      </DialogFooter>
    </TitledDialog>
  );
}
