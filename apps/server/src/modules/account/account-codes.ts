import type { Db } from '../../db/database';
import { codeRefusal, consumeCode } from '../auth';
import type { AccountCodeKind } from '../email';

// A confirmation code is bound to the account asking for it: the purpose goes into the code's
// HMAC and lookup (modules/auth/codes.ts), so a code for one account or one action never
// confirms another, and never signs anyone in.

export function accountCodePurpose(kind: AccountCodeKind, userId: string): string {
  return `${kind}:${userId}`;
}

/** Spends a checked code; a code spent meanwhile (a second tab, a retry) is refused as invalid. */
export async function spendAccountCode(db: Db, codeId: string, now: Date): Promise<void> {
  if (!(await consumeCode(db, codeId, now))) {
    throw codeRefusal({ ok: false, reason: 'INVALID_CODE' });
  }
}
