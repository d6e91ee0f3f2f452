import { AppError } from '../../http/app-error';
import { attemptCode, codeRefusal, issueCode, type UserRow } from '../auth';
import { refuseDeletingLastAdmin } from '../admin';
import { maskEmailAddress } from '../email';
import type { AccountDeps } from './account-deps';
import { deleteAccountRows } from './account.repository';
import { accountCodePurpose, spendAccountCode } from './account-codes';
import { recordOwnAccountAction } from './own-account-action';

export const BILLING_NOT_ENDED_MESSAGE =
  'We could not cancel your subscription with the payment provider, so nothing was deleted. ' +
  'Please try again in a few minutes.';

/** E-mails the code that confirms the deletion to the account's own address. */
export async function requestAccountDeletion(deps: AccountDeps, user: UserRow): Promise<void> {
  const code = await issueCode(deps, {
    email: user.email,
    purpose: accountCodePurpose('delete-account', user.id),
    marketingOptIn: false,
  });
  await deps.sendAccountCode(user.email, 'delete-account', code);
}

/**
 * Deletes the account once the code is right and the provider has stopped charging
 * (docs/decisions/027-account-self-service.md). The code is spent only after the provider
 * answered, so a provider outage leaves both the account and the code as they were.
 */
export async function confirmAccountDeletion(
  deps: AccountDeps,
  user: UserRow,
  input: { code: string; client: string; requestId: string },
): Promise<void> {
  const now = deps.now();
  const purpose = accountCodePurpose('delete-account', user.id);
  const outcome = await attemptCode(deps, { ...input, email: user.email, purpose }, now);
  if (!outcome.ok) throw codeRefusal(outcome);
  // Checked before billing stops, and again under the lock where the deletion commits.
  await refuseDeletingLastAdmin(deps.db, user, deps.config.ADMIN_EMAILS);
  try {
    await deps.endBilling(user.id);
  } catch (error) {
    throw Object.assign(new AppError(502, 'SUBSCRIPTION_NOT_CANCELED', BILLING_NOT_ENDED_MESSAGE), {
      cause: error,
    });
  }
  await spendAccountCode(deps.db, outcome.code.id, now);
  await deps.db.transaction(async (tx) => {
    await refuseDeletingLastAdmin(tx, user, deps.config.ADMIN_EMAILS);
    await deleteAccountRows(tx, user);
    // The trail outlives the account (it has no foreign keys); it keeps a masked address only.
    await recordOwnAccountAction(
      tx,
      user,
      input.requestId,
      {
        action: 'account.delete',
        targetLabel: maskEmailAddress(user.email),
        oldValue: { plan: user.subscriptionPlan, status: user.subscriptionStatus },
        newValue: null,
      },
      now,
    );
  });
}
