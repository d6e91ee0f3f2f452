import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import { buildMessage, stubMailbox } from '../testing/stub-mailbox';

beforeEach(answerScreenData);

describe('/dev-mailbox', () => {
  it('lists the captured e-mails newest first, each sign-in code up front', async () => {
    stubMailbox([
      buildMessage({
        id: '9a1f4a37-2f1e-4d6a-8f39-0d1b4c8f0a21',
        to: 'newest@example.com',
        subject: 'Your Jokerwise sign-in code: 111222',
        createdAt: '2026-11-23T12:05:00.000Z',
      }),
      buildMessage({ to: 'older@example.com', subject: 'Your Jokerwise sign-in code' }),
    ]);
    renderRoute('/dev-mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Local mailbox' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'E-mails, newest first' });
    const mails = within(list).getAllByRole('article');
    expect(mails.map((mail) => within(mail).getByRole('heading').textContent)).toEqual([
      'Your Jokerwise sign-in code: 111222',
      'Your Jokerwise sign-in code',
    ]);
    expect(within(mails[0]!).getByText('newest@example.com')).toBeTruthy();
    expect(within(mails[0]!).getByTestId('mailbox-code').textContent).toBe('111222');
    // The older mail's subject is redacted; the code is still read from its body.
    expect(within(mails[1]!).getByTestId('mailbox-code').textContent).toBe('482913');
    expect(within(mails[1]!).getByText(/Enter it on the sign-in page/)).toBeTruthy();
  });

  it('says so when nothing has been captured yet', async () => {
    stubMailbox([]);
    renderRoute('/dev-mailbox');
    expect(await screen.findByText(/No e-mails yet/)).toBeTruthy();
  });

  it('says the mailbox exists only in development when the server has none (404)', async () => {
    stubMailbox(404);
    renderRoute('/dev-mailbox');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No local mailbox here' }),
    ).toBeTruthy();
    expect(screen.getByText(/The local mailbox exists only in development/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'E-mails, newest first' })).toBeNull();
  });

  it('offers a retry when the mailbox cannot be read', async () => {
    const requests = stubMailbox(500);
    renderRoute('/dev-mailbox');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The mailbox is broken');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(requests.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
