import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loginCodes, loginFailures } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-test-app';
import { TEST_ENGINE } from '../helpers/test-database';
import { readLatestCode, requestCode, wrongCode } from './auth-helpers';

// docs/architecture.md#security-baseline and ADR 014: a code grants 5 comparisons and a client 10 failures an hour per
// address, exactly, however many guesses arrive at once; failures from one client never lock
// another out. Runs on PGlite and, in the server-postgres project, on PostgreSQL.
let now = new Date('2026-03-01T12:00:00Z');
const { app, database } = await buildTestApp({
  clock: () => now,
  authLimits: { perIpPerMinute: { requestCode: 1000, verifyCode: 1000, checkUsername: 1000 } },
});
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

const STRANGER = '203.0.113.7';
const OWNER = '198.51.100.2';

function verifyFrom(client: string, email: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/verify-code',
    payload: { email, code },
    remoteAddress: client,
  });
}

async function freshCode(email: string): Promise<string> {
  advance(31_000);
  expect((await requestCode(app, { email })).statusCode).toBe(200);
  return readLatestCode(database, email);
}

function tally(responses: LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const key = `${response.statusCode} ${response.json<{ error: { code: string } }>().error.code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

async function attemptsOnCodes(email: string): Promise<number[]> {
  const rows = await database.db
    .select({ attempts: loginCodes.failedAttempts })
    .from(loginCodes)
    .where(eq(loginCodes.email, email))
    .orderBy(loginCodes.createdAt);
  return rows.map((row) => row.attempts);
}

async function failuresOf(email: string, client?: string): Promise<number> {
  const rows = await database.db
    .select({ id: loginFailures.id })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        client === undefined ? undefined : eq(loginFailures.client, client),
      ),
    );
  return rows.length;
}

describe(`sign-in abuse on ${TEST_ENGINE}`, () => {
  it('grants exactly 5 comparisons to 20 parallel wrong guesses from 20 clients', async () => {
    const email = 'parallel@example.com';
    const code = await freshCode(email);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verifyFrom(`192.0.2.${i + 1}`, email, wrongCode(code))),
    );

    expect(tally(responses)).toEqual({ '400 INVALID_CODE': 5, '429 CODE_LOCKED': 15 });
    expect(await attemptsOnCodes(email)).toEqual([5]);
    expect(await failuresOf(email)).toBe(5);

    // The code is dead for its owner too; a new one works.
    const late = await verifyFrom(OWNER, email, code);
    expect(late.statusCode).toBe(429);
    expect(late.json().error.code).toBe('CODE_LOCKED');
    const next = await freshCode(email);
    expect((await verifyFrom(OWNER, email, next)).statusCode).toBe(200);
  });

  it('stops one client at exactly 10 failures an hour, however many guesses arrive at once', async () => {
    const email = 'one-client@example.com';
    for (let i = 0; i < 9; i += 1) {
      // No code is open yet: each guess is a failure all the same.
      expect((await verifyFrom(STRANGER, email, '000000')).statusCode).toBe(400);
    }
    const code = await freshCode(email);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => verifyFrom(STRANGER, email, wrongCode(code))),
    );

    expect(tally(responses)).toEqual({ '400 INVALID_CODE': 1, '429 VERIFY_LOCKED': 19 });
    expect(await attemptsOnCodes(email)).toEqual([1]);
    expect(await failuresOf(email, STRANGER)).toBe(10);
  });

  it('never locks the owner with a fresh code out because of failures from another client', async () => {
    const email = 'victim@example.com';
    for (let round = 0; round < 2; round += 1) {
      const code = await freshCode(email);
      for (let i = 0; i < 5; i += 1) await verifyFrom(STRANGER, email, wrongCode(code));
    }
    expect(await failuresOf(email)).toBe(10);

    const code = await freshCode(email);
    const stranger = await verifyFrom(STRANGER, email, wrongCode(code));
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.code).toBe('VERIFY_LOCKED');
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await verifyFrom(OWNER, email, code);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(email);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not reset the count', async () => {
    const email = 'ipv6@example.com';
    for (let round = 0; round < 2; round += 1) {
      const code = await freshCode(email);
      for (let i = 0; i < 5; i += 1) {
        await verifyFrom(`2001:db8:5:6::${round * 5 + i + 1}`, email, wrongCode(code));
      }
    }
    expect(await failuresOf(email, '2001:db8:5:6::/64')).toBe(10);

    const code = await freshCode(email);
    const neighbour = await verifyFrom('2001:db8:5:6:ffff::1', email, code);
    expect(neighbour.json().error.code).toBe('VERIFY_LOCKED');
    expect((await verifyFrom('2001:db8:5:7::1', email, code)).statusCode).toBe(200);
  });
});
