import { describe, expect, it } from 'vitest';
import { buildBillingTestApp, createTestClock } from './billing-test-app';
import { uniqueEmail, callAs } from '../auth/auth-helpers';

// /success confirms a payment only for the caller's own checkout, paid moments ago;
// every other case gets the same neutral answer.

const clock = createTestClock();
const { app, signIn } = await buildBillingTestApp({ clock });
const HOUR = 60 * 60 * 1000;

type Auth = { authorization: string };

async function openCheckout(auth: Auth, action: string): Promise<string> {
  const started = await callAs(app, auth, 'POST', `/api/checkout/${action}`);
  expect(started.statusCode).toBe(200);
  return started.json<{ url: string }>().url.split('/').pop() ?? '';
}

async function pay(auth: Auth, id: string): Promise<string> {
  const paid = await callAs(app, auth, 'POST', `/api/checkout/test/${id}/pay`);
  expect(paid.statusCode).toBe(200);
  return paid.json<{ url: string }>().url;
}

const confirmation = (auth: Auth | undefined, sessionId: string) =>
  callAs(
    app,
    auth,
    'GET',
    `/api/checkout/confirmation?session_id=${encodeURIComponent(sessionId)}`,
  );

describe('GET /api/checkout/confirmation', () => {
  it("confirms the caller's checkout right after payment, and sends /success its id", async () => {
    const { auth } = await signIn(uniqueEmail('confirm'));
    const id = await openCheckout(auth, 'master-trial');
    expect(await pay(auth, id)).toBe(`/success?session_id=${id}`);
    const answer = await confirmation(auth, id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ confirmed: true, planName: 'Master', trialDays: 2 });
  });

  it('says a checkout without a trial started none', async () => {
    const { auth } = await signIn(uniqueEmail('no-trial'));
    const lifetime = await openCheckout(auth, 'legend-lifetime');
    await pay(auth, lifetime);
    expect((await confirmation(auth, lifetime)).json()).toEqual({
      confirmed: true,
      planName: 'Legend',
      trialDays: 0,
    });
  });

  it("does not confirm someone else's checkout, an unpaid one, or an unknown id", async () => {
    const owner = await signIn(uniqueEmail('owner'));
    const other = await signIn(uniqueEmail('other'));
    const paid = await openCheckout(owner.auth, 'legend-lifetime');
    await pay(owner.auth, paid);
    const open = await openCheckout(other.auth, 'explorer-trial');
    const neutral = { confirmed: false, planName: null, trialDays: 0 };
    expect((await confirmation(other.auth, paid)).json()).toEqual(neutral);
    expect((await confirmation(other.auth, open)).json()).toEqual(neutral);
    expect((await confirmation(other.auth, crypto.randomUUID())).json()).toEqual(neutral);
    expect((await confirmation(other.auth, 'cs_test_unknown')).json()).toEqual(neutral);
  });

  it('stops confirming an hour after the payment', async () => {
    const { auth } = await signIn(uniqueEmail('later'));
    const id = await openCheckout(auth, 'legend-lifetime');
    await pay(auth, id);
    clock.advance(HOUR + 1000);
    expect((await confirmation(auth, id)).json()).toEqual({
      confirmed: false,
      planName: null,
      trialDays: 0,
    });
  });

  it('refuses a malformed id with a 400 naming it, and a signed-out caller with a 401', async () => {
    const { auth } = await signIn(uniqueEmail('bad-id'));
    const malformed = await confirmation(auth, 'not an id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('session_id');
    expect((await confirmation(auth, 'x'.repeat(256))).statusCode).toBe(400);
    expect((await confirmation(undefined, crypto.randomUUID())).statusCode).toBe(401);
  });
});
