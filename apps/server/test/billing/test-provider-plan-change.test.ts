import { describe, expect, it } from 'vitest';
import { buildBillingTestApp, createTestClock, DAY } from './billing-test-app';
import { uniqueEmail, callAs } from '../auth/auth-helpers';

// The built-in TEST MODE provider: a player holds one subscription at a time. Another plan or
// Legend replaces the running one at once, so it never renews (or bills) beside the new one.

const clock = createTestClock();
const { app, signIn } = await buildBillingTestApp({ clock });

type Auth = { authorization: string };

async function checkoutAndPay(auth: Auth, action: string) {
  const { url } = (await callAs(app, auth, 'POST', `/api/checkout/${action}`)).json<{
    url: string;
  }>();
  expect(url).toMatch(/^\/checkout\/test\//);
  const page = (await callAs(app, auth, 'GET', `/api${url}`)).json<Record<string, unknown>>();
  expect((await callAs(app, auth, 'POST', `/api${url}/pay`)).statusCode).toBe(200);
  return page;
}

/** Moves the clock in steps a signed-in player's sliding 30-day session survives. */
async function passDays(auth: Auth, days: number) {
  for (let left = days; left > 0; left -= 20) {
    clock.advance(Math.min(left, 20) * DAY);
    expect((await callAs(app, auth, 'GET', '/api/me')).statusCode).toBe(200);
  }
}

async function invoiceAmounts(auth: Auth) {
  const portal = (await callAs(app, auth, 'GET', '/api/portal/test')).json<{
    invoices: { amountCents: number }[];
  }>();
  return portal.invoices.map((invoice) => invoice.amountCents).sort((a, b) => a - b);
}

const info = async (auth: Auth) =>
  (await callAs(app, auth, 'GET', '/api/user/subscription')).json<Record<string, unknown>>();

describe('test provider plan changes', () => {
  it('buying Legend during a trial ends the trial subscription at once', async () => {
    const { auth } = await signIn(uniqueEmail('test-legend'));
    await checkoutAndPay(auth, 'explorer-trial');
    clock.advance(60 * 60 * 1000);
    const legend = await checkoutAndPay(auth, 'legend-lifetime');
    expect(legend).toMatchObject({ trialDays: 0, amountDueTodayCents: 2499 });

    expect(await info(auth)).toMatchObject({
      planId: 'legend',
      billingCycle: 'lifetime',
      status: 'active',
      nextBillingDate: null,
      trialEndDate: null,
    });
    const portal = (await callAs(app, auth, 'GET', '/api/portal/test')).json();
    expect(portal).toMatchObject({ canCancel: false, canResume: false, nextBillingDate: null });

    // Past the old trial's end and a whole month later: Explorer never bills.
    await passDays(auth, 40);
    expect(await info(auth)).toMatchObject({ planId: 'legend', status: 'active' });
    expect(await invoiceAmounts(auth)).toEqual([0, 2499]);
  });

  it('switching from Explorer to Master replaces the monthly subscription', async () => {
    const { auth } = await signIn(uniqueEmail('test-switch'));
    await checkoutAndPay(auth, 'explorer-trial');
    clock.advance(2 * DAY + 1000);
    expect(await info(auth)).toMatchObject({ planId: 'explorer', status: 'active' });

    // One trial per user: Master is paid at once.
    const master = await checkoutAndPay(auth, 'master-trial');
    expect(master).toMatchObject({ trialDays: 0, amountDueTodayCents: 1999 });
    const switched = await info(auth);
    expect(switched).toMatchObject({ planId: 'master', billingCycle: 'yearly', status: 'active' });

    await passDays(auth, 70);
    expect(await info(auth)).toMatchObject({
      planId: 'master',
      nextBillingDate: switched.nextBillingDate,
    });
    expect(await invoiceAmounts(auth)).toEqual([0, 199, 1999]);
  });
});
