import type { LoginResult } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import type { AuthDeps } from './auth-deps';
import { HOUR } from './auth-limits';
import {
  consumeCode,
  countWrongAttempt,
  failuresSince,
  findOpenCode,
  findUserByEmail,
  insertSession,
  insertUser,
  isUsernameTaken,
  recordFailure,
  type LoginCodeRow,
  type UserRow,
} from './auth.repository';
import {
  CODE_PURPOSE,
  codeMatches,
  generateSessionToken,
  hashCode,
  hashSessionToken,
} from './codes';
import { toUserView } from './user-view';

const INVALID = () => new AppError(400, 'INVALID_CODE', 'Invalid or expired code');

async function assertNotLocked(deps: AuthDeps, email: string, now: Date): Promise<void> {
  const recent = await failuresSince(deps.db, email, new Date(now.getTime() - HOUR));
  if (recent.total >= deps.limits.maxFailuresPerAddressPerHour && recent.oldest) {
    const seconds = Math.max(1, Math.ceil((recent.oldest.getTime() + HOUR - now.getTime()) / 1000));
    throw new AppError(
      429,
      'VERIFY_LOCKED',
      `Too many wrong codes for this address. Try again in ${Math.ceil(seconds / 60)} minutes.`,
      undefined,
      { 'retry-after': String(seconds) },
    );
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

export async function verifyCode(
  deps: AuthDeps,
  input: { email: string; code: string },
): Promise<LoginResult> {
  const now = deps.now();
  await assertNotLocked(deps, input.email, now);
  const max = deps.limits.maxWrongAttemptsPerCode;
  const open = await findOpenCode(deps.db, input.email, CODE_PURPOSE, now, max);
  const candidate = hashCode(deps.config.APP_SECRET, input.email, CODE_PURPOSE, input.code);
  if (!open || !codeMatches(open.codeHash, candidate)) {
    if (open) await countWrongAttempt(deps.db, open.id);
    await recordFailure(deps.db, input.email, now);
    throw INVALID();
  }
  if (!(await consumeCode(deps.db, open.id, now, max))) throw INVALID();

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
