import { AppError } from '../../http/app-error';
import { attemptCode, codeRefusal, findUserByEmail, issueCode, type UserRow } from '../auth';
import { maskEmailAddress } from '../email';
import type { AccountDeps } from './account-deps';
import { updateEmail } from './account.repository';
import { accountCodePurpose, spendAccountCode } from './account-codes';
import { recordOwnAccountAction } from './own-account-action';
import { isUniqueViolation } from './unique-violation';

export const EMAIL_TAKEN_MESSAGE = 'This e-mail address already belongs to another account.';

/**
 * Sends a code to the new address. Whether the address already has an account is told only once
 * the code comes back: only the owner of that mailbox learns it (ADR 027).
 */
export async function requestEmailChange(
  deps: AccountDeps,
  user: UserRow,
  email: string,
): Promise<void> {
  if (email === user.email) {
    throw new AppError(400, 'SAME_EMAIL', 'This is already the e-mail address of your account.');
  }
  const code = await issueCode(deps, {
    email,
    purpose: accountCodePurpose('change-email', user.id),
    marketingOptIn: false,
  });
  await deps.sendAccountCode(email, 'change-email', code);
}

export async function confirmEmailChange(
  deps: AccountDeps,
  user: UserRow,
  input: { email: string; code: string; client: string; requestId: string },
): Promise<UserRow> {
  const now = deps.now();
  const purpose = accountCodePurpose('change-email', user.id);
  const outcome = await attemptCode(deps, { ...input, purpose }, now);
  if (!outcome.ok) throw codeRefusal(outcome);
  const owner = await findUserByEmail(deps.db, input.email);
  if (owner && owner.id !== user.id) throw new AppError(409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
  await spendAccountCode(deps.db, outcome.code.id, now);
  try {
    return await deps.db.transaction(async (tx) => {
      const updated = await updateEmail(tx, user.id, input.email, now);
      if (!updated) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
      // Staff read the trail when a player says they lost access: the sign-in address moved.
      await recordOwnAccountAction(
        tx,
        user,
        input.requestId,
        {
          action: 'account.email-change',
          targetLabel: maskEmailAddress(input.email),
          oldValue: { email: maskEmailAddress(user.email) },
          newValue: { email: maskEmailAddress(input.email) },
        },
        now,
      );
      return updated;
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw new AppError(409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
