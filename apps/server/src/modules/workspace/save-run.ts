import {
  workspaceDocumentSchema,
  type SaveRunBody,
  type SavedRun,
  type WorkspaceDocument,
} from '@jokerwise/contracts';
import type { Db } from '../../db/database';
import {
  findRunByUser,
  insertRun,
  updateRunAtRevision,
  type WorkspaceRunRow,
} from './workspace.repository';

export interface WorkspaceDeps {
  readonly db: Db;
  readonly now: () => Date;
}

export type SaveRunResult =
  | { readonly kind: 'saved'; readonly run: SavedRun }
  | { readonly kind: 'conflict'; readonly run: SavedRun };

/**
 * Stored documents were parsed before they were written, but a stored run can predate a
 * schema change; one that no longer parses is reported as absent rather than crashing the
 * workspace, and the next save replaces it.
 */
export function toSavedRun(row: WorkspaceRunRow): SavedRun | null {
  const parsed = workspaceDocumentSchema.safeParse(row.document);
  if (!parsed.success) return null;
  return {
    id: row.id,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
    document: parsed.data,
  };
}

export async function getCurrentRun(deps: WorkspaceDeps, userId: string): Promise<SavedRun | null> {
  const row = await findRunByUser(deps.db, userId);
  return row ? toSavedRun(row) : null;
}

/** The run the coach reads: the saved document, or null when the user has none yet. */
export async function getRunDocument(
  deps: WorkspaceDeps,
  userId: string,
): Promise<{ readonly id: string; readonly document: WorkspaceDocument } | null> {
  const run = await getCurrentRun(deps, userId);
  return run ? { id: run.id, document: run.document } : null;
}

/**
 * Saves the caller's run when it is based on the stored revision (0 = no run yet). Otherwise
 * another device saved in between: the newer run is returned as a conflict for the client to
 * take over, and nothing is overwritten.
 */
export async function saveRun(
  deps: WorkspaceDeps,
  userId: string,
  body: SaveRunBody,
): Promise<SaveRunResult> {
  const now = deps.now();
  const written =
    body.baseRevision === 0
      ? await insertRun(deps.db, userId, body.document, now)
      : await updateRunAtRevision(deps.db, userId, body.baseRevision, body.document, now);
  if (written) return { kind: 'saved', run: savedOrThrow(written) };

  const current = await findRunByUser(deps.db, userId);
  const currentRun = current ? toSavedRun(current) : null;
  if (currentRun) return { kind: 'conflict', run: currentRun };
  // No readable run exists (never saved, or an unreadable legacy one): this save starts over.
  const replaced = current
    ? await updateRunAtRevision(deps.db, userId, current.revision, body.document, now)
    : await insertRun(deps.db, userId, body.document, now);
  if (!replaced) return saveRun(deps, userId, body);
  return { kind: 'saved', run: savedOrThrow(replaced) };
}

function savedOrThrow(row: WorkspaceRunRow): SavedRun {
  const run = toSavedRun(row);
  if (!run) throw new Error('A run that was just validated failed to parse');
  return run;
}
