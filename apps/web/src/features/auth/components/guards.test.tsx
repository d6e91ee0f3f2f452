import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken, isDevFlag } from '../../../lib/storage';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import {
  buildUser,
  errorResponse,
  json,
  networkError,
  signInAs,
  stubApi,
} from '../testing/auth-test-utils';
import { SESSION_CHECK_FAILED_MESSAGE } from './guards';

beforeEach(answerScreenData);

type Session = 'visitor' | 'free' | 'trialing' | 'active' | 'legend' | 'admin';

const users = {
  free: buildUser(),
  trialing: buildUser({ subscriptionStatus: 'trialing', hasAccess: true }),
  active: buildUser({ subscriptionStatus: 'active', hasAccess: true }),
  legend: buildUser({ subscriptionPlan: 'legend', subscriptionType: 'lifetime', hasAccess: true }),
  admin: buildUser({ isAdmin: true }),
} as const;

function startAs(session: Session) {
  if (session === 'visitor') stubApi({});
  else signInAs(users[session]);
}

// / docs/product/accounts.md: [visiting, as, lands on].
const table: ReadonlyArray<readonly [path: string, session: Session, expected: string]> = [
  ['/dashboard', 'visitor', '/auth'],
  ['/subscription', 'visitor', '/auth'],
  ['/jokerwise-ai', 'visitor', '/auth'],
  ['/dashboard', 'free', '/dashboard'],
  ['/subscription', 'free', '/subscription'],
  ['/jokerwise-ai', 'free', '/subscribe'],
  ['/jokerwise-ai', 'trialing', '/jokerwise-ai'],
  ['/jokerwise-ai', 'active', '/jokerwise-ai'],
  ['/jokerwise-ai', 'legend', '/jokerwise-ai'],
  ['/admin-dashboard', 'visitor', '/auth'],
  ['/admin-dashboard', 'active', '/'],
  ['/dev', 'free', '/'],
  ['/dev/ghl-management', 'free', '/'],
  ['/admin-dashboard', 'admin', '/admin-dashboard'],
  ['/dev', 'admin', '/dev'],
  ['/dev/ghl-management', 'admin', '/dev/ghl-management'],
  ['/subscribe', 'visitor', '/subscribe'],
];

describe('route guards', () => {
  it.each(table)('%s as %s lands on %s', async (path, session, expected) => {
    startAs(session);
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('shows a spinner while the session is checked', async () => {
    signInAs(users.free);
    renderRoute('/dashboard');
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('lets the isDev session flag skip the subscription check in a development build', async () => {
    // Vitest runs as a development build; production compiles the bypass away (ADR 005).
    expect(import.meta.env.DEV).toBe(true);
    isDevFlag.set('true');
    signInAs(users.free);
    const { router } = renderRoute('/jokerwise-ai');
    await screen.findByRole('heading', { level: 1, name: 'Jokerwise AI' });
    expect(router.state.location.pathname).toBe('/jokerwise-ai');
  });

  // docs/decisions/041-session-check-keeps-token-without-answer.md: only the server's refusal
  // ends a session; a check that got no answer is retried, then said, and the token stays.
  describe('when the session check gets no answer', () => {
    const failures = {
      'the network fails': networkError,
      'the server fails': () => errorResponse(503, 'UNAVAILABLE', 'Database unavailable'),
      'the server is busy': () => errorResponse(429, 'RATE_LIMITED', 'Too many requests'),
    } as const;

    it.each(Object.entries(failures))(
      'keeps the token and offers to try again when %s',
      async (_failure, fail) => {
        const user = users.free;
        let reachable = false;
        const requests = signInAs(user, {
          'GET /api/me': () => (reachable ? json(user) : fail()),
        });
        const { router } = renderRoute('/dashboard');
        const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
        expect(within(alert).getByText(SESSION_CHECK_FAILED_MESSAGE)).toBeTruthy();
        // The first try and two retries.
        expect(requests).toHaveBeenCalledTimes(3);
        expect(authToken.get()).toBe('test-session-token');
        expect(router.state.location.pathname).toBe('/dashboard');
        // Neither Sign In nor the account menu: the session is kept but not known.
        const banner = within(screen.getByRole('banner'));
        expect(banner.queryByRole('button', { name: 'Sign In' })).toBeNull();
        expect(banner.queryByRole('button', { name: user.username ?? '' })).toBeNull();

        reachable = true;
        await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
        expect(
          await screen.findByRole('heading', { level: 1, name: 'Your dashboard' }),
        ).toBeTruthy();
        expect(router.state.location.pathname).toBe('/dashboard');
        expect(await banner.findByRole('button', { name: user.username ?? '' })).toBeTruthy();
      },
    );

    it('guards the staff console the same way', async () => {
      signInAs(users.admin, { 'GET /api/me': networkError });
      const { router } = renderRoute('/admin-dashboard');
      expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
      expect(authToken.get()).toBe('test-session-token');
      expect(router.state.location.pathname).toBe('/admin-dashboard');
    });

    it('still drops a token the server refuses, and an answer that is not a user', async () => {
      signInAs(users.free, { 'GET /api/me': () => json({ status: 'ok' }) });
      const { router } = renderRoute('/dashboard');
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      expect(authToken.get()).toBeNull();
    });
  });
});
