import type { CrmConnectionDetails, CrmLogs, CrmSyncStatus } from '@jokerwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { errorResponse, json } from '../../../testing/responses';
import { CrmManagementPage } from './crm-management-page';

// The CRM dashboard of docs/product/staff-console.md against the API answered through MSW.

type Status = CrmSyncStatus['status'];

function statusAnswer(overrides: Partial<Status> = {}): CrmSyncStatus {
  return {
    success: true,
    status: {
      configured: true,
      missingVars: [],
      isScheduledSyncRunning: true,
      isSyncInProgress: false,
      timeUntilNextSync: 42,
      progress: null,
      dirtyUsers: 0,
      statistics: { averageSuccessRate: 67, lastSyncPerformance: 1234, uptime: 60 },
      lastSync: {
        timestamp: '2026-11-24T08:00:00.000Z',
        totalUsers: 3,
        successCount: 2,
        failedCount: 1,
        skippedCount: 0,
        duration: 1234,
      },
      recentRuns: [],
      ...overrides,
    },
  };
}

const connection = (missingVars: string[] = []): CrmConnectionDetails => ({
  success: true,
  connection: {
    status: missingVars.length ? 'not configured' : 'connected',
    responseTime: 80,
    lastTested: null,
  },
  environment: { apiTokenPresent: true, locationIdPresent: !missingVars.length, nodeEnv: 'test' },
  configuration: { missingVars },
});

const logs: CrmLogs = {
  success: true,
  logs: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      method: 'POST',
      endpoint: '/contacts/upsert',
      statusCode: 201,
      success: true,
      durationMs: 95,
      createdAt: '2026-11-24T08:01:00.000Z',
    },
  ],
  summary: {
    totalCalls: 1,
    successfulCalls: 1,
    failedCalls: 0,
    averageResponseTime: 95,
    callsLast24Hours: 1,
  },
  history: Array.from({ length: 7 }, (_, index) => ({
    date: `2026-11-${18 + index}`,
    calls: index,
    failures: 0,
  })),
};

type Handler = () => Response;

function answers(status: CrmSyncStatus, extra: Record<string, Handler> = {}) {
  return answerApi({
    'GET /api/admin/ghl/sync-status': () => json(status),
    'GET /api/admin/ghl/connection-details': () => json(connection(status.status.missingVars)),
    'GET /api/admin/ghl/logs': () => json(logs),
    ...extra,
  });
}

/** The buttons that start a sync, each locked while syncing cannot start. */
const SYNC_BUTTONS = ['Sync User', 'Sync All Users', 'Sync Active', 'Sync Trialing', 'Sync Now'];

function expectDisabled(names: readonly string[]) {
  for (const name of names) {
    expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
  }
}

describe('CRM management page', () => {
  it('lists the missing variables and keeps every sync button off when not configured', async () => {
    const missing = ['GHL_API_TOKEN', 'GHL_LOCATION_ID'];
    answers(
      statusAnswer({
        configured: false,
        missingVars: missing,
        isScheduledSyncRunning: false,
        timeUntilNextSync: null,
        lastSync: null,
      }),
    );
    renderWithProviders(<CrmManagementPage />);
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('GHL_API_TOKEN')).toBeTruthy();
    expect(within(warning).getByText('GHL_LOCATION_ID')).toBeTruthy();
    const connectionCard = screen.getByRole('region', { name: 'Connection' });
    expect(await within(connectionCard).findByText('Not configured')).toBeTruthy();
    expectDisabled([...SYNC_BUTTONS, 'Start Scheduler']);
  });

  it('shows Running with Start disabled, the success rate and the duration in seconds', async () => {
    answers(statusAnswer());
    renderWithProviders(<CrmManagementPage />);
    const scheduler = await screen.findByRole('region', { name: 'Scheduled sync' });
    expect(await within(scheduler).findByText('Running')).toBeTruthy();
    expect(within(scheduler).getByText(/Next sync in 42 minutes/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Scheduler' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Stop Scheduler' }).hasAttribute('disabled')).toBe(
      false,
    );
    const results = screen.getByRole('region', { name: 'Last sync results' });
    expect(within(results).getByText('67%')).toBeTruthy();
    expect(within(results).getByText('1.23s')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Developer Hub/ })).toBeTruthy();
  });

  it('disables every sync button while a sync is in progress', async () => {
    answers(
      statusAnswer({
        isSyncInProgress: true,
        progress: {
          runId: '00000000-0000-4000-8000-000000000009',
          kind: 'all',
          processed: 5,
          totalUsers: 10,
        },
      }),
    );
    renderWithProviders(<CrmManagementPage />);
    expect(await screen.findByText('Sync in progress: 5 of 10 users.')).toBeTruthy();
    expectDisabled(SYNC_BUTTONS);
  });

  it('says the spec texts: an empty user id, a failed sync of all users', async () => {
    const requests = answers(statusAnswer(), {
      'POST /api/admin/ghl/sync-all-users': () => errorResponse(409, 'SYNC_IN_PROGRESS', 'busy'),
    });
    renderWithProviders(<CrmManagementPage />);
    const user = userEvent.setup();
    await screen.findByText('Running');
    await user.click(screen.getByRole('button', { name: 'Sync User' }));
    expect(await screen.findByText('Please enter a User ID')).toBeTruthy();
    expect(requests.mock.calls.some(([url]) => String(url).includes('sync-user'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Sync All Users' }));
    expect(await screen.findByText('Failed to sync all users')).toBeTruthy();
  });

  it('shows real calls in the live feed while monitoring; Clear Logs empties the view only', async () => {
    answers(statusAnswer());
    renderWithProviders(<CrmManagementPage />);
    const user = userEvent.setup();
    const feed = await screen.findByRole('region', { name: 'Live API feed' });
    await user.click(within(feed).getByRole('button', { name: 'Start Monitoring' }));
    expect(within(feed).getByText('Monitoring')).toBeTruthy();
    await waitFor(() => expect(within(feed).getByText('/contacts/upsert')).toBeTruthy());
    await user.click(within(feed).getByRole('button', { name: 'Clear Logs' }));
    expect(within(feed).queryByText('/contacts/upsert')).toBeNull();
    const stats = screen.getByRole('region', { name: 'Quick stats' });
    expect(within(stats).getByText('95 ms')).toBeTruthy();
  });
});
