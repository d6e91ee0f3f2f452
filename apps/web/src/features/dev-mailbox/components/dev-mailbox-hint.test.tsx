import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginEmail } from '../../../lib/storage';
import { renderRoute } from '../../../testing/render';
import { buildMessage, stubMailbox } from '../testing/stub-mailbox';

async function openVerify() {
  loginEmail.set('ante@example.com');
  const result = renderRoute('/verify');
  await screen.findByRole('heading', { level: 1, name: 'Enter Verification Code' });
  return result;
}

describe('the verify screen on a development server', () => {
  it('points to the local mailbox, which holds the code', async () => {
    stubMailbox([buildMessage()]);
    const { router } = await openVerify();
    const link = await screen.findByRole('link', { name: 'local mailbox' });
    expect(link.closest('p')?.textContent).toBe(
      'Developing locally? Your code is in the local mailbox',
    );
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev-mailbox'));
    expect((await screen.findByTestId('mailbox-code')).textContent).toBe('482913');
  });

  it('says nothing about a mailbox when the server has none (404)', async () => {
    const fetchMock = stubMailbox(404);
    const { router } = await openVerify();
    // Once the mailbox page shows the 404 from the shared answer, the verify screen has it too.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await router.navigate('/dev-mailbox');
    expect(await screen.findByRole('heading', { name: 'No local mailbox here' })).toBeTruthy();
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 1, name: 'Enter Verification Code' });
    expect(screen.queryByText(/Developing locally/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'local mailbox' })).toBeNull();
  });
});
