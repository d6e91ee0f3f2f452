import {
  SORT_ORDERS,
  USER_SORT_COLUMNS,
  type SortOrder,
  type UserSortColumn,
} from '@jokerwise/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error';

/** How a page is ordered; a cursor belongs to one order. */
export interface UserSort {
  sortBy: UserSortColumn;
  sortOrder: SortOrder;
}

// Keyset paging for the user list (docs/decisions/030-user-list-keyset-paging.md): a cursor names
// the row a page starts after (next) or ends before (previous), in one sort. It is opaque to the
// browser but not secret: base64url JSON of the sort, the direction, the sort key as text (a
// timestamp keeps its microseconds) and the row's id.

export type PageDirection = 'next' | 'previous';

export interface PageCursor {
  direction: PageDirection;
  key: string;
  id: string;
}

const cursorSchema = z.object({
  d: z.enum(['next', 'previous']),
  s: z.enum(USER_SORT_COLUMNS),
  o: z.enum(SORT_ORDERS),
  k: z.string().max(300),
  i: z.uuid(),
});

export function encodeCursor(sort: UserSort, cursor: PageCursor): string {
  const body: z.infer<typeof cursorSchema> = {
    d: cursor.direction,
    s: sort.sortBy,
    o: sort.sortOrder,
    k: cursor.key,
    i: cursor.id,
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const invalid = (message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'querystring.cursor', message }]);

/** The cursor of a previous answer; a 400 naming `cursor` when it is not one, or another sort's. */
export function decodeCursor(text: string, sort: UserSort): PageCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid('cursor must be a cursor from a previous answer');
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw invalid('cursor must be a cursor from a previous answer');
  if (result.data.s !== sort.sortBy || result.data.o !== sort.sortOrder) {
    throw invalid('cursor belongs to another sort; start again from page 1');
  }
  return { direction: result.data.d, key: result.data.k, id: result.data.i };
}
