import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AccountDeleteDialog } from './account-delete-dialog';
import { AccountSection } from './account-section';

export function AccountDeleteSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <AccountSection
      icon={Trash2}
      title="Delete my account"
      testId="account-delete"
      description={
        <>
          Cancels any subscription, then deletes your data. Invoices are kept as billing law
          requires;{' '}
          <Link className="underline" to={paths.privacyPolicy.getHref()}>
            see the privacy policy
          </Link>
          .
        </>
      }
    >
      <Button variant="destructive" size="sm" className="self-start" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete my account
      </Button>
      <AccountDeleteDialog open={open} onOpenChange={setOpen} email={email} />
    </AccountSection>
  );
}
