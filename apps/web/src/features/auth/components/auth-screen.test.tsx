import { INVALID_EMAIL_MESSAGE, SUPPORT_EMAIL } from '@jokerwise/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/storage';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import {
  type ApiHandler,
  buildUser,
  errorResponse,
  json,
  networkError,
  sentBodies,
  signInAs,
  stubApi,
} from '../testing/auth-test-utils';

beforeEach(answerScreenData);

const codeSent: ApiHandler = () => json({ message: 'ok' });
const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

async function reachCodeStep(handlers: Record<string, ApiHandler> = {}) {
  const requests = stubApi({ 'POST /api/request-code': codeSent, ...handlers });
  const result = renderRoute('/auth');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ante@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send Login Code' }));
  await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
  return { ...result, requests };
}

async function enterCode(code: string) {
  await userEvent.click(digit(1));
  await userEvent.keyboard(code);
}

describe('/auth', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has one header, and Documentation and Support links that go somewhere', async () => {
    stubApi({});
    renderRoute('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    const help = within(screen.getByRole('navigation', { name: 'Help' }));
    expect(help.getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe('/faq');
    expect(help.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  it('shows Loading... while a stored session is checked, then sends a member to the app', async () => {
    let answer: (response: Response) => void = () => {};
    authToken.set('token');
    const requests = stubApi({
      'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderRoute('/auth');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    await waitFor(() => expect(requests).toHaveBeenCalled());
    act(() => answer(json(buildUser({ hasAccess: true }))));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jokerwise-ai'));
  });

  it('asks for an address with an @ before sending anything', async () => {
    const requests = stubApi({});
    renderRoute('/auth');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ante');
    await userEvent.click(screen.getByRole('button', { name: 'Send Login Code' }));
    expect(screen.getByText(INVALID_EMAIL_MESSAGE)).toBeTruthy();
    expect(requests).not.toHaveBeenCalled();
  });

  it('sends the e-mail only and moves to the code step', async () => {
    const { requests } = await reachCodeStep();
    expect(sentBodies(requests, '/api/request-code')).toEqual([{ email: 'ante@example.com' }]);
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
      'POST /api/verify-code': networkError,
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
      'POST /api/request-code': () => (resendFails ? networkError() : codeSent(undefined)),
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
