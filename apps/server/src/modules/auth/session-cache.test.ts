import { describe, expect, it } from 'vitest';
import type { UserRow } from './auth.repository';
import { SessionCache, type CachedSession, type SessionRow } from './session-cache';

function entry(userId: string): CachedSession {
  return {
    session: { id: `s-${userId}`, userId } as SessionRow,
    user: { id: userId } as UserRow,
  };
}

describe('SessionCache', () => {
  it('forgets an entry once its lifetime is over', () => {
    const cache = new SessionCache({ maxEntries: 10, ttlMs: 1_000 });
    cache.set('a', entry('u1'), cache.generation(), 0);
    expect(cache.get('a', 999)?.user.id).toBe('u1');
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('distrusts an entry stored in the future of the clock (a clock moved back)', () => {
    const cache = new SessionCache({ maxEntries: 10, ttlMs: 1_000 });
    cache.set('a', entry('u1'), cache.generation(), 5_000);
    expect(cache.get('a', 4_000)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache({ maxEntries: 2, ttlMs: 1_000 });
    for (const key of ['a', 'b', 'c']) cache.set(key, entry(key), cache.generation(), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.user.id).toBe('c');
  });

  it('does not store a read that started before a revocation', () => {
    const cache = new SessionCache({ maxEntries: 10, ttlMs: 1_000 });
    const before = cache.generation();
    cache.forgetUser('u1');
    cache.set('a', entry('u1'), before, 0);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('forgets one token, or every token of one user', () => {
    const cache = new SessionCache({ maxEntries: 10, ttlMs: 1_000 });
    cache.set('a', entry('u1'), cache.generation(), 0);
    cache.set('b', entry('u1'), cache.generation(), 0);
    cache.set('c', entry('u2'), cache.generation(), 0);
    cache.forgetToken('c');
    expect(cache.get('c', 1)).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.size).toBe(0);
  });
});
