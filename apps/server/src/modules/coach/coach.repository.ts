import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { coachMessages } from '../../db/schema';

// The chat of one user's run; a user with no saved run yet chats under run id null.

export type CoachMessageRow = typeof coachMessages.$inferSelect;
export type NewCoachMessage = Pick<
  typeof coachMessages.$inferInsert,
  'userId' | 'runId' | 'role' | 'content' | 'isError' | 'createdAt'
>;

function ofRun(userId: string, runId: string | null): SQL | undefined {
  return and(
    eq(coachMessages.userId, userId),
    runId === null ? isNull(coachMessages.runId) : eq(coachMessages.runId, runId),
  );
}

export async function insertCoachMessage(
  db: Db,
  message: NewCoachMessage,
): Promise<CoachMessageRow> {
  const [row] = await db.insert(coachMessages).values(message).returning();
  if (!row) throw new Error('Inserting a coach message returned no row');
  return row;
}

/**
 * The latest `limit` messages, oldest first. Messages of one moment keep the question before
 * its answer (times are also kept strictly increasing, see nextMessageTime).
 */
export async function listCoachMessages(
  db: Db,
  userId: string,
  runId: string | null,
  limit: number,
): Promise<CoachMessageRow[]> {
  const rows = await db
    .select()
    .from(coachMessages)
    .where(ofRun(userId, runId))
    .orderBy(desc(coachMessages.createdAt), asc(coachMessages.role))
    .limit(limit);
  return rows.reverse();
}

export async function deleteCoachMessages(
  db: Db,
  userId: string,
  runId: string | null,
): Promise<void> {
  await db.delete(coachMessages).where(ofRun(userId, runId));
}
