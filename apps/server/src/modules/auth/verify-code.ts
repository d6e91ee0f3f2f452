import type { LoginResult } from '@jokerwise/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { formatWait } from '../../http/wait-text';
import { attemptCode, type AttemptOutcome, type CodeGuess } from './attempt-code';
import type { AuthDeps } from './auth-deps';
import {
  consumeCode,
  findUserByEmail,
  insertSession,
  insertUser,
  type LoginCodeRow,
  type UserRow,
} from './auth.repository';
import { generateSessionToken, hashSessionToken } from './codes';
import { toUserView } from './user-view';

const INVALID = () => new AppError(400, 'INVALID_CODE', 'Invalid or expired code');

/** The one place a refused guess becomes an HTTP answer. */
export function refusal(outcome: Exclude<AttemptOutcome, { ok: true }>): AppError {
  switch (outcome.reason) {
    case 'INVALID_CODE':
      return INVALID();
    case 'CODE_LOCKED':
      return new AppError(
        429,
        'CODE_LOCKED',
        'Too many wrong tries for this code. Please request a new code.',
      );
    case 'VERIFY_LOCKED': {
      const seconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
      return new AppError(
        429,
        'VERIFY_LOCKED',
        `Too many wrong codes for this address. Try again in ${formatWait(outcome.retryAfterMs)}.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
  }
}

const usernameTaken = (username: string) => {
  const message = `Someone has just taken the username ${username}. Please choose another.`;
  return new AppError(409, 'USERNAME_TAKEN', message, [{ path: 'body.username', message }]);
};

interface Account {
  user: UserRow;
  alreadyRegistered: boolean;
}

/**
 * Verifying a code for an unknown address creates the account (docs/product/accounts.md). A sign-up for an
 * address that has an account keeps that account and its name. The name is claimed by the insert
 * itself (the unique index decides a race); losing it refuses the verification, and the caller's
 * transaction rolls back so the code stays valid for another try with another name.
 */
async function findOrCreateUser(
  db: Db,
  code: LoginCodeRow,
  replacement?: string,
): Promise<Account> {
  const existing = await findUserByEmail(db, code.email);
  if (existing) return { user: existing, alreadyRegistered: code.username !== null };
  const wanted = replacement ?? code.username;
  const created = await insertUser(db, {
    email: code.email,
    username: wanted,
    marketingOptIn: code.marketingOptIn,
  });
  if (created) return { user: created, alreadyRegistered: false };
  const raced = await findUserByEmail(db, code.email);
  if (raced) return { user: raced, alreadyRegistered: false };
  if (wanted) throw usernameTaken(wanted);
  throw new Error('account could not be created');
}

export async function verifyCode(
  deps: AuthDeps,
  guess: CodeGuess & { username?: string | undefined },
): Promise<LoginResult> {
  const now = deps.now();
  const outcome = await attemptCode(deps, guess, now);
  if (!outcome.ok) throw refusal(outcome);
  const open = outcome.code;

  const token = generateSessionToken();
  const { user, alreadyRegistered } = await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, open.id, now))) throw INVALID();
    const account = await findOrCreateUser(tx, open, guess.username);
    await insertSession(tx, {
      userId: account.user.id,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + deps.limits.sessionTtlMs),
    });
    return account;
  });
  return {
    token,
    user: toUserView(user, deps.config.ADMIN_EMAILS),
    devMode: deps.config.DEV_MODE,
    ...(alreadyRegistered ? { alreadyRegistered } : {}),
  };
}
