import { expect, test, type Page } from '@playwright/test';
import { outboxMark, readCodeFromOutbox } from '../support/outbox';
import { fillJoinModal, newPlayerIdentity, openJoinModal } from '../support/players';
import { captureWidths } from '../support/screenshots';
import { collectPageErrors } from '../support/page-errors';

// Sign up from the landing page, sign in on /auth as a free player, log out.
// One account per run. The suite's server scales the per-address resend cooldown down
// (RATE_LIMIT_SCALE), so signing in again right after signing up needs no wait.

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const username = `e2e_${runId}`.slice(0, 20);
const email = `player-${runId}@example.com`;

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

async function logOut(page: Page, label: string) {
  await page.getByRole('banner').getByRole('button', { name: label }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
}

test('a visitor signs up, signs in again on /auth as a free player and logs out', async ({
  page,
}) => {
  const problems = collectPageErrors(page);

  // Sign up: landing page → Sign In → switch to the Join modal.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
  await signIn.getByRole('button', { name: 'Sign Up' }).click();
  const join = page.getByRole('dialog', { name: 'Join' });
  await join.getByRole('textbox', { name: 'Username' }).fill(username);
  await expect(join.getByText('Username is available')).toBeVisible();
  await join.getByRole('textbox', { name: 'Email' }).fill(email);
  await join.getByRole('checkbox', { name: /keep me in the loop/i }).check();
  const signUpMark = await outboxMark(email);
  await join.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole('heading', { name: 'Enter Verification Code' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await enterCode(page, await readCodeFromOutbox(signUpMark));

  await expect(page).toHaveURL(/\/dashboard$/);
  // The suite's server runs without DEV_MODE=true, so the login result's devMode is false and
  // the greeting is the ordinary one (docs/operations.md).
  await expect(page.getByText('Welcome!', { exact: true })).toBeVisible();
  await expect(page.getByText('Successfully logged in', { exact: true })).toBeVisible();
  await expect(page.getByText('Dev mode access granted')).toHaveCount(0);
  await logOut(page, username);

  // Sign in on /auth.
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const signInMark = await outboxMark(email);
  await page.getByRole('button', { name: 'Send Login Code' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await enterCode(page, await readCodeFromOutbox(signInMark));

  // /auth lands in the app, whose guard sends a free player to the plans.
  await expect(page).toHaveURL(/\/subscribe$/);
  await page.goto('/jokerwise-ai');
  await expect(page).toHaveURL(/\/subscribe$/);

  await logOut(page, username);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  expect(problems).toEqual([]);
});

test('a wrong code on /verify is said in words beside the code (ADR 026)', async ({
  page,
}, testInfo) => {
  const player = newPlayerIdentity('wrongcode');
  await page.goto('/');
  const join = await openJoinModal(page);
  await fillJoinModal(join, player);
  const mark = await outboxMark(player.email);
  await join.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  const code = await readCodeFromOutbox(mark);

  await enterCode(page, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  const message = page.getByRole('alert').filter({ hasText: 'Invalid or expired code' });
  await expect(message).toBeVisible();
  const firstSlot = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await expect(firstSlot).toHaveAttribute('aria-invalid', 'true');
  await expect(firstSlot).toHaveAttribute(
    'aria-describedby',
    (await message.getAttribute('id')) ?? '',
  );
  await captureWidths(page, testInfo, 'verify-wrong-code');

  // Correcting the code clears the message and signs in.
  await firstSlot.click();
  await page.keyboard.type(code);
  await expect(message).toHaveCount(0);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
