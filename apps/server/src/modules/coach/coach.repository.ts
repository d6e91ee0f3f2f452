import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { coachMessages } from '../../db/schema';

// The chat of one user's game: a run (run id null before the first save) holds one chat per
// game (game id null for games started before game ids), so New Game starts a fresh chat.

export type CoachMessageRow = typeof coachMessages.$inferSelect;
export type NewCoachMessage = Pick<
  typeof coachMessages.$inferInsert,
  'userId' | 'runId' | 'gameId' | 'role' | 'content' | 'isError' | 'createdAt'
>;

/** Which chat: the user's run and the game within it. */
export interface ChatKey {
  readonly userId: string;
  readonly runId: string | null;
  readonly gameId: string | null;
}

function ofChat({ userId, runId, gameId }: ChatKey): SQL | undefined {
  return and(
    eq(coachMessages.userId, userId),
    runId === null ? isNull(coachMessages.runId) : eq(coachMessages.runId, runId),
    gameId === null ? isNull(coachMessages.gameId) : eq(coachMessages.gameId, gameId),
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
  chat: ChatKey,
  limit: number,
): Promise<CoachMessageRow[]> {
  const rows = await db
    .select()
    .from(coachMessages)
    .where(ofChat(chat))
    .orderBy(desc(coachMessages.createdAt), asc(coachMessages.role))
    .limit(limit);
  return rows.reverse();
}

export async function deleteCoachMessages(db: Db, chat: ChatKey): Promise<void> {
  await db.delete(coachMessages).where(ofChat(chat));
}
