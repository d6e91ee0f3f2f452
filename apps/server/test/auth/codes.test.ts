import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app';
import { me, readLatestCode, requestCode, verify, wrongCode } from './auth-helpers';

let now = new Date('2026-03-01T12:00:00Z');
const { app, database } = await buildTestApp({
  clock: () => now,
  authLimits: { perIpPerMinute: { requestCode: 1000, verifyCode: 1000, checkUsername: 1000 } },
});
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

async function codeFor(email: string): Promise<string> {
  const response = await requestCode(app, { email });
  expect(response.statusCode).toBe(200);
  return readLatestCode(database, email);
}

describe('sign-in codes', () => {
  it('are six digits and valid for 10 minutes', async () => {
    const code = await codeFor('expiry@example.com');
    expect(code).toMatch(/^\d{6}$/);
    advance(10 * 60_000 + 1);
    expect((await verify(app, 'expiry@example.com', code)).statusCode).toBe(400);
  });

  it('still work just before they expire', async () => {
    const code = await codeFor('in-time@example.com');
    advance(9 * 60_000);
    expect((await verify(app, 'in-time@example.com', code)).statusCode).toBe(200);
  });

  it('are single use', async () => {
    const code = await codeFor('once@example.com');
    expect((await verify(app, 'once@example.com', code)).statusCode).toBe(200);
    const again = await verify(app, 'once@example.com', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'INVALID_CODE',
      message: 'Invalid or expired code',
    });
  });

  it('die after 5 wrong tries, even when the right code follows', async () => {
    const code = await codeFor('guess@example.com');
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(app, 'guess@example.com', wrongCode(code))).statusCode).toBe(400);
    }
    const late = await verify(app, 'guess@example.com', code);
    expect(late.statusCode).toBe(429);
    expect(late.json().error).toEqual({
      code: 'CODE_LOCKED',
      message: 'Too many wrong tries for this code. Please request a new code.',
    });
  });

  it('are replaced by a newer code', async () => {
    const first = await codeFor('rotate@example.com');
    advance(31_000);
    const second = await codeFor('rotate@example.com');
    expect((await verify(app, 'rotate@example.com', first)).statusCode).toBe(
      first === second ? 200 : 400,
    );
    expect((await verify(app, 'rotate@example.com', second)).statusCode).toBe(
      first === second ? 400 : 200,
    );
  });

  it('sign in exactly one of many concurrent verifications', async () => {
    const code = await codeFor('race@example.com');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => verify(app, 'race@example.com', code)),
    );
    const winners = results.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect((await me(app, winners[0]?.json().token)).statusCode).toBe(200);
  });

  it('can be requested once per 30 seconds per address', async () => {
    await codeFor('cooldown@example.com');
    advance(10_000);
    const tooSoon = await requestCode(app, { email: 'cooldown@example.com' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('20');
    expect(tooSoon.json().error.code).toBe('RESEND_COOLDOWN');
    expect(tooSoon.json().error.message).toBe(
      'Please wait 20 seconds before requesting another code.',
    );
    advance(20_000);
    expect((await requestCode(app, { email: 'cooldown@example.com' })).statusCode).toBe(200);
  });

  it('can be requested at most 5 times an hour per address', async () => {
    for (let i = 0; i < 5; i += 1) {
      await codeFor('hourly@example.com');
      advance(31_000);
    }
    const sixth = await requestCode(app, { email: 'hourly@example.com' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('TOO_MANY_CODES');
    // 5 × 31 s have passed since the oldest of the hour: 3445 s are left, said in minutes.
    expect(sixth.json().error.message).toBe(
      'Too many codes were requested for this address. Try again in 58 minutes.',
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    advance(60 * 60_000);
    expect((await requestCode(app, { email: 'hourly@example.com' })).statusCode).toBe(200);
  });

  it('lock verification for an address after 10 failures from one client within the hour', async () => {
    for (let round = 0; round < 2; round += 1) {
      const code = await codeFor('locked@example.com');
      for (let i = 0; i < 5; i += 1) await verify(app, 'locked@example.com', wrongCode(code));
      advance(31_000);
    }
    const code = await codeFor('locked@example.com');
    const locked = await verify(app, 'locked@example.com', code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('VERIFY_LOCKED');
    expect(locked.json().error.message).toMatch(/Try again in \d+ minutes\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    advance(60 * 60_000);
    const fresh = await codeFor('locked@example.com');
    expect((await verify(app, 'locked@example.com', fresh)).statusCode).toBe(200);
  });
});
