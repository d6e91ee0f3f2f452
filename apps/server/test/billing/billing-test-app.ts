import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { readLatestCode } from '../auth/auth-helpers';
import { buildTestApp, testConfig } from '../helpers/build-test-app';

// The composed app (app.ts) on this file's own database, with a movable clock and sign-in
// through the outbox like a user.

export interface TestClock {
  (): Date;
  advance(ms: number): void;
}

export const DAY = 24 * 60 * 60 * 1000;

export function createTestClock(start = new Date()): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export async function buildBillingTestApp(
  options: { env?: Record<string, string>; clock?: TestClock } = {},
) {
  const config = testConfig(options.env);
  const clock = options.clock ?? createTestClock();
  const { app, database } = await buildTestApp({
    config,
    clock,
    // Many users sign in from one test address.
    authLimits: { perIpPerMinute: { requestCode: 1000, verifyCode: 1000, checkUsername: 1000 } },
  });

  async function signIn(
    email: string,
  ): Promise<{ token: string; userId: string; auth: { authorization: string } }> {
    expect(
      (await app.inject({ method: 'POST', url: '/api/request-code', payload: { email } }))
        .statusCode,
    ).toBe(200);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify-code',
      payload: { email, code: await readLatestCode(database, email) },
    });
    expect(verified.statusCode).toBe(200);
    const { token, user } = verified.json<{ token: string; user: { id: string } }>();
    return { token, userId: user.id, auth: { authorization: `Bearer ${token}` } };
  }

  return { app, database, clock, config, signIn };
}

export type BillingTestApp = Awaited<ReturnType<typeof buildBillingTestApp>>;

let counter = 0;
/** A fresh address per call, so tests in one file never share a user. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${randomUUID().slice(0, 8)}@example.com`;
}

export function call(
  app: FastifyInstance,
  auth: { authorization: string } | undefined,
  method: 'GET' | 'POST',
  url: string,
) {
  return app.inject({ method, url, ...(auth ? { headers: auth } : {}) });
}
