import type { AdminUserRecord, UserListResponse } from '@jokerwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/storage';
import { answerApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { errorResponse, json } from '../../../testing/responses';
import { UserDatabaseViewer } from './user-database-viewer';

// The User Database viewer of docs/product/staff-console.md against the API answered through MSW.

function record(index: number, overrides: Partial<AdminUserRecord> = {}): AdminUserRecord {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    email: `player${index}@example.com`,
    username: `player_${index}`,
    subscription_status: 'active',
    subscription_plan: 'master',
    stripe_customer_id: null,
    stripe_subscription_id: null,
    is_admin: false,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function page(users: AdminUserRecord[], filtered = users.length, totalPages = 1): UserListResponse {
  return {
    users,
    stats: { activeUsers: 40, trialingUsers: 10, inactiveUsers: 50, totalUsers: 100 },
    summary: { filtered, total: 100, totalPages },
    cursors: { previous: `before-${users[0]?.id ?? ''}`, next: `after-${users.at(-1)?.id ?? ''}` },
    timestamp: '2026-11-24T08:00:00.000Z',
  };
}

function detailsOf(id: string) {
  return {
    user: record(1, { id, stripe_customer_id: 'cus_1', stripe_subscription_id: 'sub_1' }),
    subscription: {
      provider: 'stripe',
      plan: 'master',
      type: 'yearly',
      status: 'trialing',
      trialEnd: '2026-11-26T10:00:00.000Z',
      nextBillingDate: '2026-11-26T10:00:00.000Z',
      cancelAtPeriodEnd: false,
    },
    sessions: { active: 2, lastSignInAt: '2026-11-23T09:30:00.000Z' },
    crmContactId: null,
  };
}

const idIn = (url: URL) => url.pathname.split('/').at(-2) ?? '';

/** Answers the list with `list(url)` and the rest of the console; records every URL asked for. */
function stub(list: (url: URL) => Response | Promise<Response>) {
  const requests = answerApi({
    'GET /api/admin/users': ({ url }) => list(url),
    'GET /api/admin/users/export': () =>
      new Response('ID,Email\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    'GET /api/admin/users/:id/details': ({ url }) => json(detailsOf(idIn(url))),
    'POST /api/admin/users/:id/admin': ({ url }) => {
      const user = { id: idIn(url), email: 'player1@example.com', username: null };
      return json({ changed: true, user: { ...user, isAdmin: true, source: 'granted' } });
    },
  });
  const urls = () => requests.mock.calls.map(([path]) => new URL(path, 'http://localhost'));
  return { requests, urls };
}

const listUrls = (urls: URL[]) => urls.filter((url) => url.pathname === '/api/admin/users');

afterEach(() => {
  vi.unstubAllGlobals();
  authToken.remove();
});

describe('User Database viewer', () => {
  it('says it is loading until the first answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    stub(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<UserDatabaseViewer showInsights={false} />);
    expect(await screen.findByText('Loading user data...')).toBeTruthy();
    expect(screen.getByText('Last updated: Never')).toBeTruthy();
    answer(json(page([record(1)])));
    expect(await screen.findByText('player1@example.com')).toBeTruthy();
    expect(screen.queryByText('Last updated: Never')).toBeNull();
  });

  it('shows the empty state with Export disabled and no pager', async () => {
    stub(() => json(page([], 0, 0)));
    renderWithProviders(<UserDatabaseViewer showInsights={false} />);
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Export$/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
  });

  it('shows the server message when loading fails', async () => {
    stub(() => errorResponse(503, 'DATABASE_UNAVAILABLE', 'The database is not answering.'));
    renderWithProviders(<UserDatabaseViewer showInsights={false} />);
    expect(
      await screen.findByText('Error loading user data: The database is not answering.'),
    ).toBeTruthy();
  });

  it('shows stats, rows and pages, sorts by a header and goes back to page 1 on a filter', async () => {
    const { urls } = stub((url) =>
      json(
        page(
          [record(1), record(2, { username: null })],
          60,
          url.searchParams.get('status') === 'trialing' ? 1 : 3,
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserDatabaseViewer showInsights={false} />);
    expect(await screen.findByText('@player_1')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 60 users')).toBeTruthy();
    expect(screen.getByText('Total Users').nextSibling?.textContent).toBe('100');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    // Next and Previous carry the cursor of the page on screen (keyset paging, ADR 030).
    expect(listUrls(urls()).at(-1)?.searchParams.get('page')).toBe('2');
    expect(listUrls(urls()).at(-1)?.searchParams.get('cursor')).toBe(`after-${record(2).id}`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(listUrls(urls()).at(-1)?.searchParams.get('cursor')).toBe(`before-${record(1).id}`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(listUrls(urls()).at(-1)?.searchParams.get('sortBy')).toBe('email'));
    const last = listUrls(urls()).at(-1);
    expect(last?.searchParams.get('sortOrder')).toBe('asc');
    expect(last?.searchParams.get('page')).toBe('1');
    // A new sort starts again from page 1 without a cursor.
    expect(last?.searchParams.has('cursor')).toBe(false);
    expect(screen.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'trialing');
    await waitFor(() =>
      expect(listUrls(urls()).at(-1)?.searchParams.get('status')).toBe('trialing'),
    );
    expect(listUrls(urls()).at(-1)?.searchParams.get('page')).toBe('1');
    expect(await screen.findByText('Showing 2 of 60 users (100 total)')).toBeTruthy();
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
  });

  it('searches once typing stops', async () => {
    const { urls } = stub(() => json(page([record(1)])));
    const user = userEvent.setup();
    renderWithProviders(<UserDatabaseViewer showInsights={false} />);
    await screen.findByText('player1@example.com');
    await user.type(screen.getByRole('searchbox'), 'play');
    await waitFor(() => expect(listUrls(urls()).at(-1)?.searchParams.get('search')).toBe('play'));
    const searches = listUrls(urls()).map((url) => url.searchParams.get('search'));
    expect(searches.filter((search) => search !== null)).toEqual(['play']);
  });

  it('shows cards with an Admin badge for admins', async () => {
    stub(() => json(page([record(1, { is_admin: true }), record(2)])));
    const user = userEvent.setup();
    renderWithProviders(<UserDatabaseViewer showInsights={false} />);
    await screen.findByText('player1@example.com');
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    const cards = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByText('Admin')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByText('Admin')).toBeNull();
  });

  it('exports the selected users through the session, never with a token in the URL', async () => {
    authToken.set('session-token-123');
    const { requests } = stub(() => json(page([record(1), record(2), record(3)])));
    const createObjectURL = vi.fn(() => 'blob:users');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderWithProviders(<UserDatabaseViewer showInsights={false} />);
    await screen.findByText('player1@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Select player1@example.com' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select player3@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Export selected (2)' }));
    expect(await screen.findByText('Export Complete')).toBeTruthy();
    expect(screen.getByText('User data exported to CSV')).toBeTruthy();
    const call = requests.mock.calls.find(([input]) => String(input).includes('/export'));
    const url = new URL(String(call?.[0]), 'http://localhost');
    expect(url.searchParams.get('ids')?.split(',')).toEqual([record(1).id, record(3).id]);
    expect(String(call?.[0])).not.toContain('session-token-123');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer session-token-123');
    expect(createObjectURL).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    expect(screen.getByRole('button', { name: 'Export selected (3)' })).toBeTruthy();
  });

  it('opens the Details row and grants admin rights through the staff console endpoint', async () => {
    const { requests } = stub(() => json(page([record(1)])));
    const user = userEvent.setup();
    renderWithProviders(<UserDatabaseViewer showInsights={false} />);
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    expect(await screen.findByText('sub_1')).toBeTruthy();
    expect(screen.getByText('cus_1')).toBeTruthy();
    expect(screen.getByText('trialing', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('Active sessions').nextSibling?.textContent).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Grant admin' }));
    await waitFor(() =>
      expect(
        requests.mock.calls.some(
          ([input, init]) =>
            String(input).endsWith(`${record(1).id}/admin`) && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('sub_1')).toBeNull();
  });
});
