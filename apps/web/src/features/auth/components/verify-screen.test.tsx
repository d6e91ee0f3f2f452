import { INVALID_CODE_MESSAGE } from '@jokerwise/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authToken,
  isDevFlag,
  loginEmail,
  loginUsername,
  selectedTier,
} from '../../../lib/storage';
import { checkoutNavigation } from '../../../lib/start-checkout';
import { saveTierChoice } from '../../../lib/tier-intent';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import { getIdentifiedUser } from '../lib/identify-user';
import { buildUser, errorResponse, json, sentBodies, stubApi } from '../testing/auth-test-utils';

beforeEach(answerScreenData);

const user = buildUser({ id: 'user-42' });
const loginResult = (devMode = false) => json({ token: 'new-token', user, devMode });

async function openVerify() {
  loginEmail.set('ante@example.com');
  const result = renderRoute('/verify');
  await screen.findByRole('heading', { level: 1, name: 'Enter Verification Code' });
  return result;
}

async function enterCode(code: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard(code);
}

describe('/verify', () => {
  it('sends a visitor without a saved e-mail to /', async () => {
    stubApi({});
    const { router } = renderRoute('/verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('names the address and keeps Verify Code disabled until six digits', async () => {
    stubApi({});
    await openVerify();
    expect(screen.getByText('ante@example.com')).toBeTruthy();
    const verify = screen.getByRole('button', { name: 'Verify Code' });
    await enterCode('12345');
    expect(verify).toHaveProperty('disabled', true);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(INVALID_CODE_MESSAGE);
    await userEvent.keyboard('6');
    expect(verify).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in, greets, lands on the dashboard and clears the saved items', async () => {
    loginUsername.set('ante_up');
    selectedTier.set('master');
    const requests = stubApi({ 'POST /api/verify-code': () => loginResult() });
    const { router } = await openVerify();
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sentBodies(requests, '/api/verify-code')).toEqual([
      { email: 'ante@example.com', code: '123456' },
    ]);
    expect(await screen.findByText('Welcome!')).toBeTruthy();
    expect(screen.getByText('Successfully logged in')).toBeTruthy();
    // devMode false: no dev greeting and no isDev flag (the server sets devMode only under DEV_MODE).
    expect(screen.queryByText('Dev mode access granted')).toBeNull();
    expect(isDevFlag.get()).toBeNull();
    expect(authToken.get()).toBe('new-token');
    expect(getIdentifiedUser()?.id).toBe('user-42');
    expect([loginEmail.get(), loginUsername.get(), selectedTier.get()]).toEqual([null, null, null]);
  });

  it('says dev mode when the server runs in development', async () => {
    stubApi({ 'POST /api/verify-code': () => loginResult(true) });
    await openVerify();
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Dev mode access granted')).toBeTruthy();
    expect(isDevFlag.get()).toBe('true');
  });

  it('drops an isDev flag left by an earlier development login', async () => {
    isDevFlag.set('true');
    stubApi({ 'POST /api/verify-code': () => loginResult(false) });
    await openVerify();
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Successfully logged in')).toBeTruthy();
    expect(isDevFlag.get()).toBeNull();
  });

  it('continues to the checkout of a tier this e-mail chose', async () => {
    saveTierChoice('legend', 'ante@example.com');
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    stubApi({
      'POST /api/verify-code': () => loginResult(),
      'POST /api/checkout/legend-lifetime': () => json({ url: '/checkout/test/abc' }),
    });
    await openVerify();
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/abc'));
  });

  it('does not continue to a tier another e-mail chose', async () => {
    saveTierChoice('legend', 'someone-else@example.com');
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    const requests = stubApi({ 'POST /api/verify-code': () => loginResult() });
    const { router } = await openVerify();
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sentBodies(requests, '/api/checkout/legend-lifetime')).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(selectedTier.get()).toBeNull();
  });

  it('says beside the code that it is wrong or expired (ADR 026)', async () => {
    stubApi({
      'POST /api/verify-code': () => errorResponse(400, 'INVALID_CODE', 'Invalid or expired code'),
    });
    const { router } = await openVerify();
    await enterCode('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('Invalid or expired code');
    const firstSlot = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    expect(firstSlot.getAttribute('aria-invalid')).toBe('true');
    expect(firstSlot.getAttribute('aria-describedby')).toBe(message.id);
    expect(router.state.location.pathname).toBe('/verify');
    // Editing the code takes the message away.
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 6 of 6' }));
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a lockout with its wait in words', async () => {
    const words = 'Too many wrong codes for this address. Try again in 44 minutes.';
    stubApi({ 'POST /api/verify-code': () => errorResponse(429, 'VERIFY_LOCKED', words) });
    await openVerify();
    await enterCode('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(words);
  });

  it('greets a sign-up for a registered address with welcome back', async () => {
    stubApi({
      'POST /api/verify-code': () =>
        json({ token: 'new-token', user, devMode: false, alreadyRegistered: true }),
    });
    await openVerify();
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Welcome back — you already have an account')).toBeTruthy();
    expect(screen.queryByText('Welcome!')).toBeNull();
  });

  it('asks for another username when the sign-up lost it, then finishes with the same code', async () => {
    const taken = 'Someone has just taken the username Racer. Please choose another.';
    let verifyCalls = 0;
    const requests = stubApi({
      'POST /api/verify-code': () =>
        (verifyCalls += 1) === 1 ? errorResponse(409, 'USERNAME_TAKEN', taken) : loginResult(),
      'POST /api/check-username': () => json({ available: true }),
    });
    const { router } = await openVerify();
    await enterCode('123456');
    const verify = screen.getByRole('button', { name: 'Verify Code' });
    await userEvent.click(verify);
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    expect(verify).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Username'), 'Racer_Two');
    await waitFor(() => expect(verify).toHaveProperty('disabled', false));
    await userEvent.click(verify);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sentBodies(requests, '/api/verify-code')).toEqual([
      { email: 'ante@example.com', code: '123456' },
      { email: 'ante@example.com', code: '123456', username: 'Racer_Two' },
    ]);
  });

  it('resends with the saved username and then counts down 30 seconds', async () => {
    loginUsername.set('ante_up');
    const requests = stubApi({ 'POST /api/request-code': () => json({ message: 'ok' }) });
    await openVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Code Resent')).toBeTruthy();
    expect(screen.getByText('A new verification code has been sent to your email')).toBeTruthy();
    expect(sentBodies(requests, '/api/request-code')).toEqual([
      { email: 'ante@example.com', username: 'ante_up', marketingOptIn: false },
    ]);
    const resend = screen.getByRole('button', { name: /^Resend in (30|29)s$/ });
    expect(resend).toHaveProperty('disabled', true);
  });

  it('says why a resend was refused, wait included', async () => {
    const words = 'Too many codes were requested for this address. Try again in 44 minutes.';
    const requests = stubApi({
      'POST /api/request-code': () => errorResponse(429, 'TOO_MANY_CODES', words),
    });
    await openVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    expect(sentBodies(requests, '/api/request-code')).toHaveLength(1);
    // The link is usable again at once.
    expect(screen.getByRole('button', { name: 'Resend' })).toHaveProperty('disabled', false);
  });

  it('goes back to login', async () => {
    stubApi({});
    const { router } = await openVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
