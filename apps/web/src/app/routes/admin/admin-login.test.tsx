import { ADMIN_GATE_MESSAGES } from '@jokerwise/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildUser,
  errorResponse,
  json,
  sentBodies,
  signInAs,
  stubApi,
} from '../../../features/auth/testing/auth-test-utils';
import { authToken } from '../../../lib/storage';
import { networkError } from '../../../testing/responses';
import { renderRoute } from '../../testing/render-route';
import { answerScreenData } from '../../testing/screen-data';

beforeEach(answerScreenData);

// The admin gate of docs/product/staff-console.md: its texts word for word, the bootstrap of the first
// admin, and a 401 that ends the session.

const player = buildUser();

async function expectGateError(message: string) {
  expect((await screen.findByRole('alert')).textContent).toContain(message);
  const signInLink = screen.getByRole('link', { name: 'Sign In to Jokerwise' });
  expect(signInLink.getAttribute('href')).toBe('/');
  expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  expect(screen.getByText(/Admin rights are granted by existing admins/)).toBeTruthy();
}

describe('admin gate', () => {
  it('asks a visitor without a token to sign in, without calling the server', async () => {
    const requests = stubApi({});
    renderRoute('/admin-login');
    await expectGateError(ADMIN_GATE_MESSAGES.authenticationRequired);
    expect(requests).not.toHaveBeenCalled();
  });

  it('lets an admin in with "Access granted" and opens /dev', async () => {
    signInAs(buildUser({ isAdmin: true }), {
      'GET /api/admin/check-admin': () => json({ isAdmin: true }),
    });
    const { router } = renderRoute('/admin-login');
    expect(await screen.findByText(ADMIN_GATE_MESSAGES.accessGranted)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev'));
  });

  it('makes the first admin when none exists, then opens /dev', async () => {
    let isAdmin = false;
    const requests = signInAs(player, {
      'GET /api/me': () => json({ ...player, isAdmin }),
      'GET /api/admin/check-admin': () => json({ isAdmin }),
      'POST /api/admin/bootstrap-admin': () => {
        isAdmin = true;
        return json({ success: true, message: 'First admin created' });
      },
    });
    const { router } = renderRoute('/admin-login');
    expect(await screen.findByText(ADMIN_GATE_MESSAGES.firstAdminCreated)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev'));
    expect(sentBodies(requests, '/api/admin/bootstrap-admin')).toHaveLength(1);
  });

  it('explains how to get access when an admin already exists', async () => {
    signInAs(player, {
      'GET /api/admin/check-admin': () => json({ isAdmin: false }),
      'POST /api/admin/bootstrap-admin': () =>
        errorResponse(409, 'ADMIN_EXISTS', 'An admin already exists.'),
    });
    const { router } = renderRoute('/admin-login');
    await expectGateError(ADMIN_GATE_MESSAGES.notAdmin);
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('removes the stored token when the session has expired', async () => {
    signInAs(player, {
      'GET /api/admin/check-admin': () => errorResponse(401, 'UNAUTHENTICATED', 'Sign in.'),
    });
    renderRoute('/admin-login');
    await expectGateError(ADMIN_GATE_MESSAGES.sessionExpired);
    expect(authToken.get()).toBeNull();
  });

  it('says the check failed when the server answers with an error', async () => {
    signInAs(player, {
      'GET /api/admin/check-admin': () => errorResponse(500, 'INTERNAL', 'Something went wrong.'),
    });
    renderRoute('/admin-login');
    await expectGateError(ADMIN_GATE_MESSAGES.verifyFailed);
  });

  it('says so when the network fails', async () => {
    signInAs(player, { 'GET /api/admin/check-admin': networkError });
    renderRoute('/admin-login');
    await expectGateError(ADMIN_GATE_MESSAGES.networkError);
  });
});
