import { randomUUID } from 'node:crypto';
import type { AppDependencies } from '../../src/app';
import { expect } from 'vitest';
import { readLatestCode } from '../auth/auth-helpers';
import { buildTestApp, testConfig } from '../helpers/build-test-app';

// The composed app on this file's own database, with sign-in through the outbox like a user.

export type Auth = { authorization: string };

export async function buildAdminTestApp(
  options: { env?: Record<string, string> } & Partial<
    Omit<AppDependencies, 'database' | 'jobs' | 'config'>
  > = {},
) {
  const { env, ...overrides } = options;
  const { app, database } = await buildTestApp({
    config: testConfig(env),
    // Many users sign in from one test address.
    authLimits: { perIpPerMinute: { requestCode: 1000, verifyCode: 1000, checkUsername: 1000 } },
    ...overrides,
  });

  async function signIn(email = uniqueEmail('staff')) {
    const requested = await app.inject({
      method: 'POST',
      url: '/api/request-code',
      payload: { email },
    });
    expect(requested.statusCode).toBe(200);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify-code',
      payload: { email, code: await readLatestCode(database, email) },
    });
    expect(verified.statusCode).toBe(200);
    const { token, user } = verified.json<{ token: string; user: { id: string } }>();
    return { email, userId: user.id, auth: { authorization: `Bearer ${token}` } as Auth };
  }

  function call(auth: Auth | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) {
    return app.inject({
      method,
      url,
      ...(auth ? { headers: auth } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  return { app, database, signIn, call };
}

let counter = 0;
/** A fresh address per call, so tests in one file never share a user. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${randomUUID().slice(0, 8)}@example.com`;
}
