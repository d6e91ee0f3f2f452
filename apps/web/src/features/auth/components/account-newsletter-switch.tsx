import { Newspaper } from 'lucide-react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useAccount, useSetNewsletter } from '../api/account';
import { AccountError } from './account-section';

/** The sign-up form's newsletter choice (docs/product/accounts.md), changeable at any time. */
export function AccountNewsletterSwitch() {
  const account = useAccount();
  const save = useSetNewsletter();
  const optedIn = save.isPending ? save.variables : account.data?.marketingOptIn;
  return (
    <section
      data-testid="account-newsletter"
      aria-label="Newsletter"
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-sunken/60 p-4"
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id="account-newsletter"
          checked={optedIn ?? false}
          disabled={!account.isSuccess || save.isPending}
          onCheckedChange={(checked) => save.mutate(checked === true)}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor="account-newsletter" className="flex items-center gap-2">
            <Newspaper aria-hidden="true" className="size-4 text-fg-muted" />
            Newsletter
          </Label>
          <p className="text-sm text-fg-muted">
            Keep me in the loop with exclusive tips, strategy guides, and special offers.
          </p>
        </div>
      </div>
      <AccountError
        message={save.isError ? 'Your choice could not be saved. Please try again.' : null}
      />
    </section>
  );
}
