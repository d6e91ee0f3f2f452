import { userExportFileName, type UserListQuery } from '@jokerwise/contracts';
import { apiBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { toUserListSearch } from './get-users';

/**
 * GET /api/admin/users/export through the session (the bearer header, never a token in the URL),
 * saved from a blob under the name the spec gives (docs/product/staff-console.md).
 */
export async function exportUsers(
  query: UserListQuery,
  selectedIds: readonly string[] = [],
): Promise<void> {
  const search = toUserListSearch(query);
  search.delete('page');
  search.delete('limit');
  search.delete('cursor');
  if (selectedIds.length > 0) search.set('ids', selectedIds.join(','));
  const blob = await apiBlob(`/api/admin/users/export?${search}`);
  saveFile(blob, userExportFileName(new Date()));
}
