import type { User } from '@jokerwise/contracts';
import { AccountDataDownload } from './account-data-download';
import { AccountDeleteSection } from './account-delete-section';
import { AccountEmailForm } from './account-email-form';
import { AccountNewsletterSwitch } from './account-newsletter-switch';
import { AccountUsernameForm } from './account-username-form';

/** Account self-service on the dashboard's Profile tab (docs/decisions/027-account-self-service.md). */
export function AccountSettings({ user }: { user: Pick<User, 'email' | 'username'> }) {
  return (
    <div className="mt-4 flex flex-col gap-4" data-testid="account-settings">
      <div className="grid gap-4 md:grid-cols-2">
        <AccountUsernameForm current={user.username} />
        <AccountEmailForm current={user.email} />
      </div>
      <AccountNewsletterSwitch />
      <div className="grid gap-4 md:grid-cols-2">
        <AccountDataDownload />
        <AccountDeleteSection email={user.email} />
      </div>
    </div>
  );
}
