import { userExportFileName, type UserListQuery } from '@jokerwise/contracts';
import { apiBlob } from '../../../lib/api-client';
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
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = userExportFileName(new Date());
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
