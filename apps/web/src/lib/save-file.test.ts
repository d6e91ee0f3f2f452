import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('clicks an attached link named for the file, then releases the URL', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:saved');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: { download: string; href: string; attached: boolean }[] = [];
    const onClick = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      clicked.push({ download: link.download, href: link.href, attached: link.isConnected });
      event.preventDefault();
    };
    document.addEventListener('click', onClick);

    const blob = new Blob(['id,email'], { type: 'text/csv' });
    saveFile(blob, 'users.csv');

    document.removeEventListener('click', onClick);
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ download: 'users.csv', href: 'blob:saved', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    // Released only after the click has had its turn.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:saved');
  });
});
