import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import { formatDate, trialEndsOn } from '../lib/format';
import {
  buildCheckout,
  buildMember,
  CHECKOUT_ID,
  errorResponse,
  json,
  signInWithApi,
} from '../testing/billing-test-utils';

beforeEach(answerScreenData);

// The test provider's TEST MODE checkout page (docs/architecture.md#runtime-pieces).

const PATH = `/checkout/test/${CHECKOUT_ID}`;
const API = `/api/checkout/test/${CHECKOUT_ID}`;

async function openCheckout() {
  const view = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Complete your purchase' });
  return view;
}

describe('test checkout page', () => {
  it('shows the test-mode notice, the plan, the price and the trial end date', async () => {
    signInWithApi({ [`GET ${API}`]: () => json(buildCheckout()) });
    await openCheckout();
    expect((await screen.findByTestId('test-mode-notice')).textContent).toContain(
      'Test mode — no real card is charged',
    );
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByTestId('checkout-plan').textContent).toBe('Master');
    expect(summary.getAllByText('$19.99').length).toBeGreaterThan(0);
    expect(summary.getByText('/year')).toBeTruthy();
    expect(summary.getByText('First 2 days free. Cancel anytime.')).toBeTruthy();
    expect(summary.getByText('$0.00')).toBeTruthy();
    expect(summary.getByText(formatDate(trialEndsOn(2, new Date())))).toBeTruthy();
  });

  it('sells Legend as one payment, with no trial', async () => {
    signInWithApi({
      [`GET ${API}`]: () =>
        json(
          buildCheckout({
            plan: {
              id: 'legend',
              name: 'Legend',
              priceCents: 2499,
              priceDisplay: '$24.99',
              period: 'lifetime',
              periodDisplay: 'one-time',
            },
            trialDays: 0,
            trialText: null,
            amountDueTodayCents: 2499,
          }),
        ),
    });
    await openCheckout();
    expect(await screen.findByRole('button', { name: 'Pay $24.99' })).toBeTruthy();
    expect(screen.queryByText('Trial ends')).toBeNull();
    expect(screen.getByTestId('checkout-terms').textContent).toBe('One payment. It never renews.');
  });

  it('pays: both buttons wait, the user is reloaded, then /success opens', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = signInWithApi({
      [`GET ${API}`]: () => json(buildCheckout()),
      [`POST ${API}/pay`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = await openCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Start free trial' }));
    expect(
      (await screen.findByRole('button', { name: /processing/i })).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      screen.getByRole('button', { name: /cancel and go back/i }).hasAttribute('disabled'),
    ).toBe(true);
    const meCalls = calls('GET', '/api/me');
    answer(json({ url: '/success' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(calls('GET', '/api/me')).toBeGreaterThan(meCalls);
  });

  it('shows why a payment failed and lets the player try again', async () => {
    signInWithApi({
      [`GET ${API}`]: () => json(buildCheckout()),
      [`POST ${API}/pay`]: () => errorResponse(503, 'UNAVAILABLE', 'Payments are paused.'),
    });
    await openCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Start free trial' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Payments are paused.');
    expect(screen.getByRole('button', { name: 'Start free trial' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('cancel returns to where the player came from', async () => {
    signInWithApi({
      [`GET ${API}`]: () => json(buildCheckout()),
      [`POST ${API}/cancel`]: () => json({ url: '/subscription?tab=plans' }),
      'GET /api/user/subscription': () => new Promise<Response>(() => {}),
    });
    const { router } = await openCheckout();
    await userEvent.click(await screen.findByRole('button', { name: /cancel and go back/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(router.state.location.search).toBe('?tab=plans');
  });

  it('says so when the checkout does not exist', async () => {
    signInWithApi({ [`GET ${API}`]: () => errorResponse(404, 'CHECKOUT_NOT_FOUND', 'Nope') });
    await openCheckout();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This checkout does not exist',
    );
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
    // No dead end, the plans are one link away.
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/subscribe',
    );
  });

  it('shows a paid checkout as done, without a pay button', async () => {
    signInWithApi({ [`GET ${API}`]: () => json(buildCheckout({ status: 'paid' })) });
    await openCheckout();
    expect(await screen.findByText('This checkout is already paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
  });

  it('sends a signed-out visitor to sign in', async () => {
    signInWithApi({}, buildMember());
    window.localStorage.clear();
    const { router } = renderRoute(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
