import { expect, type Page } from '@playwright/test';
import { outboxMark, readCodeFromOutbox } from './outbox';

// A signed-in subscriber for specs about the members' area: the account is made through the
// same API calls the sign-up screens use (request code → code from the outbox → verify), the
// subscription through the built-in test checkout (Legend, so no trial clock is involved), and
// the browser is handed the session the way the web app stores it.

export interface Subscriber {
  readonly email: string;
  readonly username: string;
  readonly token: string;
}

export async function createSubscriber(page: Page, label: string): Promise<Subscriber> {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${label}_${runId}`.slice(0, 20);
  const email = `${label}-${runId}@example.com`;
  const mark = outboxMark();
  const requested = await page.request.post('/api/request-code', { data: { email, username } });
  expect(requested.status()).toBe(200);
  const code = await readCodeFromOutbox(mark);
  const verified = await page.request.post('/api/verify-code', { data: { email, code } });
  expect(verified.status()).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const started = await page.request.post('/api/checkout/legend-lifetime', { headers });
  expect(started.status()).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const paid = await page.request.post(`/api${url}/pay`, { headers });
  expect(paid.status()).toBe(200);
  return { email, username, token };
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
