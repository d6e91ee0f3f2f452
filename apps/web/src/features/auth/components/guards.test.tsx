import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { isDevFlag } from '../../../lib/storage';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import { buildUser, signInAs, stubApi } from '../testing/auth-test-utils';

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
});
