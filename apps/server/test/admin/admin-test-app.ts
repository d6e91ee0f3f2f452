import type { AppDependencies } from '../../src/app';
import { callAs, signInAs, uniqueEmail, type Auth } from '../auth/auth-helpers';
import { buildTestApp, testConfig } from '../helpers/build-test-app';

// The composed app on this file's own database, with sign-in through the outbox like a user.

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
    return { email, ...(await signInAs(app, database, email)) };
  }

  function call(auth: Auth | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) {
    return callAs(app, auth, method, url, payload);
  }

  return { app, database, signIn, call };
}
