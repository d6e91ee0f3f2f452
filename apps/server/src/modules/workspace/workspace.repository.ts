import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { workspaceRuns } from '../../db/schema';

// Small async functions over the shared query API; every write is one conditional statement so
// two devices saving at once cannot both win.

export type WorkspaceRunRow = typeof workspaceRuns.$inferSelect;

export async function findRunByUser(db: Db, userId: string): Promise<WorkspaceRunRow | undefined> {
  return db.query.workspaceRuns.findFirst({ where: eq(workspaceRuns.userId, userId) });
}

/** Creates the user's first run; undefined when another save created it first. */
export async function insertRun(
  db: Db,
  userId: string,
  document: unknown,
  now: Date,
): Promise<WorkspaceRunRow | undefined> {
  const [row] = await db
    .insert(workspaceRuns)
    .values({ userId, document, revision: 1, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: workspaceRuns.userId })
    .returning();
  return row;
}

/** Replaces the run only if it is still at `baseRevision`; undefined when it moved on. */
export async function updateRunAtRevision(
  db: Db,
  userId: string,
  baseRevision: number,
  document: unknown,
  now: Date,
): Promise<WorkspaceRunRow | undefined> {
  const [row] = await db
    .update(workspaceRuns)
    .set({ document, revision: sql`${workspaceRuns.revision} + 1`, updatedAt: now })
    .where(and(eq(workspaceRuns.userId, userId), eq(workspaceRuns.revision, baseRevision)))
    .returning();
  return row;
}
