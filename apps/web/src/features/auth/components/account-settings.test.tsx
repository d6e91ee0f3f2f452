import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authToken } from '../../../lib/storage';
import { renderWithProviders } from '../../../testing/render';
import { errorResponse, json } from '../../../testing/responses';
import { buildUser, sentBodies, stubApi, type ApiHandler } from '../testing/auth-test-utils';
import { AccountSettings } from './account-settings';

const USER = buildUser();
const account = (overrides: Partial<typeof USER> = {}, marketingOptIn = false) => ({
  user: { ...USER, ...overrides },
  marketingOptIn,
});

const base = (): Record<string, ApiHandler> => ({
  'GET /api/account': () => json(account()),
  'GET /api/me': () => json(USER),
});

function renderSettings() {
  renderWithProviders(<AccountSettings user={USER} />);
}

describe('AccountSettings: username', () => {
  it('saves an available name and says so', async () => {
    const requests = stubApi({
      ...base(),
      'POST /api/check-username': () => json({ available: true }),
      'POST /api/account/username': () => json(account({ username: 'new_name' })),
    });
    renderSettings();
    const section = screen.getByTestId('account-username');
    await userEvent.type(within(section).getByLabelText('Username'), 'new_name');
    const save = within(section).getByRole('button', { name: 'Save username' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.click(save);
    expect(await screen.findByText('Username updated')).toBeTruthy();
    expect(sentBodies(requests, '/api/account/username')[0]).toEqual({
      username: 'new_name',
    });
  });

  it('shows the server’s words when someone else took the name first', async () => {
    stubApi({
      ...base(),
      'POST /api/check-username': () => json({ available: true }),
      'POST /api/account/username': () =>
        errorResponse(409, 'USERNAME_TAKEN', 'Username already taken. Please choose another one.'),
    });
    renderSettings();
    const section = screen.getByTestId('account-username');
    await userEvent.type(within(section).getByLabelText('Username'), 'racer');
    const save = within(section).getByRole('button', { name: 'Save username' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.click(save);
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Username already taken. Please choose another one.',
    );
  });
});

describe('AccountSettings: e-mail', () => {
  it('sends a code to the new address and changes it once the code is entered', async () => {
    const requests = stubApi({
      ...base(),
      'POST /api/account/email/request-code': () => json({ message: 'sent' }),
      'POST /api/account/email/confirm': () => json(account({ email: 'new@example.com' })),
    });
    renderSettings();
    const section = screen.getByTestId('account-email');
    await userEvent.type(within(section).getByLabelText('New e-mail address'), 'new@example.com');
    await userEvent.click(within(section).getByRole('button', { name: 'Send code' }));
    expect(await within(section).findByText('new@example.com')).toBeTruthy();
    await userEvent.click(within(section).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.paste('123456');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm new e-mail' }));
    expect(await screen.findByText('E-mail updated')).toBeTruthy();
    expect(sentBodies(requests, '/api/account/email/confirm')[0]).toEqual({
      email: 'new@example.com',
      code: '123456',
    });
  });

  it('shows a refused address beside the form', async () => {
    stubApi({
      ...base(),
      'POST /api/account/email/request-code': () =>
        errorResponse(400, 'SAME_EMAIL', 'This is already the e-mail address of your account.'),
    });
    renderSettings();
    const section = screen.getByTestId('account-email');
    await userEvent.type(within(section).getByLabelText('New e-mail address'), USER.email);
    await userEvent.click(within(section).getByRole('button', { name: 'Send code' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'This is already the e-mail address of your account.',
    );
  });
});

describe('AccountSettings: newsletter', () => {
  it('shows the stored choice and saves a change', async () => {
    const requests = stubApi({
      ...base(),
      'POST /api/account/newsletter': () => json(account({}, true)),
    });
    renderSettings();
    const box = screen.getByRole('checkbox', { name: /Newsletter/ });
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    expect(box.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(box);
    await waitFor(() => expect(box.getAttribute('aria-checked')).toBe('true'));
    expect(sentBodies(requests, '/api/account/newsletter')[0]).toEqual({
      marketingOptIn: true,
    });
  });
});

describe('AccountSettings: delete', () => {
  async function enterDeletionCode() {
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'E-mail me a code' }));
    await within(dialog).findByText(/Enter the 6-digit code/);
    await userEvent.click(within(dialog).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.paste('654321');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Delete my account for good' }),
    );
    return dialog;
  }

  it('keeps the account and says why when the subscription could not be cancelled', async () => {
    authToken.set('session');
    const message =
      'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes.';
    stubApi({
      ...base(),
      'POST /api/account/delete/request-code': () => json({ message: 'sent' }),
      'POST /api/account/delete': () => errorResponse(502, 'SUBSCRIPTION_NOT_CANCELED', message),
    });
    renderSettings();
    const dialog = await enterDeletionCode();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(authToken.get()).toBe('session');
  });

  it('signs out once the account is deleted', async () => {
    authToken.set('session');
    const requests = stubApi({
      ...base(),
      'POST /api/account/delete/request-code': () => json({ message: 'sent' }),
      'POST /api/account/delete': () => json({ deleted: true }),
    });
    renderSettings();
    await enterDeletionCode();
    expect(await screen.findByText('Your account was deleted')).toBeTruthy();
    expect(authToken.get()).toBeNull();
    expect(sentBodies(requests, '/api/account/delete')[0]).toEqual({
      code: '654321',
    });
  });
});
