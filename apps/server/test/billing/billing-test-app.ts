import { signInAs } from '../auth/auth-helpers';
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

  async function signIn(email: string) {
    return signInAs(app, database, email);
  }

  return { app, database, clock, config, signIn };
}

export type BillingTestApp = Awaited<ReturnType<typeof buildBillingTestApp>>;
