import { INVALID_EMAIL_MESSAGE } from '@jokerwise/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/storage';
import { renderRoute } from '../../../testing/render';
import {
  buildUser,
  errorResponse,
  json,
  sentBodies,
  signInAs,
  stubApi,
  type ApiHandler,
} from '../testing/auth-test-utils';

const codeSent: ApiHandler = () => json({ message: 'ok' });
const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

async function reachCodeStep(handlers: Record<string, ApiHandler> = {}) {
  const fetchMock = stubApi({ 'POST /api/request-code': codeSent, ...handlers });
  const result = renderRoute('/auth');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ante@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send Login Code' }));
  await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
  return { ...result, fetchMock };
}

async function enterCode(code: string) {
  await userEvent.click(digit(1));
  await userEvent.keyboard(code);
}

describe('/auth', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the generic top bar with placeholder Documentation and Support links', async () => {
    stubApi({});
    renderRoute('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(screen.getByText('Documentation').getAttribute('href')).toBeNull();
    expect(screen.getByText('Support').getAttribute('href')).toBeNull();
  });

  it('shows Loading... while a stored session is checked, then sends a member to the app', async () => {
    let answer: (response: Response) => void = () => {};
    authToken.set('token');
    const fetchMock = stubApi({
      'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderRoute('/auth');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    act(() => answer(json(buildUser({ hasAccess: true }))));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jokerwise-ai'));
  });

  it('asks for an address with an @ before sending anything', async () => {
    const fetchMock = stubApi({});
    renderRoute('/auth');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ante');
    await userEvent.click(screen.getByRole('button', { name: 'Send Login Code' }));
    expect(screen.getByText(INVALID_EMAIL_MESSAGE)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail only and moves to the code step', async () => {
    const { fetchMock } = await reachCodeStep();
    expect(sentBodies(fetchMock, '/api/request-code')).toEqual([{ email: 'ante@example.com' }]);
    expect(screen.getByText('ante@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify Code' })).toHaveProperty('disabled', true);
    // The server allows one code per 30 s, so the link waits too.
    expect(screen.getByRole('button', { name: /^Resend Code in \d+s$/ })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('toasts the server reason for a failed verify and clears the code', async () => {
    await reachCodeStep({
      'POST /api/verify-code': () => errorResponse(400, 'INVALID_CODE', 'Invalid or expired code'),
    });
    await enterCode('999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    expect(screen.getByText('Invalid or expired code')).toBeTruthy();
    await waitFor(() => expect((digit(1) as HTMLInputElement).value).toBe(''));
  });

  it('falls back to "Invalid or expired code" without a server message', async () => {
    await reachCodeStep({
      'POST /api/verify-code': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await enterCode('999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid or expired code')).toBeTruthy();
  });

  it('lands a free player in the app, whose guard sends them to /subscribe', async () => {
    const user = buildUser();
    const { router } = await reachCodeStep({
      'POST /api/verify-code': () => json({ token: 't', user, devMode: false }),
      'GET /api/me': () => json(user),
    });
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
    expect(await screen.findByText('Welcome!')).toBeTruthy();
  });

  it('goes back to the e-mail step keeping the address', async () => {
    await reachCodeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Email' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe(
      'ante@example.com',
    );
  });

  it('resends after the countdown and reports success or failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let resendFails = false;
    await reachCodeStep({
      'POST /api/request-code': () =>
        resendFails ? Promise.reject(new TypeError('x')) : codeSent(undefined),
    });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Code Resent')).toBeTruthy();

    resendFails = true;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Failed to resend code')).toBeTruthy();
  });

  it('sends a signed-in visitor to the app', async () => {
    signInAs(buildUser({ hasAccess: true }));
    const { router } = renderRoute('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jokerwise-ai'));
  });
});
