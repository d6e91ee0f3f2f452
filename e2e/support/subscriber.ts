import { urlResponseSchema } from '@jokerwise/contracts';
import { expect, type Page } from '@playwright/test';
import { readBody } from './api';
import { createFreePlayer } from './players';

// A signed-in subscriber for specs about the members' area: the account is made through the
// same API calls the sign-up screens use (players.ts), the subscription through the built-in
// test checkout (Legend, so no trial clock is involved), and the browser is handed the session
// the way the web app stores it.

export interface Subscriber {
  readonly email: string;
  readonly username: string;
  readonly token: string;
}

export async function createSubscriber(page: Page, label: string): Promise<Subscriber> {
  const player = await createFreePlayer(page.request, label);
  const headers = { authorization: `Bearer ${player.token}` };
  const started = await page.request.post('/api/checkout/legend-lifetime', { headers });
  expect(started.status()).toBe(200);
  const { url } = await readBody(started, urlResponseSchema);
  const paid = await page.request.post(`/api${url}/pay`, { headers });
  expect(paid.status()).toBe(200);
  return player;
}

/** Opens `path` in the browser as the given subscriber. */
export async function openAsSubscriber(page: Page, subscriber: Subscriber, path: string) {
  await page.goto('/');
  await page.evaluate(
    (token) => window.localStorage.setItem('auth-token', token),
    subscriber.token,
  );
  await page.goto(path);
}
