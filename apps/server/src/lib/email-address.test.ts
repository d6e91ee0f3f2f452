import { describe, expect, it } from 'vitest';
import { addressOf, domainOf, isReservedDomain } from './email-address';

describe('the sender address in EMAIL_FROM', () => {
  it('reads the address with or without a display name', () => {
    expect(addressOf('Jokerwise <no-reply@jokerwise.app>')).toBe('no-reply@jokerwise.app');
    expect(addressOf(' no-reply@jokerwise.app ')).toBe('no-reply@jokerwise.app');
    expect(addressOf('Jokerwise')).toBeNull();
    expect(domainOf('Jokerwise <No-Reply@Mail.Jokerwise.APP>')).toBe('mail.jokerwise.app');
    expect(domainOf('Jokerwise')).toBeNull();
  });

  it.each([
    'jokerwise.local',
    'shop.test',
    'a.example',
    'x.invalid',
    'localhost',
    'example.com',
    'mail.example.org',
    'EXAMPLE.NET.',
  ])('knows %s can never be verified by a mail provider', (domain) =>
    expect(isReservedDomain(domain)).toBe(true),
  );

  it.each(['jokerwise.app', 'mail.jokerwise.app', 'example.co', 'notexample.com', 'locals.com'])(
    'accepts %s',
    (domain) => expect(isReservedDomain(domain)).toBe(false),
  );
});
