import { mkdirSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { enterCode, fillJoinModal, newPlayerIdentity, openJoinModal } from '../support/players';

// A newcomer on a development server (the suite's server runs with the default
// NODE_ENV=development) signs up and reads the code on the local mailbox page instead of in the
// server log: the verify screen points there.

const SHOTS = '/tmp/shots';

/** Screenshots at desktop and phone width; at 390 px nothing may scroll sideways. */
async function captureWidths(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBe(0);
    const body = await page.screenshot({ fullPage: true });
    await testInfo.attach(`${name}-${width}`, { body, contentType: 'image/png' });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the verify screen points to the local mailbox, where the code is', async ({
  page,
}, testInfo) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
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
  const newest = page
    .getByRole('list', { name: 'E-mails, newest first' })
    .getByRole('article')
    .first();
  await expect(newest).toContainText(player.email);
  const code = (await newest.getByTestId('mailbox-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await captureWidths(page, testInfo, 'dev-mailbox');

  await page.getByRole('link', { name: 'Back to the code screen' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await enterCode(page, code);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});
