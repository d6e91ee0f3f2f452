import { SUPPORT_EMAIL } from '@jokerwise/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../testing/api';
import { buildMember } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { json } from '../../../testing/responses';
import type { DashboardUser } from '../lib/membership';
import { pageNavigation } from '../lib/page-navigation';
import { DashboardPage } from './dashboard-page';

const BILLING = 'Manage Billing & Subscriptions';

/** An active yearly Master. */
const user = (overrides: Partial<DashboardUser> = {}): DashboardUser =>
  buildMember({ subscriptionStatus: 'active', ...overrides });

async function openTab(name: RegExp) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

function stubPortal(answer: () => Response | Promise<Response>) {
  return answerApi({ 'POST /api/create-portal-session': answer });
}

describe('DashboardPage: Profile', () => {
  it('shows e-mail, username and a badge naming the real plan', async () => {
    renderWithProviders(<DashboardPage user={user()} />);
    expect(await screen.findByText('ante@example.com')).toBeTruthy();
    expect(screen.getByText('ante_up')).toBeTruthy();
    expect(screen.getByTestId('profile-badge').textContent).toBe('Active Master');
  });

  it("shows 'Not set' without a username and 'Free Player' without access", async () => {
    renderWithProviders(
      <DashboardPage
        user={user({ username: null, subscriptionStatus: 'canceled', hasAccess: false })}
      />,
    );
    expect(await screen.findByText('Not set')).toBeTruthy();
    expect(screen.getByTestId('profile-badge').textContent).toBe('Free Player');
  });

  it('treats a player in their free trial as a member (ADR 005)', async () => {
    renderWithProviders(<DashboardPage user={user({ subscriptionStatus: 'trialing' })} />);
    expect((await screen.findByTestId('profile-badge')).textContent).toBe('Master · trial');
    await openTab(/membership/i);
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Free trial running')).toBeTruthy();
  });
});

describe('DashboardPage: Membership', () => {
  it('shows the plan, the status and the billing button for a paying subscriber', async () => {
    renderWithProviders(<DashboardPage user={user()} />);
    await openTab(/membership/i);
    expect(screen.getByText('Master')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByRole('button', { name: BILLING })).toBeTruthy();
    expect(screen.queryByTestId('lifetime-notice')).toBeNull();
  });

  it('shows the lifetime notice instead of the billing button for Legend', async () => {
    renderWithProviders(
      <DashboardPage user={user({ subscriptionPlan: 'legend', subscriptionType: 'lifetime' })} />,
    );
    expect(screen.getByTestId('profile-badge').textContent).toBe('Legend · lifetime');
    await openTab(/membership/i);
    expect(screen.getByText('Legend')).toBeTruthy();
    expect(screen.getByTestId('lifetime-notice').textContent).toMatch(/lifetime access/i);
    expect(screen.queryByRole('button', { name: BILLING })).toBeNull();
  });

  it.each<[string, Partial<DashboardUser>]>([
    ['without a customer id', { stripeCustomerId: null }],
    ['when inactive', { subscriptionStatus: 'inactive', hasAccess: false }],
  ])('hides the billing button %s', async (_case, overrides) => {
    renderWithProviders(<DashboardPage user={user(overrides)} />);
    await openTab(/membership/i);
    expect(screen.queryByRole('button', { name: BILLING })).toBeNull();
  });

  it("reads 'Inactive' and offers the plans to a free player", async () => {
    renderWithProviders(
      <DashboardPage
        user={user({
          subscriptionPlan: null,
          subscriptionStatus: 'inactive',
          stripeCustomerId: null,
          hasAccess: false,
        })}
      />,
    );
    await openTab(/membership/i);
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('link', { name: /see plans/i }).getAttribute('href')).toBe(
      '/subscribe',
    );
  });

  it("asks a past-due member to 'Update payment' in the billing portal", async () => {
    const requests = stubPortal(() => json({ url: 'https://billing.example/pay' }));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithProviders(<DashboardPage user={user({ subscriptionStatus: 'past_due' })} />);
    expect(screen.getByTestId('profile-badge').textContent).toBe('Master · payment due');
    await openTab(/membership/i);
    expect(screen.getByText('Your last payment failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: BILLING })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update payment' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://billing.example/pay',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(requests.mock.calls[0]?.[0]).toBe('/api/create-portal-session');
  });

  it("offers a canceled member 'Resubscribe', leading to /subscribe", async () => {
    renderWithProviders(
      <DashboardPage user={user({ subscriptionStatus: 'canceled', hasAccess: false })} />,
    );
    await openTab(/membership/i);
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Resubscribe' }).getAttribute('href')).toBe(
      '/subscribe',
    );
  });

  it("opens the portal in a new tab, reading 'Opening Portal...' meanwhile", async () => {
    let answer: (response: Response) => void = () => {};
    const requests = stubPortal(() => new Promise<Response>((resolve) => (answer = resolve)));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithProviders(<DashboardPage user={user()} />);
    await openTab(/membership/i);
    await userEvent.click(screen.getByRole('button', { name: BILLING }));

    expect(await screen.findByRole('button', { name: /opening portal\.\.\./i })).toBeTruthy();
    await waitFor(() => expect(requests).toHaveBeenCalled());
    expect(requests.mock.calls[0]?.[0]).toBe('/api/create-portal-session');
    expect(requests.mock.calls[0]?.[1]?.method).toBe('POST');
    answer(json({ url: 'https://billing.example/session' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://billing.example/session',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(await screen.findByRole('button', { name: BILLING })).toBeTruthy();
  });

  it('opens the portal in the same tab on a mobile browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Mobile/15E148');
    stubPortal(() => json({ url: 'https://billing.example/m' }));
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open');
    renderWithProviders(<DashboardPage user={user()} />);
    await openTab(/membership/i);
    await userEvent.click(screen.getByRole('button', { name: BILLING }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/m'));
    expect(open).not.toHaveBeenCalled();
  });

  it('only logs a portal failure (docs/product/billing.md)', async () => {
    stubPortal(() => new Response('Portal is not configured in test mode', { status: 400 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open');
    renderWithProviders(<DashboardPage user={user()} />);
    await openTab(/membership/i);
    await userEvent.click(screen.getByRole('button', { name: BILLING }));
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('button', { name: BILLING })).toBeTruthy();
  });
});

describe('DashboardPage: Support and layout', () => {
  it('shows the support e-mail and the response time of the plan', async () => {
    renderWithProviders(<DashboardPage user={user({ subscriptionPlan: 'legend' })} />);
    await openTab(/support|help/i);
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(screen.getByText('Response time: Within 24 hours for legends')).toBeTruthy();
  });

  it('tells a Master member their own response time', async () => {
    renderWithProviders(<DashboardPage user={user()} />);
    await openTab(/support|help/i);
    expect(
      screen.getByText('Response time: Within 48 hours, with priority for Master members'),
    ).toBeTruthy();
  });

  it('has a short and a long label per tab, switched at 768 px', async () => {
    renderWithProviders(<DashboardPage user={user()} />);
    const membership = await screen.findByTestId('dashboard-tab-membership');
    const [short, long] = membership.querySelectorAll('span');
    expect(short?.textContent).toBe('Plan');
    expect(short?.className).toContain('min-[769px]:hidden');
    expect(long?.textContent).toBe('Membership');
    expect(long?.className).toContain('min-[769px]:inline');
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderWithProviders(<DashboardPage user={null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /sign in/i }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
