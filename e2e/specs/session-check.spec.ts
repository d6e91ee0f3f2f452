import { expect, test, type Page, type Route } from '@playwright/test';
import { captureWidths } from '../support/screenshots';
import { createSubscriber, type Subscriber } from '../support/subscriber';

// Only the server's refusal ends a session
// (docs/decisions/041-session-check-keeps-token-without-answer.md). A player who leaves a page
// while its session check is in flight, or whose check gets no answer, stays signed in.

const readToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('auth-token'));

async function storeSession(page: Page, subscriber: Subscriber) {
  await page.goto('/faq');
  await page.evaluate(
    (token) => window.localStorage.setItem('auth-token', token),
    subscriber.token,
  );
}

async function expectSignedIn(page: Page, subscriber: Subscriber) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: subscriber.username }),
  ).toBeVisible();
}

test('leaving a page while its session check is in flight keeps the player signed in', async ({
  page,
}) => {
  const subscriber = await createSubscriber(page, 'leaving');
  await storeSession(page, subscriber);

  // The check is held unanswered; loading another page then cancels it, as a quick Back or a
  // link followed before the check returns does.
  const held = new Promise<Route>((resolve) => void page.route('**/api/me', resolve));
  await page.goto('/dashboard');
  await held;
  await page.unroute('**/api/me');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(await readToken(page)).toBe(subscriber.token);
  await expectSignedIn(page, subscriber);
});

test('a session check without an answer says so, keeps the token and tries again', async ({
  page,
}, testInfo) => {
  const subscriber = await createSubscriber(page, 'noanswer');
  await storeSession(page, subscriber);

  let checks = 0;
  await page.route('**/api/me', (route) => {
    checks += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/jokerwise-ai');
  const alert = page.getByRole('alert').filter({ hasText: "We couldn't check your sign-in" });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  // The first check and two retries, then the page says so instead of asking to sign in.
  expect(checks).toBe(3);
  await expect(page).toHaveURL((url) => url.pathname === '/jokerwise-ai');
  expect(await readToken(page)).toBe(subscriber.token);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await captureWidths(page, testInfo, 'session-check-failed');

  await page.unroute('**/api/me');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jokerwise AI' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Jokerwise AI' })).toBeVisible();
});
