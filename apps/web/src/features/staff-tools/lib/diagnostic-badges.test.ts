import { describe, expect, it } from 'vitest';
import { checkBadge, dnsBadge, presenceBadge } from './diagnostic-badges';

const record = (found: boolean, error?: string) => ({
  name: 'example.com',
  found,
  records: [],
  ...(error ? { error } : {}),
});

describe('e-mail diagnostic badges (docs/product/staff-console.md)', () => {
  it('tells a missing record from a lookup that failed', () => {
    expect(dnsBadge(record(true))).toBe('Found');
    expect(dnsBadge(record(false, 'ENOTFOUND: no such name'))).toBe('Missing');
    expect(dnsBadge(record(false, 'ENODATA: no record of this type'))).toBe('Missing');
    expect(dnsBadge(record(false, 'no matching TXT record'))).toBe('Missing');
    expect(dnsBadge(record(false, 'ETIMEOUT: no answer within 3000 ms'))).toBe('Missing-Error');
    expect(dnsBadge(record(false, 'ESERVFAIL: the DNS server failed'))).toBe('Missing-Error');
  });

  it('shows presence as Found or Missing and a live check as Passed or Failed', () => {
    expect([presenceBadge(true), presenceBadge(false)]).toEqual(['Found', 'Missing']);
    expect([checkBadge(true), checkBadge(false)]).toEqual(['Passed', 'Failed']);
  });
});
