import type { LoginResult } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import { attemptCode, type AttemptOutcome, type CodeGuess } from './attempt-code';
import type { AuthDeps } from './auth-deps';
import {
  consumeCode,
  findUserByEmail,
  insertSession,
  insertUser,
  isUsernameTaken,
  type LoginCodeRow,
  type UserRow,
} from './auth.repository';
import { generateSessionToken, hashSessionToken } from './codes';
import { toUserView } from './user-view';

const INVALID = () => new AppError(400, 'INVALID_CODE', 'Invalid or expired code');

/** The one place a refused guess becomes an HTTP answer. */
function refusal(outcome: Exclude<AttemptOutcome, { ok: true }>): AppError {
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
        `Too many wrong codes for this address. Try again in ${Math.ceil(seconds / 60)} minutes.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
  }
}

/** Verifying a code for an unknown address creates the account (spec 000 §4). */
async function findOrCreateUser(deps: AuthDeps, code: LoginCodeRow): Promise<UserRow> {
  const existing = await findUserByEmail(deps.db, code.email);
  if (existing) return existing;
  const wanted =
    code.username && !(await isUsernameTaken(deps.db, code.username)) ? code.username : null;
  const created = await insertUser(deps.db, {
    email: code.email,
    username: wanted,
    marketingOptIn: code.marketingOptIn,
  }).catch(() =>
    // The name was taken between the check and the insert: the account gets none ('Not set').
    insertUser(deps.db, { email: code.email, username: null, marketingOptIn: code.marketingOptIn }),
  );
  const user = created ?? (await findUserByEmail(deps.db, code.email));
  if (!user) throw new Error('account could not be created');
  return user;
}

export async function verifyCode(deps: AuthDeps, guess: CodeGuess): Promise<LoginResult> {
  const now = deps.now();
  const outcome = await attemptCode(deps, guess, now);
  if (!outcome.ok) throw refusal(outcome);
  const open = outcome.code;
  if (!(await consumeCode(deps.db, open.id, now))) throw INVALID();

  const user = await findOrCreateUser(deps, open);
  const token = generateSessionToken();
  await insertSession(deps.db, {
    userId: user.id,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + deps.limits.sessionTtlMs),
  });
  return {
    token,
    user: toUserView(user, deps.config.ADMIN_EMAILS),
    devMode: deps.config.DEV_MODE,
  };
}
