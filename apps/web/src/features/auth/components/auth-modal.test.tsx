import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginEmail, loginUsername } from '../../../lib/storage';
import { readTierChoice, saveTierChoice } from '../../../lib/tier-intent';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import { closeAuthModal, openAuthModal } from '../lib/auth-modal-store';
import {
  type ApiHandler,
  errorResponse,
  json,
  networkError,
  sentBodies,
  stubApi,
} from '../testing/auth-test-utils';

beforeEach(answerScreenData);

// The open modal lives in a module store: each test starts with it closed (nothing is mounted
// yet, so no render follows).
beforeEach(closeAuthModal);

const codeSent: ApiHandler = () => json({ message: 'Check your email.' });

async function openModal(mode: 'Welcome Back' | 'Join') {
  const result = renderRoute('/');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
  let dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
  if (mode === 'Join') {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    dialog = await screen.findByRole('dialog', { name: 'Join' });
  }
  return { ...result, dialog: within(dialog) };
}

describe('Join modal', () => {
  it('starts at the username, also when switched to from Sign In', async () => {
    stubApi({});
    const { dialog } = await openModal('Join');
    expect(document.activeElement).toBe(dialog.getByRole('textbox', { name: 'Username' }));
  });

  it('gives focus to the header account button when what opened it has left the page', async () => {
    stubApi({});
    renderRoute('/');
    const signIn = await screen.findByRole('button', { name: 'Sign In' });
    // As on the prerendered landing, whose page is redrawn before the modal opens.
    act(() => openAuthModal('sign-up'));
    await screen.findByRole('dialog', { name: 'Join' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(signIn);
  });

  it('gives focus back to the header Sign In button when closed', async () => {
    stubApi({});
    await openModal('Join');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign In' }));
  });

  it('enables Create Account only for an available name and an e-mail', async () => {
    stubApi({ 'POST /api/check-username': () => json({ available: true }) });
    const { dialog } = await openModal('Join');
    const submit = dialog.getByRole('button', { name: 'Create Account' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Username' }), 'ante_up');
    expect(await dialog.findByText('Username is available', {}, { timeout: 2000 })).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ante@example.com');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('sends the code with username and opt-in, then goes to /verify', async () => {
    const requests = stubApi({
      'POST /api/check-username': () => json({ available: true }),
      'POST /api/request-code': codeSent,
    });
    const { dialog, router } = await openModal('Join');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Username' }), 'ante_up');
    await dialog.findByText('Username is available', {}, { timeout: 2000 });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), ' ante@example.com ');
    await userEvent.click(dialog.getByRole('checkbox', { name: /keep me in the loop/i }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Code Sent')).toBeTruthy();
    expect(screen.getByText('Check your email for the 6-digit verification code')).toBeTruthy();
    expect(sentBodies(requests, '/api/request-code')).toEqual([
      { email: 'ante@example.com', username: 'ante_up', marketingOptIn: true },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(loginEmail.get()).toBe('ante@example.com');
    expect(loginUsername.get()).toBe('ante_up');
    expect(await screen.findByRole('heading', { name: 'Enter Verification Code' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Join' })).toBeNull();
  });

  it('refuses a taken name on submit with the "Invalid username" toast', async () => {
    const requests = stubApi({ 'POST /api/check-username': () => json({ available: false }) });
    const { dialog } = await openModal('Join');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Username' }), 'jimbo');
    await dialog.findByText('Username already taken', {}, { timeout: 2000 });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ante@example.com');
    fireEvent.submit(dialog.getByRole('button', { name: 'Create Account' }).closest('form')!);
    expect(await screen.findByText('Invalid username')).toBeTruthy();
    expect(sentBodies(requests, '/api/request-code')).toEqual([]);
  });
});

describe('a tier chosen while signed out (lib/tier-intent.ts)', () => {
  it('becomes the choice of the e-mail the modal sends the code to', async () => {
    saveTierChoice('master', null);
    stubApi({ 'POST /api/request-code': codeSent });
    const { dialog, router } = await openModal('Welcome Back');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ante@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(readTierChoice()).toMatchObject({ tier: 'master', email: 'ante@example.com' });
  });

  it('is dropped when the modal is dismissed without sending a code', async () => {
    saveTierChoice('legend', null);
    stubApi({});
    const { dialog } = await openModal('Join');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readTierChoice()).toBeNull();
    expect(localStorage.getItem('selectedTier')).toBeNull();
  });

  it("keeps a signed-in player's choice when the modal is dismissed", async () => {
    saveTierChoice('legend', 'ante@example.com');
    stubApi({});
    const { dialog } = await openModal('Welcome Back');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readTierChoice()?.tier).toBe('legend');
  });
});

describe('Welcome Back modal', () => {
  it('sends the e-mail only and forgets an old sign-up username', async () => {
    loginUsername.set('someone_else');
    const requests = stubApi({ 'POST /api/request-code': codeSent });
    const { dialog, router } = await openModal('Welcome Back');
    const submit = dialog.getByRole('button', { name: 'Sign In' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ante@example.com');
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(sentBodies(requests, '/api/request-code')).toEqual([{ email: 'ante@example.com' }]);
    expect(loginUsername.get()).toBeNull();
  });

  it('shows the server reason when the code cannot be sent', async () => {
    stubApi({
      'POST /api/request-code': () =>
        errorResponse(
          429,
          'RESEND_COOLDOWN',
          'Please wait 12 seconds before requesting another code.',
        ),
    });
    const { dialog, router } = await openModal('Welcome Back');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ante@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Please wait 12 seconds before requesting another code.'),
    ).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeTruthy();
  });

  it('falls back to "Failed to send verification code" without a server message', async () => {
    stubApi({ 'POST /api/request-code': networkError });
    const { dialog } = await openModal('Welcome Back');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ante@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Failed to send verification code')).toBeTruthy();
  });
});
