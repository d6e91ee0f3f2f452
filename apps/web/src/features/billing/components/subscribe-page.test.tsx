import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutNavigation } from '../../../lib/start-checkout';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import {
  buildSubscriptionInfo,
  buildMember,
  errorResponse,
  buildFreeSubscriptionInfo,
  json,
  signInWithApi,
} from '../testing/billing-test-utils';

beforeEach(answerScreenData);

// /subscribe, the plan chooser every guard sends a player without access to.

const ENDED = '2026-11-01T12:00:00.000Z';
const withoutAccess = buildMember({
  subscriptionStatus: 'canceled',
  hasAccess: false,
});

async function openSubscribe(info: ReturnType<typeof buildSubscriptionInfo>) {
  const api = signInWithApi({ 'GET /api/user/subscription': () => json(info) }, withoutAccess);
  const view = renderRoute('/subscribe');
  await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });
  return { ...view, ...api };
}

describe('/subscribe', () => {
  it.each([
    [
      'a trial that ran out',
      buildSubscriptionInfo({
        status: 'canceled',
        hasSubscription: false,
        trialEndDate: ENDED,
        endedAt: ENDED,
      }),
      'Your trial ended',
    ],
    [
      'a canceled subscription',
      buildSubscriptionInfo({
        status: 'canceled',
        hasSubscription: false,
        trialEndDate: null,
        endedAt: ENDED,
      }),
      'Your subscription was canceled',
    ],
    [
      'a player who never subscribed',
      buildFreeSubscriptionInfo(),
      'Choose a plan to open Jokerwise AI',
    ],
  ])('says why the player is here: %s', async (_case, info, reason) => {
    await openSubscribe(info);
    expect((await screen.findByTestId('subscribe-reason')).textContent).toContain(reason);
  });

  it('shows the three plans with prices, trial terms and checkout buttons, and the dashboard', async () => {
    await openSubscribe(buildFreeSubscriptionInfo());
    const master = within(await screen.findByTestId('plan-master'));
    expect(master.getByText('$19.99')).toBeTruthy();
    expect(master.getByText('Save 16% vs monthly')).toBeTruthy();
    expect(master.getByText('First 2 days free. Cancel anytime.')).toBeTruthy();
    expect(master.getByRole('button', { name: 'Start free trial' })).toBeTruthy();
    expect(within(screen.getByTestId('plan-explorer')).getByText('$1.99')).toBeTruthy();
    const legend = within(screen.getByTestId('plan-legend'));
    expect(legend.getByRole('button', { name: 'Get lifetime access' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /go to dashboard/i }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('sells a player whose trial was used the plan without one, and starts its checkout', async () => {
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    signInWithApi(
      {
        'GET /api/user/subscription': () =>
          json(
            buildSubscriptionInfo({ status: 'canceled', hasSubscription: false, endedAt: ENDED }),
          ),
        'POST /api/checkout/master-trial': () => json({ url: '/checkout/test/abc' }),
      },
      withoutAccess,
    );
    renderRoute('/subscribe');
    const master = within(await screen.findByTestId('plan-master'));
    expect(master.getByText('Your free trial is used: billed from the first day.')).toBeTruthy();
    await userEvent.click(master.getByRole('button', { name: 'Subscribe to Master' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/abc'));
  });

  it('keeps the way to the dashboard when the plans fail to load', async () => {
    signInWithApi(
      { 'GET /api/user/subscription': () => errorResponse(500, 'INTERNAL', 'Internal error') },
      withoutAccess,
    );
    renderRoute('/subscribe');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load subscription details');
    expect(screen.getByRole('link', { name: /go to dashboard/i })).toBeTruthy();
  });

  it('is where the app guard sends a signed-in player without access', async () => {
    signInWithApi(
      { 'GET /api/user/subscription': () => json(buildFreeSubscriptionInfo()) },
      withoutAccess,
    );
    const { router } = renderRoute('/jokerwise-ai');
    await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });
    expect(router.state.location.pathname).toBe('/subscribe');
  });
});
