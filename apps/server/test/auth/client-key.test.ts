import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/modules/auth/client-key';

// ADR 014: failures count per client; an IPv6 client is its /64.
describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:5:6::1', '2001:db8:5:6::/64'],
    ['2001:0DB8:0005:0006:ffff:1:2:3', '2001:db8:5:6::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['not-an-address', 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});
