import { expect, test, type Page } from '@playwright/test';
import {
  createFreePlayer,
  newPlayerIdentity,
  openJoinModal,
  signUpInJoinModal,
} from '../support/players';
import { createSubscriber, openAsSubscriber } from '../support/subscriber';
import { collectPageErrors } from '../support/page-errors';

// Account flows: logging out leaves no purchase intent behind for the next person on the browser
// (apps/web/src/lib/tier-intent.ts), and it always lands on the landing page.

const HERO_HEADING = /play every ante like you planned it/i;

/** Every URL the page shows from now on, including the router's own history changes. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  return urls;
}

async function logOut(page: Page, username: string) {
  await page.getByRole('banner').getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
}

test("a tier one player chose never sends the next player to that tier's checkout", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = collectPageErrors(page);

  // Player A, signed in as a free player, picks Legend and abandons the checkout.
  const playerA = await createFreePlayer(page.request, 'tier_a');
  await openAsSubscriber(page, playerA, '/');
  await page.getByTestId('tier-legend').getByRole('button').click();
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$24.99');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: HERO_HEADING })).toBeVisible();
  await logOut(page, playerA.username);
  const leftBehind = await page.evaluate(() =>
    ['loginEmail', 'loginUsername', 'selectedTier', 'postAuthAction'].flatMap((key) => {
      const value = localStorage.getItem(key);
      return value === null ? [] : [`${key}=${value}`];
    }),
  );
  expect(leftBehind).toEqual([]);

  // Player B signs in on the same browser: no checkout is started for them.
  const checkouts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/checkout/')) checkouts.push(request.url());
  });
  await signUpInJoinModal(page, await openJoinModal(page), newPlayerIdentity('tier_b'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  expect(checkouts).toEqual([]);
  expect(problems).toEqual([]);
});

const MEMBER_PAGES = [
  { path: '/dashboard', heading: 'Your dashboard' },
  { path: '/subscription', heading: 'Subscription Management' },
  { path: '/jokerwise-ai', heading: 'Jokerwise AI' },
] as const;

for (const { path, heading } of MEMBER_PAGES) {
  test(`logging out on ${path} lands on the landing page`, async ({ page }) => {
    const problems = collectPageErrors(page);
    const subscriber = await createSubscriber(page, 'logout');
    await openAsSubscriber(page, subscriber, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    const urls = recordUrls(page);
    await logOut(page, subscriber.username);
    await expect(page.getByRole('heading', { level: 1, name: HERO_HEADING })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The guard of the page being left never got to send the signed-out visitor to /auth.
    expect(urls.filter((url) => url !== '/')).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    expect(problems).toEqual([]);
  });
}
