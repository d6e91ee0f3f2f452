import { readFile } from 'node:fs/promises';
import { accountExportSchema } from '@jokerwise/contracts';
import { expect, test } from '@playwright/test';
import { outboxMark, readCodeFromOutbox } from '../support/outbox';
import { newPlayerIdentity } from '../support/players';
import { captureWidths } from '../support/screenshots';
import { createSubscriber } from '../support/subscriber';

// Account self-service on the dashboard (docs/decisions/027-account-self-service.md): a Legend
// member whose browser still holds the token under a legacy key changes their username,
// downloads their data and deletes the account with the code from their mail.

test('a member changes their username, downloads their data and deletes the account', async ({
  page,
}, testInfo) => {
  const member = await createSubscriber(page, 'selfserve');
  await page.goto('/');
  await page.evaluate((token) => window.localStorage.setItem('session_token', token), member.token);
  await page.goto('/dashboard');
  const settings = page.getByTestId('account-settings');
  await expect(settings).toBeVisible();
  // docs/product/accounts.md's legacy key was read once and moved.
  expect(
    await page.evaluate(() => [
      window.localStorage.getItem('auth-token'),
      window.localStorage.getItem('session_token'),
    ]),
  ).toEqual([member.token, null]);
  await captureWidths(page, testInfo, 'account-settings');

  const renamed = newPlayerIdentity('renamed').username;
  const usernameSection = page.getByTestId('account-username');
  await usernameSection.getByRole('textbox', { name: 'Username' }).fill(renamed);
  await expect(usernameSection.getByText('Username is available')).toBeVisible();
  await usernameSection.getByRole('button', { name: 'Save username' }).click();
  await expect(usernameSection.getByText(`Now: ${renamed}`)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^jokerwise-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = accountExportSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
  expect(data.profile).toMatchObject({ email: member.email, username: renamed });
  expect(data.subscription).toMatchObject({ plan: 'legend', status: 'active' });

  await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const mark = await outboxMark(member.email);
  // The sign-up code went to the same address moments ago; the suite's server scales the resend
  // cooldown down (RATE_LIMIT_SCALE), so the deletion code is sent at once.
  await dialog.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(dialog.getByText(/Enter the 6-digit code/)).toBeVisible();
  const code = await readCodeFromOutbox(mark);
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await captureWidths(page, testInfo, 'account-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth-token'))).toBeNull();
  const oldSession = await page.request.get('/api/me', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(oldSession.status()).toBe(401);
});
