import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { loginEmail } from '../../../lib/storage';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import { buildMessage, stubMailbox } from '../testing/stub-mailbox';

beforeEach(answerScreenData);

async function openVerify() {
  loginEmail.set('ante@example.com');
  const result = renderRoute('/verify');
  await screen.findByRole('heading', { level: 1, name: 'Enter Verification Code' });
  return result;
}

/** What a development server writes into the page (apps/server/src/http/spa.ts). */
function announceMailbox() {
  const meta = document.createElement('meta');
  meta.name = 'jokerwise-dev-mailbox';
  meta.content = '/dev-mailbox';
  document.head.append(meta);
  return () => meta.remove();
}

describe('the verify screen on a development server', () => {
  it('points to the local mailbox, which holds the code', async () => {
    const remove = announceMailbox();
    onTestFinished(remove);
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

  it('says nothing about a mailbox, and asks for none, when the page announces none', async () => {
    const requests = stubMailbox(404);
    await openVerify();
    expect(screen.queryByText(/Developing locally/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'local mailbox' })).toBeNull();
    expect(requests).not.toHaveBeenCalled();
  });
});
