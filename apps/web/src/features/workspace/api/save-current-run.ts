import {
  runConflictBodySchema,
  savedRunSchema,
  type SavedRun,
  type SaveRunBody,
} from '@jokerwise/contracts';
import { apiRequest, isApiError } from '../../../lib/api-client';

export type SaveRunOutcome =
  | { readonly kind: 'saved'; readonly run: SavedRun }
  /** Another device saved first; the server sent its newer run. */
  | { readonly kind: 'conflict'; readonly run: SavedRun };

/** PUT the document on top of `baseRevision`; a 409 is an answer, not a failure. */
export async function saveCurrentRun(body: SaveRunBody): Promise<SaveRunOutcome> {
  try {
    const run = await apiRequest('/api/runs/current', {
      method: 'PUT',
      body,
      schema: savedRunSchema,
    });
    return { kind: 'saved', run };
  } catch (error) {
    const newer = isApiError(error, 409) ? readConflictRun(error.bodyText) : null;
    if (newer !== null) return { kind: 'conflict', run: newer };
    throw error;
  }
}

/** The 409 body carries the newer run next to the error envelope (parse at the edge). */
function readConflictRun(bodyText: string): SavedRun | null {
  try {
    const parsed = runConflictBodySchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data.run : null;
  } catch {
    return null;
  }
}
