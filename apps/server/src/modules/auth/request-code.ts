import { AppError } from '../../http/app-error';
import { formatWait } from '../../http/wait-text';
import type { AuthDeps } from './auth-deps';
import { HOUR } from './auth-limits';
import {
  codeRequestsSince,
  insertCode,
  latestCodeCreatedAt,
  lockAddress,
  replaceOpenCodes,
} from './auth.repository';
import { CODE_PURPOSE, generateCode, hashCode } from './codes';

export interface RequestCodeInput {
  email: string;
  username?: string | undefined;
  marketingOptIn: boolean;
}

function tooMany(code: string, message: string, retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, code, message.replace('{wait}', formatWait(retryAfterMs)), undefined, {
    'retry-after': String(seconds),
  });
}

export interface IssueCodeInput {
  email: string;
  /** What the code is for; a code checks only for its own purpose (codes.ts). */
  purpose: string;
  username?: string | undefined;
  marketingOptIn: boolean;
}

/**
 * Stores a fresh code for an address under the address's cooldown and hourly limit, replacing
 * any code still waiting; resolves to the code for the caller to send.
 */
export async function issueCode(
  deps: Pick<AuthDeps, 'db' | 'config' | 'limits' | 'now'>,
  input: IssueCodeInput,
): Promise<string> {
  const now = deps.now();
  const { limits } = deps;
  const code = generateCode();
  await deps.db.transaction(async (tx) => {
    await lockAddress(tx, input.email);
    const latest = await latestCodeCreatedAt(tx, input.email);
    const sinceLatest = latest ? now.getTime() - latest.getTime() : Infinity;
    if (sinceLatest < limits.resendCooldownMs) {
      throw tooMany(
        'RESEND_COOLDOWN',
        'Please wait {wait} before requesting another code.',
        limits.resendCooldownMs - sinceLatest,
      );
    }
    const lastHour = await codeRequestsSince(tx, input.email, new Date(now.getTime() - HOUR));
    if (lastHour.total >= limits.maxCodesPerAddressPerHour && lastHour.oldest) {
      throw tooMany(
        'TOO_MANY_CODES',
        'Too many codes were requested for this address. Try again in {wait}.',
        lastHour.oldest.getTime() + HOUR - now.getTime(),
      );
    }
    await replaceOpenCodes(tx, input.email, now);
    await insertCode(tx, {
      email: input.email,
      purpose: input.purpose,
      codeHash: hashCode(deps.config.APP_SECRET, input.email, input.purpose, code),
      username: input.username ?? null,
      marketingOptIn: input.marketingOptIn,
      createdAt: now,
      expiresAt: new Date(now.getTime() + limits.codeValidityMs),
    });
  });
  return code;
}

/**
 * Issues a fresh code for any address, known or not, so the answer never tells which addresses
 * have accounts (the account is created when the code is verified).
 */
export async function requestCode(deps: AuthDeps, input: RequestCodeInput): Promise<void> {
  const code = await issueCode(deps, { ...input, purpose: CODE_PURPOSE });
  await deps.sendSignInCode(input.email, code);
}
