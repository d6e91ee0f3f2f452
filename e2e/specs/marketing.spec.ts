import { expect, test, type Page } from '@playwright/test';
import { openLanding } from '../support/landing';
import { createFreePlayer, startSession } from '../support/players';

// docs/product/landing.md (landing page) and docs/product/accounts.md (tier choice on the landing page).
const SECTIONS = ['features', 'pricing-section', 'reviews', 'zero-risk-guarantee', 'pricing'];
const HERO_HEADING = /play every ante like you planned it/i;

/** How far a section's top sits from the viewport's top edge. */
const topOf = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().top);

test('every section anchor exists and the hero button scrolls to the tier cards', async ({
  page,
}) => {
  await openLanding(page);
  for (const id of SECTIONS) await expect(page.locator(`section#${id}`)).toHaveCount(1);

  expect(await topOf(page, 'pricing-section')).toBeGreaterThan(600);
  await page.getByRole('button', { name: /start your journey/i }).click();
  // Under the 64 px sticky header, give or take smooth-scroll rounding.
  await expect.poll(() => topOf(page, 'pricing-section')).toBeLessThan(80);
  expect(await topOf(page, 'pricing-section')).toBeGreaterThanOrEqual(0);
});

test('a link to a section lands on it', async ({ page }) => {
  await openLanding(page, '/#zero-risk-guarantee');
  await expect.poll(() => topOf(page, 'zero-risk-guarantee')).toBeLessThan(80);
});

test('the launch offer counts down from 14 days, every second', async ({ page }) => {
  await openLanding(page);
  const countdown = page.getByTestId('offer-countdown');
  await expect(countdown).toContainText(/Only 1[34] d left/);
  const before = await countdown.textContent();
  await expect.poll(() => countdown.textContent(), { timeout: 3000 }).not.toBe(before);
});

test('the header nav highlights the section at the viewport middle', async ({ page }) => {
  // Needs SectionNav mounted in the header's nav slot (data-testid="section-nav").
  await openLanding(page);
  const nav = page.getByTestId('section-nav');
  await expect(nav).toBeVisible();
  for (const id of ['reviews', 'features', 'pricing']) {
    await page.locator(`#${id}`).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(page.getByTestId(`section-nav-${id}`)).toHaveAttribute('aria-current', 'location');
    await expect(nav.locator('[aria-current="location"]')).toHaveCount(1);
  }
  await page.getByTestId('section-nav-zero-risk-guarantee').click();
  await expect.poll(() => topOf(page, 'zero-risk-guarantee')).toBeLessThan(80);
  await expect(page.getByTestId('section-nav-zero-risk-guarantee')).toHaveAttribute(
    'aria-current',
    'location',
  );
});

test('the header nav is hidden on the FAQ and legal pages', async ({ page }) => {
  await openLanding(page);
  await expect(page.getByTestId('section-nav')).toBeVisible();
  for (const path of ['/faq', '/terms-of-service', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('section-nav')).toHaveCount(0);
  }
});

test('a signed-out visitor choosing a tier gets the Join modal with the tier saved', async ({
  page,
}) => {
  await openLanding(page);
  await page.getByTestId('tier-master').getByRole('button').click();
  await expect(page.getByRole('dialog', { name: /join/i })).toBeVisible();
  const saved = await page.evaluate(() => ({
    tier: localStorage.getItem('selectedTier'),
    action: localStorage.getItem('postAuthAction'),
  }));
  expect(saved).toEqual({ tier: 'master', action: 'subscribe' });
});

test('a signed-in free player choosing a tier is sent to the checkout of that tier', async ({
  page,
  request,
}) => {
  const { token } = await createFreePlayer(request, 'tier');
  await startSession(page, token);

  await openLanding(page);
  const checkout = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/api/checkout/explorer-trial') && answer.request().method() === 'POST',
  );
  await page.getByTestId('tier-explorer').getByRole('button').click();
  expect((await checkout).status()).toBe(200);
  // The test provider's built-in checkout page.
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]+$/);
});

test('an unknown path shows the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: HERO_HEADING })).toBeVisible();
});

for (const width of [390, 768, 1280]) {
  test(`the landing page fits ${width} px without sideways scrolling`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openLanding(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const path = testInfo.outputPath(`landing-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`landing-${width}`, { path, contentType: 'image/png' });
  });
}
