import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { json } from '../../../testing/responses';
import { RecordingsTab } from './recordings-tab';

// The hub's Recordings tab lists sessions with time, duration, pages, user id and plan.

const USER_ID = '6b1f2a9e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('RecordingsTab', () => {
  it('lists each recording with its duration, pages, user id and plan', async () => {
    answerApi({
      'GET /api/admin/session-recordings': () =>
        json({
          recordings: [
            {
              id: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
              userId: USER_ID,
              plan: 'legend',
              isAdmin: false,
              startedAt: '2026-11-24T08:00:00.000Z',
              durationMs: 125_000,
              pages: ['/dashboard', '/jokerwise-ai'],
              eventCount: 40,
              storedBytes: 2048,
            },
          ],
          nextCursor: null,
        }),
    });
    renderWithProviders(<RecordingsTab />);
    const row = await screen.findByTestId('recording-row');
    expect(row.textContent).toContain('2m 05s');
    expect(row.textContent).toContain('/dashboard, /jokerwise-ai');
    expect(row.textContent).toContain(USER_ID);
    expect(row.textContent).toContain('legend');
    expect(screen.queryByRole('button', { name: 'Older recordings' })).toBeNull();
  });

  it('says when nothing was recorded yet', async () => {
    answerApi({
      'GET /api/admin/session-recordings': () => json({ recordings: [], nextCursor: null }),
    });
    renderWithProviders(<RecordingsTab />);
    expect(await screen.findByText('No sessions recorded yet.')).toBeTruthy();
  });
});
