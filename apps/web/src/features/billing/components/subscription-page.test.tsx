import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutNavigation } from '../../../lib/start-checkout';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import { formatDate } from '../lib/format';
import { pageNavigation } from '../lib/page-navigation';
import {
  buildSubscriptionInfo,
  buildMember,
  errorResponse,
  buildFreeSubscriptionInfo,
  json,
  signInWithApi,
  TRIAL_END,
} from '../testing/billing-test-utils';

beforeEach(answerScreenData);

// docs/product/billing.md Subscription management, refresh and portal, messages.

const subscription = (info = buildSubscriptionInfo()) => ({
  'GET /api/user/subscription': () => json(info),
});

async function openPage(path = '/subscription') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Subscription Management' });
  return view;
}

describe('subscription page: tabs', () => {
  it('opens Dashboard by default and Plans with ?tab=plans', async () => {
    signInWithApi(subscription());
    await openPage();
    expect(await screen.findByTestId('subscription-details')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('reads the tab from the query string and writes it back when switching', async () => {
    signInWithApi(subscription());
    const { router } = await openPage('/subscription?tab=plans');
    const plans = await screen.findByRole('tab', { name: 'Plans' });
    expect(plans.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('plan-master')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(router.state.location.search).toBe('?tab=dashboard');
    await userEvent.click(screen.getByRole('tab', { name: 'Plans' }));
    expect(router.state.location.search).toBe('?tab=plans');
  });

  it('has a back button to the AI app', async () => {
    signInWithApi(subscription());
    await openPage();
    expect(screen.getByRole('link', { name: /back to jokerwise ai/i }).getAttribute('href')).toBe(
      '/jokerwise-ai',
    );
  });
});

describe('subscription page: Dashboard tab', () => {
  it('shows plan, cycle, status, trial end, amount and next billing date', async () => {
    signInWithApi(subscription());
    await openPage();
    const details = within(await screen.findByTestId('subscription-details'));
    expect(details.getByText('Master')).toBeTruthy();
    expect(details.getByText('Yearly')).toBeTruthy();
    expect(details.getByText('Free trial')).toBeTruthy();
    expect(details.getByText('$19.99')).toBeTruthy();
    expect(details.getAllByText(formatDate(TRIAL_END))).toHaveLength(2);
  });

  it('shows the trial banner with the end date and the automatic conversion', async () => {
    signInWithApi(subscription());
    await openPage();
    const banner = await screen.findByTestId('trial-banner');
    expect(banner.textContent).toContain(formatDate(TRIAL_END));
    expect(banner.textContent).toMatch(/converts to a paid Master subscription .*automatically/);
    expect(banner.textContent).toMatch(/cancel any time before it ends/i);
  });

  it.each([
    ['inactive', buildFreeSubscriptionInfo(), true],
    ['trialing', buildSubscriptionInfo(), false],
    ['canceled', buildSubscriptionInfo({ status: 'canceled', hasSubscription: false }), false],
  ] as const)("shows 'Upgrade Now' only when inactive (%s)", async (_status, info, shown) => {
    signInWithApi(subscription(info));
    await openPage();
    await screen.findByTestId('subscription-details');
    expect(Boolean(screen.queryByRole('button', { name: 'Upgrade Now' }))).toBe(shown);
  });

  it("'Upgrade Now' goes to the landing page's pricing", async () => {
    signInWithApi(subscription(buildFreeSubscriptionInfo()));
    const { router } = await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('#pricing-section');
  });

  it('shows the test-card notice only in test mode', async () => {
    signInWithApi(subscription(buildSubscriptionInfo({ testMode: false })));
    await openPage();
    await screen.findByTestId('subscription-details');
    expect(screen.queryByTestId('test-mode-notice')).toBeNull();
  });

  it('shows the test-card notice while the provider is in test mode', async () => {
    signInWithApi(subscription());
    await openPage();
    expect((await screen.findByTestId('test-mode-notice')).textContent).toContain(
      '4242 4242 4242 4242',
    );
  });
});

describe('subscription page: loading and errors', () => {
  it("shows 'Failed to load subscription details' and retries with 'Try Again'", async () => {
    let fail = true;
    signInWithApi({
      'GET /api/user/subscription': () =>
        fail ? errorResponse(500, 'INTERNAL', 'Internal error') : json(buildSubscriptionInfo()),
    });
    await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load subscription details');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('subscription-details')).toBeTruthy();
  });

  it('announces a loading state while the details load', async () => {
    signInWithApi({ 'GET /api/user/subscription': () => new Promise<Response>(() => {}) });
    await openPage();
    expect(await screen.findByText('Loading subscription details...')).toBeTruthy();
  });
});

describe('subscription page: refresh', () => {
  it("refreshes, reloads the user and says 'Subscription Updated'", async () => {
    const { calls } = signInWithApi({
      ...subscription(),
      'POST /api/refresh-subscription': () => json({ user: buildMember() }),
    });
    await openPage();
    const before = calls('GET', '/api/me');
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Subscription Updated')).toBeTruthy();
    expect(screen.getByText('Your subscription status has been refreshed.')).toBeTruthy();
    expect(calls('POST', '/api/refresh-subscription')).toBe(1);
    expect(calls('GET', '/api/me')).toBeGreaterThan(before);
    expect(calls('GET', '/api/user/subscription')).toBe(2);
  });

  it("says 'Failed to refresh subscription' when it fails", async () => {
    signInWithApi({
      ...subscription(),
      'POST /api/refresh-subscription': () => errorResponse(502, 'PAYMENTS_UNAVAILABLE', 'Down'),
    });
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to refresh subscription')).toBeTruthy();
  });
});

describe('subscription page: billing portal', () => {
  const BILLING = 'Manage Billing & Subscriptions';
  const portal = (response: () => Response | Promise<Response>) => ({
    ...subscription(),
    'POST /api/create-portal-session': response,
  });

  it("opens the portal in a new tab on desktop, reading 'Opening Portal...' meanwhile", async () => {
    let answer: (response: Response) => void = () => {};
    signInWithApi(portal(() => new Promise<Response>((resolve) => (answer = resolve))));
    const open = vi.spyOn(pageNavigation, 'openInNewTab').mockImplementation(() => {});
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: BILLING }));
    const busy = await screen.findByRole('button', { name: /opening portal\.\.\./i });
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer(json({ url: '/portal/test' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/portal/test'));
  });

  it('opens the portal in the same tab on a mobile browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Mobile/15E148');
    signInWithApi(portal(() => json({ url: 'https://billing.example/m' })));
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const open = vi.spyOn(pageNavigation, 'openInNewTab');
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: BILLING }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/m'));
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the Customer Portal Unavailable notice when test mode has no portal', async () => {
    signInWithApi(
      portal(() =>
        errorResponse(
          400,
          'PORTAL_NOT_CONFIGURED',
          'The customer portal is not configured in test mode.',
        ),
      ),
    );
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: BILLING }));
    expect((await screen.findByTestId('portal-unavailable')).textContent).toBe(
      'Customer Portal Unavailable: Portal is not configured in test mode. Use the subscription options below instead.',
    );
  });

  it("toasts 'Error' with the server's message", async () => {
    signInWithApi(portal(() => errorResponse(400, 'NO_SUBSCRIPTION', 'Choose a plan first.')));
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: BILLING }));
    expect(await screen.findByText('Choose a plan first.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it("toasts 'Failed to open customer portal' without a server message", async () => {
    signInWithApi(portal(() => new Response('', { status: 500 })));
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: BILLING }));
    expect(await screen.findByText('Failed to open customer portal')).toBeTruthy();
  });

  it("asks a past-due member to 'Update payment' in the portal", async () => {
    signInWithApi(
      subscription(buildSubscriptionInfo({ status: 'past_due', paymentWarning: true })),
    );
    await openPage();
    expect(await screen.findByRole('button', { name: 'Update payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: BILLING })).toBeNull();
  });

  it("offers a canceled member 'Resubscribe', leading to /subscribe", async () => {
    signInWithApi(
      subscription(buildSubscriptionInfo({ status: 'canceled', hasSubscription: false })),
    );
    const { router } = await openPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Resubscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
  });

  it('offers no portal to a free player or a Legend', async () => {
    signInWithApi(subscription(buildFreeSubscriptionInfo()));
    await openPage();
    await screen.findByTestId('subscription-details');
    expect(screen.queryByRole('button', { name: BILLING })).toBeNull();
  });
});

describe('subscription page: Plans tab', () => {
  it('labels Master and Legend and shows price, period and trial days', async () => {
    signInWithApi(subscription(buildFreeSubscriptionInfo()));
    await openPage('/subscription?tab=plans');
    const master = within(await screen.findByTestId('plan-master'));
    // docs/decisions/024-plan-savings-computed-from-prices.md: 12 × $1.99 against $19.99.
    expect(master.getByText('Save 16% vs monthly')).toBeTruthy();
    expect(master.getByText('most popular')).toBeTruthy();
    expect(master.getByText('$19.99')).toBeTruthy();
    expect(master.getByText('/year')).toBeTruthy();
    expect(master.getByText('First 2 days free. Cancel anytime.')).toBeTruthy();
    const legend = within(screen.getByTestId('plan-legend'));
    expect(legend.getByText('Limited Time Offer')).toBeTruthy();
    expect(legend.getByText('one-time')).toBeTruthy();
  });

  it.each([
    ['trialing', buildSubscriptionInfo(), true],
    ['active', buildSubscriptionInfo({ status: 'active' }), true],
    ['canceled', buildSubscriptionInfo({ status: 'canceled', hasSubscription: false }), false],
    ['past_due', buildSubscriptionInfo({ status: 'past_due' }), false],
  ] as const)("marks the plan 'Current Plan' (disabled) when %s: %s", async (_s, info, current) => {
    signInWithApi(subscription(info));
    await openPage('/subscription?tab=plans');
    const button = within(await screen.findByTestId('plan-master')).getByRole('button');
    expect(button.textContent === 'Current Plan').toBe(current);
    expect(button.hasAttribute('disabled')).toBe(current);
  });

  it('starts the checkout of a plan and goes to it', async () => {
    signInWithApi({
      ...subscription(buildFreeSubscriptionInfo()),
      'POST /api/checkout/master-trial': () => json({ url: '/checkout/test/abc' }),
    });
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    await openPage('/subscription?tab=plans');
    const card = within(await screen.findByTestId('plan-master'));
    await userEvent.click(card.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/abc'));
  });

  it.each([
    ['explorer', 'explorer-trial', 'Failed to start Explorer trial'],
    ['master', 'master-trial', 'Failed to start Master trial'],
    ['legend', 'legend-lifetime', 'Failed to purchase Legend lifetime access'],
  ])('shows the spec text when the %s checkout fails', async (plan, action, message) => {
    signInWithApi({
      ...subscription(buildFreeSubscriptionInfo()),
      [`POST /api/checkout/${action}`]: () => new Response('', { status: 502 }),
    });
    await openPage('/subscription?tab=plans');
    await userEvent.click(within(await screen.findByTestId(`plan-${plan}`)).getByRole('button'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(
      within(screen.getByTestId(`plan-${plan}`))
        .getByRole('button')
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it("prefers the server's message for a failed checkout", async () => {
    signInWithApi({
      ...subscription(buildFreeSubscriptionInfo()),
      'POST /api/checkout/legend-lifetime': () =>
        errorResponse(409, 'ALREADY_LIFETIME', 'You already have lifetime access with Legend.'),
    });
    await openPage('/subscription?tab=plans');
    await userEvent.click(within(await screen.findByTestId('plan-legend')).getByRole('button'));
    expect(await screen.findByText('You already have lifetime access with Legend.')).toBeTruthy();
  });

  it('asks before switching a running subscription to another plan', async () => {
    const { calls } = signInWithApi({
      ...subscription(
        buildSubscriptionInfo({ status: 'active', planId: 'explorer', planName: 'Explorer' }),
      ),
      'POST /api/checkout/master-trial': () => json({ url: '/success' }),
    });
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    await openPage('/subscription?tab=plans');
    const card = within(await screen.findByTestId('plan-master'));
    await userEvent.click(card.getByRole('button', { name: 'Switch to Master' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Master?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Explorer' }));
    expect(calls('POST', '/api/checkout/master-trial')).toBe(0);

    await userEvent.click(card.getByRole('button', { name: 'Switch to Master' }));
    const again = await screen.findByRole('dialog', { name: 'Switch to Master?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Switch to Master' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/success'));
  });

  it('keeps a Legend on Legend: the other plans are included', async () => {
    signInWithApi(
      subscription(
        buildSubscriptionInfo({
          planId: 'legend',
          planName: 'Legend',
          billingCycle: 'lifetime',
          status: 'active',
          trialEndDate: null,
          nextBillingDate: null,
          amount: 24.99,
        }),
      ),
    );
    await openPage('/subscription?tab=plans');
    const legend = within(await screen.findByTestId('plan-legend')).getByRole('button');
    expect(legend.textContent).toBe('Current Plan');
    const master = within(screen.getByTestId('plan-master')).getByRole('button');
    expect(master.hasAttribute('disabled')).toBe(true);
  });
});
