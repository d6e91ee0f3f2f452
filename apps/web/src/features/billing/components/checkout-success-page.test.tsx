import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import { errorResponse, json, signInWithApi } from '../testing/billing-test-utils';

beforeEach(answerScreenData);

// /success claims a payment only when the server confirms the checkout in the address
// is the signed-in user's, paid moments ago.

const SESSION = '0b9e3f5c-6a0e-4c3b-9d55-2f1f1a8e7c10';
const SUCCESS = 'Subscription Successful!';
const NEUTRAL = 'Nothing to confirm here';

async function expectNeutral() {
  expect(await screen.findByRole('heading', { level: 1, name: NEUTRAL })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: SUCCESS })).toBeNull();
  expect(screen.getByRole('link', { name: /go to dashboard/i }).getAttribute('href')).toBe(
    '/dashboard',
  );
}

describe('/success', () => {
  it("confirms the signed-in user's own checkout, checked with the server", async () => {
    const { calls } = signInWithApi({
      'GET /api/checkout/confirmation': () =>
        json({ confirmed: true, planName: 'Legend', trialDays: 0 }),
    });
    renderRoute(`/success?session_id=${SESSION}`);
    expect(await screen.findByRole('heading', { level: 1, name: SUCCESS })).toBeTruthy();
    expect(screen.getByText(/your legend membership is active/i)).toBeTruthy();
    expect(screen.getByTestId('success-countdown').textContent).toContain('in 3 seconds');
    expect(calls('GET', '/api/checkout/confirmation')).toBe(1);
  });

  it('stays neutral when the server does not confirm the checkout', async () => {
    signInWithApi({
      'GET /api/checkout/confirmation': () =>
        json({ confirmed: false, planName: null, trialDays: 0 }),
    });
    renderRoute(`/success?session_id=${SESSION}`);
    await expectNeutral();
  });

  it('stays neutral without a session id, asking nothing', async () => {
    const { calls } = signInWithApi({});
    renderRoute('/success');
    await expectNeutral();
    expect(calls('GET', '/api/checkout/confirmation')).toBe(0);
  });

  it('stays neutral when the check fails', async () => {
    signInWithApi({
      'GET /api/checkout/confirmation': () => errorResponse(500, 'INTERNAL', 'Internal error'),
    });
    renderRoute(`/success?session_id=${SESSION}`);
    await expectNeutral();
  });

  it('stays neutral for a signed-out visitor', async () => {
    renderRoute(`/success?session_id=${SESSION}`);
    await expectNeutral();
  });
});
