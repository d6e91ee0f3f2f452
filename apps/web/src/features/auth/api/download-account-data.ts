import { accountExportFileName } from '@jokerwise/contracts';
import { apiBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /api/account/export through the session (the bearer header, never a token in the URL),
 * saved from a blob under the name the server gives it.
 */
export async function downloadAccountData(): Promise<void> {
  const blob = await apiBlob('/api/account/export');
  saveFile(blob, accountExportFileName(new Date()));
}
