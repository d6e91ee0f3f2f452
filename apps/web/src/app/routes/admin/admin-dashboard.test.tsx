import { ADMIN_ACCESS_REQUIRED, type ReconciliationRun } from '@jokerwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildUser,
  errorResponse,
  json,
  signInAs,
  type ApiHandler,
} from '../../../features/auth/testing/auth-test-utils';
import { authToken } from '../../../lib/storage';
import { networkError } from '../../../testing/responses';
import { renderRoute } from '../../testing/render-route';
import { answerScreenData } from '../../testing/screen-data';

beforeEach(answerScreenData);

// /admin-dashboard (docs/product/staff-console.md): the four cards drive the console log.

const admin = buildUser({ isAdmin: true, username: 'pit_boss' });
const RUN_ID = '7f7c2c1e-1c1a-4c61-9a44-0d1e2f3a4b5c';

function run(overrides: Partial<ReconciliationRun> = {}): ReconciliationRun {
  return {
    runId: RUN_ID,
    status: 'queued',
    success: true,
    totalUsers: 8,
    processed: 0,
    updated: 0,
    errors: 0,
    summary: [],
    startedAt: null,
    finishedAt: null,
    message: null,
    ...overrides,
  };
}

const updatedEntry = (n: number) => ({
  userId: `u${n}`,
  email: `player${n}@example.com`,
  action: 'updated' as const,
  oldStatus: 'trialing',
  newStatus: 'active',
});

async function openDashboard(handlers: Record<string, ApiHandler>) {
  signInAs(admin, handlers);
  const view = renderRoute('/admin-dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });
  return { ...view, log: screen.getByRole('log', { name: 'Console output' }) };
}

const lines = (log: HTMLElement) =>
  within(log)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('admin dashboard', () => {
  it('runs a full reconciliation after confirming, disables every button, logs 5 updated users', async () => {
    const pending: { release?: (value: Response) => void } = {};
    const finished = run({
      status: 'completed',
      processed: 8,
      updated: 7,
      summary: [1, 2, 3, 4, 5, 6, 7].map(updatedEntry),
    });
    const { log } = await openDashboard({
      'POST /api/admin/reconcile-subscriptions': () => json(run(), 202),
      [`GET /api/admin/reconcile-subscriptions/${RUN_ID}`]: () =>
        new Promise<Response>((resolve) => {
          pending.release = resolve;
        }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run Full Reconciliation' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start Reconciliation' }));

    await within(log).findByText('Reconciliation queued: 8 users to check');
    for (const name of ['Run Audit', 'Test Connection']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    // The run is read back while it runs; the buttons stay disabled until it finishes.
    await waitFor(() => expect(pending.release).toBeDefined());
    pending.release?.(json(finished));

    const summary = await within(log).findByText(
      /Reconciliation complete: 8 users checked, 7 updated, 0 errors/,
    );
    const details = summary.parentElement?.querySelector('pre')?.textContent ?? '';
    expect(details.split('\n')).toEqual([
      'player1@example.com: trialing → active',
      'player2@example.com: trialing → active',
      'player3@example.com: trialing → active',
      'player4@example.com: trialing → active',
      'player5@example.com: trialing → active',
      '… and 2 more',
    ]);
    expect(await within(log).findByText(/Full Reconciliation finished in \d+\.\ds/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Run Audit' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('logs an audit with at most 3 users with issues', async () => {
    const users = [1, 2, 3, 4].map((n) => ({
      userId: `u${n}`,
      email: `p${n}@example.com`,
      issues: [`issue ${n}`],
    }));
    const { log } = await openDashboard({
      'GET /api/admin/audit-subscriptions': () =>
        json({
          success: true,
          summary: {
            totalUsers: 9,
            needsSync: 4,
            activeSubscriptions: 3,
            trialingSubscriptions: 2,
            hasIssues: 4,
          },
          users,
        }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run Audit' }));
    const summary = await within(log).findByText(
      'Audit complete: 9 users, 4 need sync, 3 active, 2 trialing, 4 with issues',
    );
    expect(summary.parentElement?.querySelector('pre')?.textContent?.split('\n')).toEqual([
      'p1@example.com: issue 1',
      'p2@example.com: issue 2',
      'p3@example.com: issue 3',
      '… and 1 more',
    ]);
  });

  it('asks for a valid user id before syncing one user', async () => {
    const { log } = await openDashboard({});
    const button = screen.getByRole('button', { name: 'Sync User' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'User ID' }), '   ');
    await userEvent.click(button);
    expect(lines(log)).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] error Please enter a valid user ID$/),
    ]);
  });

  it("logs the server's message, or 'Network error: …' when there is no answer", async () => {
    const { log } = await openDashboard({
      'GET /api/admin/test-stripe-connection': () =>
        errorResponse(
          502,
          'PAYMENTS_UNAVAILABLE',
          'The payment provider did not answer. Please try again.',
        ),
      'POST /api/admin/reconcile-user/abc': networkError,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(
      await within(log).findByText('The payment provider did not answer. Please try again.'),
    ).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'User ID' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Sync User' }));
    expect(await within(log).findByText('Network error: Failed to fetch')).toBeTruthy();
  });

  it("sends a 403 home with 'Admin access required'", async () => {
    const { router } = await openDashboard({
      'GET /api/admin/audit-subscriptions': () =>
        errorResponse(403, 'FORBIDDEN', 'This needs staff access.'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run Audit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(ADMIN_ACCESS_REQUIRED)).toBeTruthy();
    expect(authToken.get()).toBe('test-session-token');
  });

  it('clears the token and goes home on a 401', async () => {
    const { router } = await openDashboard({
      'GET /api/admin/audit-subscriptions': () => errorResponse(401, 'UNAUTHENTICATED', 'Sign in.'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run Audit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authToken.get()).toBeNull();
  });
});
