import { loginResultSchema } from '@jokerwise/contracts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readBody } from './api';
import { outboxMark, readCodeFromOutbox } from './outbox';

// Players for the specs: a unique address and username per call, codes read from the outbox.

export interface PlayerIdentity {
  readonly email: string;
  readonly username: string;
}

export function newPlayerIdentity(label: string): PlayerIdentity {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `${label}_${runId}`.slice(0, 20), email: `${label}-${runId}@example.com` };
}

/** Types a 6-digit code into the code input and submits it. */
export async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

/** Opens the 'Join' modal from the header's Sign In, through the sign-in modal's Sign Up. */
export async function openJoinModal(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByRole('dialog', { name: 'Welcome Back' })
    .getByRole('button', { name: 'Sign Up' })
    .click();
  return page.getByRole('dialog', { name: 'Join' });
}

/** Types the player into the open 'Join' modal once the username is said to be free. */
export async function fillJoinModal(join: Locator, player: PlayerIdentity) {
  await join.getByRole('textbox', { name: 'Username' }).fill(player.username);
  await expect(join.getByText('Username is available')).toBeVisible();
  await join.getByRole('textbox', { name: 'Email' }).fill(player.email);
}

/** Fills the open 'Join' modal, creates the account and enters the code from the outbox. */
export async function signUpInJoinModal(page: Page, join: Locator, player: PlayerIdentity) {
  await fillJoinModal(join, player);
  const mark = await outboxMark(player.email);
  await join.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await enterCode(page, await readCodeFromOutbox(mark));
}

/** A free player made through the API; returns the session token the web app stores. */
export async function createFreePlayer(request: APIRequestContext, label: string) {
  const player = newPlayerIdentity(label);
  const mark = await outboxMark(player.email);
  const requested = await request.post('/api/request-code', {
    data: { email: player.email, username: player.username, marketingOptIn: false },
  });
  expect(requested.status()).toBe(200);
  const verified = await request.post('/api/verify-code', {
    data: { email: player.email, code: await readCodeFromOutbox(mark) },
  });
  expect(verified.status()).toBe(200);
  const { token } = await readBody(verified, loginResultSchema);
  return { ...player, token };
}

/** Makes the browser start every page with this session, as the web app stores it. */
export async function startSession(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);
}
