import { accountExportFileName } from '@jokerwise/contracts';
import { apiBlob } from '../../../lib/api-client';

/**
 * GET /api/account/export through the session (the bearer header, never a token in the URL),
 * saved from a blob under the name the server gives it.
 */
export async function downloadAccountData(): Promise<void> {
  const blob = await apiBlob('/api/account/export');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = accountExportFileName(new Date());
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
