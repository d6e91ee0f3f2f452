import { expect, test, type Page } from '@playwright/test';
import { createFreePlayer, startSession } from '../support/players';
import { captureWidths } from '../support/screenshots';
import { collectPageErrors } from '../support/page-errors';

// The landing page paints before its JavaScript (docs/decisions/036-prerendered-landing.md):
// '/' arrives as HTML with the hero and the plans, and the browser hydrates it in place.
const HERO_HEADING = /play every ante like you planned it/i;
const PLANS = ['tier-explorer', 'tier-master', 'tier-legend'];
const STATIC_PAGES = [
  ['/faq', 'Frequently Asked Questions'],
  ['/terms-of-service', 'Terms of Service'],
  ['/privacy-policy', 'Privacy Policy'],
] as const;

test.describe('the landing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('prerendered landing shows the hero and the plans without JavaScript', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_HEADING })).toBeVisible();
    for (const plan of PLANS) await expect(page.getByTestId(plan)).toBeVisible();
    await expect(page.getByTestId('offer-countdown').first()).toContainText('Only 14 d left');
    await captureWidths(page, testInfo, 'landing-without-javascript');
  });

  test('the prerendered pages fetch their scripts after the stylesheet', async ({ page }) => {
    for (const path of ['/', ...STATIC_PAGES.map(([staticPath]) => staticPath)]) {
      await page.goto(path);
      const priorities = await page
        .locator('script[type="module"], link[rel="modulepreload"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('fetchpriority')));
      expect(priorities.length, path).toBeGreaterThan(0);
      expect(new Set(priorities), path).toEqual(new Set(['low']));
    }
  });

  test('the static pages are prerendered too', async ({ page }) => {
    for (const [path, heading] of STATIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${heading}`));
    }
    await page.goto('/faq');
    await expect(page.getByText('How does the free trial work?')).toBeVisible();
  });
});

/**
 * Opens the landing with one of its chunks held back, presses Legend's plan button while the
 * code is still on its way (as on a slow connection), then lets the chunk through.
 */
async function pressLegendWhileHeld(page: Page, chunk: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page
    .getByTestId('tier-legend')
    .getByRole('button', { name: 'Get lifetime access' })
    .click();
  release();
}

test('prerendered landing hydrates without errors and Sign In opens the modal', async ({
  page,
}) => {
  const errors = collectPageErrors(page, { console: true });
  await page.goto('/');
  await expect(page.locator('#root[data-prerendered="landing"]')).toHaveCount(1);
  // Hydrated: the countdown switches from the prerendered full offer to this visitor's clock.
  await expect(page.getByTestId('offer-countdown').first()).toContainText(/Only 13 d left/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Sign In pressed before the page is live still opens the modal', async ({ page }) => {
  const errors = collectPageErrors(page, { console: true });
  // A slow first frame, as on a loaded phone: the page is on screen and its code has run, but
  // hydration waits for the paint (docs/decisions/036-prerendered-landing.md).
  await page.addInitScript(() => {
    const requestFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      window.requestAnimationFrame = requestFrame;
      document.documentElement.dataset.frameRequested = 'true';
      return window.setTimeout(() => requestFrame(callback), 1_000);
    };
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-frame-requested="true"]')).toHaveCount(1);
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
  await signIn.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('prerendered landing shows a signed-in player the account menu', async ({ page, request }) => {
  const player = await createFreePlayer(request, 'prerender');
  await startSession(page, player.token);
  const errors = collectPageErrors(page, { console: true });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: player.username })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  // The full app replaced the prerendered page rather than drawing beside it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a returning player pressing a plan before the app is up reaches its checkout', async ({
  page,
  request,
}) => {
  const player = await createFreePlayer(request, 'early_plan');
  await startSession(page, player.token);
  const errors = collectPageErrors(page, { console: true });
  // The prerendered plan buttons are on screen while the app that replaces them is on its way.
  await pressLegendWhileHeld(page, /\/assets\/mount-app-[^/]+\.js$/);
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  expect(errors).toEqual([]);
});

test('prerendered landing links lead to the other pages', async ({ page }) => {
  const errors = collectPageErrors(page, { console: true });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: HERO_HEADING })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a plan chosen before the sections below the fold are live is not lost', async ({ page }) => {
  const errors = collectPageErrors(page, { console: true });
  // The plan buttons are on screen (prerendered) while their section's code is on its way.
  await pressLegendWhileHeld(page, /\/assets\/below-the-fold-[^/]+\.js$/);
  await expect(page.getByRole('dialog', { name: 'Join' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a prerendered static page hydrates without errors and its links lead on', async ({
  page,
}) => {
  const errors = collectPageErrors(page, { console: true });
  await page.goto('/faq');
  await expect(page.locator('#root[data-prerendered="faq"]')).toHaveCount(1);
  await expect(page).toHaveTitle(/^Frequently Asked Questions/);
  const footerLinks = page.getByRole('navigation', { name: 'Legal and help' });
  await footerLinks.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});
