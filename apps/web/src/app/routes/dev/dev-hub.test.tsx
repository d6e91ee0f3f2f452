import { ADMIN_ACCESS_REQUIRED, type SystemStatus } from '@jokerwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildUser,
  json,
  signInAs,
  type ApiHandler,
} from '../../../features/auth/testing/auth-test-utils';
import { renderRoute } from '../../testing/render-route';
import { answerScreenData } from '../../testing/screen-data';

beforeEach(answerScreenData);

// The developer hub of docs/product/staff-console.md.

const admin = buildUser({ isAdmin: true, username: 'pit_boss' });
const isAdmin = { 'GET /api/admin/check-admin': () => json({ isAdmin: true }) };

const status: SystemStatus = {
  checkedAt: '2026-11-24T10:00:05.000Z',
  server: {
    version: '0.1.0',
    uptimeSeconds: 3725,
    environment: 'production',
    nodeVersion: 'v24.1.0',
  },
  database: { kind: 'postgresql', up: true, roundTripMs: 1.7 },
  jobs: {
    accepting: true,
    roundTripMs: 3.2,
    workerLastRanAt: '2026-11-24T10:00:02.000Z',
    activeReconciliation: false,
  },
  rateLimitStore: 'redis-up',
  payments: { provider: 'stripe', mode: 'live' },
  email: { transport: 'smtp' },
  ai: { provider: 'builtin' },
  crm: { configured: false, missingVariables: ['GHL_LOCATION_ID'] },
};

async function openHub(
  user = admin,
  handlers: Record<string, ApiHandler> = isAdmin,
  path = '/dev',
) {
  signInAs(user, handlers);
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Developer console' });
  return view;
}

describe('developer hub', () => {
  it('shows the Admin Access badge, the username and Administrator, and seven tabs', async () => {
    await openHub();
    expect(screen.getByText('Admin Access')).toBeTruthy();
    expect(screen.getByTestId('hub-user').textContent).toBe('pit_boss');
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Pages',
      'User Database',
      'GHL CRM',
      'User Management',
      'System Status',
      'Debug Tools',
      'Recordings',
    ]);
  });

  it('names the admin by e-mail when there is no username', async () => {
    await openHub(buildUser({ isAdmin: true, username: null, email: 'boss@example.com' }));
    expect(screen.getByTestId('hub-user').textContent).toBe('boss@example.com');
  });

  it('lists the pages in the spec groups, each opening in a new window', async () => {
    await openHub();
    for (const group of ['Main Application', 'Authentication', 'Subscription Management']) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeTruthy();
    }
    const card = screen.getByRole('link', { name: /Admin dashboard/ });
    expect(card.getAttribute('href')).toBe('/admin-dashboard');
    expect(card.getAttribute('target')).toBe('_blank');
    expect(card.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("sends a signed-in non-admin home with 'Admin access required'", async () => {
    const { router } = await openHub(admin, {
      'GET /api/admin/check-admin': () => json({ isAdmin: false }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(ADMIN_ACCESS_REQUIRED)).toBeTruthy();
  });

  it('shows the live system status, measured by the server', async () => {
    await openHub(admin, { ...isAdmin, 'GET /api/admin/system-status': () => json(status) });
    await userEvent.click(screen.getByRole('tab', { name: 'System Status' }));
    const database = await screen.findByRole('region', { name: 'Database' });
    expect(within(database).getByText('PostgreSQL')).toBeTruthy();
    expect(within(database).getByText('1.7 ms')).toBeTruthy();
    const server = screen.getByRole('region', { name: 'Server' });
    expect(within(server).getByText('1h 2m')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Job queue' })).getByText('3s ago'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Payments' })).getByText('Live mode'),
    ).toBeTruthy();
    const crm = screen.getByRole('region', { name: 'CRM' });
    expect(within(crm).getByText('Not configured')).toBeTruthy();
    expect(within(crm).getByText('GHL_LOCATION_ID')).toBeTruthy();
  });

  it('shows the user database viewer in the User Database tab', async () => {
    const stats = { activeUsers: 0, trialingUsers: 0, inactiveUsers: 1, totalUsers: 1 };
    await openHub(
      admin,
      {
        ...isAdmin,
        'GET /api/admin/users': () =>
          json({
            users: [],
            stats,
            summary: { filtered: 0, total: 1, totalPages: 0 },
            cursors: { previous: null, next: null },
            timestamp: '2026-11-24T10:00:00.000Z',
          }),
      },
      '/dev?tab=users',
    );
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(screen.getByText('Total Users')).toBeTruthy();
  });
});
