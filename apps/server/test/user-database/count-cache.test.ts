import { describe, expect, it, vi } from 'vitest';
import { createCountCache } from '../../src/modules/user-database/count-cache';

// The user list's counts are reused for a few seconds (docs/decisions/030-user-list-keyset-paging.md).

describe('createCountCache', () => {
  it('answers a count again within the TTL, and counts afresh after it', async () => {
    let now = 0;
    const cache = createCountCache(5_000, () => now);
    const load = vi.fn(async () => [load.mock.calls.length]);
    expect(await cache.get('stats', load)).toEqual([1]);
    now = 4_999;
    expect(await cache.get('stats', load)).toEqual([1]);
    expect(await cache.get('other', load)).toEqual([2]);
    now = 5_000;
    expect(await cache.get('stats', load)).toEqual([3]);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one count between requests that arrive while it runs', async () => {
    const cache = createCountCache(5_000, () => 0);
    let finish: (value: number[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<number[]>((resolve) => (finish = resolve)));
    const first = cache.get('stats', load);
    const second = cache.get('stats', load);
    finish([7]);
    expect(await Promise.all([first, second])).toEqual([[7], [7]]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failed count', async () => {
    const cache = createCountCache(5_000, () => 0);
    await expect(cache.get('stats', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('stats', async () => [1])).toEqual([1]);
  });
});
