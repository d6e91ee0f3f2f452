import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailMessages, loginCodes, loginFailures, sessions } from '../../db/schema';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface CleanupCounts {
  loginCodes: number;
  loginFailures: number;
  emailMessages: number;
  sessions: number;
}

/**
 * Rows past every rule that reads them: codes the hourly per-address limit no longer counts
 * (a day leaves room for the 10-minute validity and the hour), failures past the hour they lock
 * for (ADR 014), sent or failed e-mails after a week, and sessions past their expiry.
 */
export async function deleteStaleRows(db: Db, now: Date): Promise<CleanupCounts> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const codes = await db
    .delete(loginCodes)
    .where(
      and(
        lt(loginCodes.createdAt, ago(DAY_MS)),
        or(isNotNull(loginCodes.consumedAt), lt(loginCodes.expiresAt, now)),
      ),
    )
    .returning({ id: loginCodes.id });
  const failures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, ago(HOUR_MS)))
    .returning({ id: loginFailures.id });
  const messages = await db
    .delete(emailMessages)
    .where(
      and(
        inArray(emailMessages.status, ['sent', 'failed']),
        lt(emailMessages.createdAt, ago(7 * DAY_MS)),
      ),
    )
    .returning({ id: emailMessages.id });
  const expired = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return {
    loginCodes: codes.length,
    loginFailures: failures.length,
    emailMessages: messages.length,
    sessions: expired.length,
  };
}
