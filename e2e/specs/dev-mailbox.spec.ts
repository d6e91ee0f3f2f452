import { expect, test } from '@playwright/test';
import { enterCode, fillJoinModal, newPlayerIdentity, openJoinModal } from '../support/players';
import { captureWidths } from '../support/screenshots';
import { collectPageErrors } from '../support/page-errors';

// A newcomer on a development server (the suite's server runs with the default
// NODE_ENV=development) signs up and reads the code on the local mailbox page instead of in the
// server log: the verify screen points there.

test('the verify screen points to the local mailbox, where the code is', async ({
  page,
}, testInfo) => {
  const problems = collectPageErrors(page);
  const player = newPlayerIdentity('mailbox');

  await page.goto('/');
  const join = await openJoinModal(page);
  await fillJoinModal(join, player);
  await join.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/verify$/);
  const hint = page.getByText('Developing locally? Your code is in the local mailbox');
  await expect(hint).toBeVisible();
  await captureWidths(page, testInfo, 'verify-dev-hint');

  await hint.getByRole('link', { name: 'local mailbox' }).click();
  await expect(page).toHaveURL(/\/dev-mailbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Local mailbox' })).toBeVisible();
  // Other players' mail may sit above it: the suite's workers sign up at the same time.
  const newest = page
    .getByRole('list', { name: 'E-mails, newest first' })
    .getByRole('article')
    .filter({ hasText: player.email })
    .first();
  await expect(newest).toBeVisible();
  const code = (await newest.getByTestId('mailbox-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await captureWidths(page, testInfo, 'dev-mailbox');

  await page.getByRole('link', { name: 'Back to the code screen' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await enterCode(page, code);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});
