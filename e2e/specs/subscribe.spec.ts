import { AI_APP_PATH } from '@jokerwise/contracts';
import { expect, test } from '@playwright/test';
import { signInMember, startProductWithMembers } from '../support/member-product';
import type { OwnProduct } from '../support/own-product';
import { captureWidths } from '../support/screenshots';
import { collectPageErrors } from '../support/page-errors';

// /subscribe is the plan chooser the guards send a player without access to; the
// dashboard names the real plan and state; /success confirms only the signed-in user's own
// checkout, paid moments ago.

let product: OwnProduct;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  product = await startProductWithMembers('subscribe');
  baseURL = product.baseURL;
});

test.afterAll(() => product.stop());

test('a canceled member goes from /subscribe to checkout and back in', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = collectPageErrors(page);
  await signInMember(page, product, 'canceled');

  // The app's guard sends them to /subscribe, which says why.
  await page.goto(`${baseURL}${AI_APP_PATH}`);
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByTestId('subscribe-reason')).toContainText(
    'Your subscription was canceled',
  );
  const master = page.getByTestId('plan-master');
  await expect(master).toContainText('$19.99');
  await expect(master).toContainText('Save 16% vs monthly');
  // One trial per player: theirs is used.
  await expect(master).toContainText('Your free trial is used');
  await expect(page.getByRole('link', { name: /go to dashboard/i })).toBeVisible();
  await captureWidths(page, testInfo, 'subscribe-canceled');

  // The dashboard says the same and leads back here.
  await page.goto(`${baseURL}/dashboard`);
  await expect(page.getByTestId('profile-badge')).toHaveText('Free Player');
  await page.getByRole('tab', { name: /membership|plan/i }).click();
  await page.getByRole('link', { name: 'Resubscribe' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);

  // Checkout, pay, confirmed.
  await page
    .getByTestId('plan-master')
    .getByRole('button', { name: 'Subscribe to Master' })
    .click();
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('checkout-plan')).toHaveText('Master');
  // Page time is ours from here, so the 3-second redirect waits for the screenshots.
  await page.clock.install();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(/\/success\?session_id=[0-9a-f-]{36}$/);
  const successUrl = page.url();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription Successful!' }),
  ).toBeVisible();
  await page.clock.pauseAt(Date.now() + 500);
  await expect(page.getByText(/your master membership is active/i)).toBeVisible();
  await captureWidths(page, testInfo, 'success-confirmed');
  await page.clock.resume();
  await expect(page).toHaveURL(new RegExp(`${AI_APP_PATH}$`), { timeout: 15_000 });

  // Back on the dashboard: the badge names the plan.
  await page.goto(`${baseURL}/dashboard`);
  await expect(page.getByTestId('profile-badge')).toHaveText('Active Master');

  // Someone else opening the same address gets no claim, and a way to their dashboard.
  const other = await browser.newPage();
  await signInMember(other, product, 'trialing');
  await other.goto(successUrl);
  await expect(
    other.getByRole('heading', { level: 1, name: 'Nothing to confirm here' }),
  ).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Subscription Successful!' })).toHaveCount(0);
  await expect(other.getByRole('link', { name: /go to dashboard/i })).toBeVisible();
  await captureWidths(other, testInfo, 'success-neutral');
  await other.goto(`${baseURL}/dashboard`);
  await expect(other.getByTestId('profile-badge')).toHaveText('Master · trial');
  await other.close();
  expect(problems).toEqual([]);
});

test('the badge, the actions and the plan cards name the real plan and state', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInMember(page, product, 'past_due');
  await page.goto(`${baseURL}/dashboard`);
  await expect(page.getByTestId('profile-badge')).toHaveText('Master · payment due');
  await captureWidths(page, testInfo, 'dashboard-badge-past-due');
  await page.getByRole('tab', { name: /membership|plan/i }).click();
  await expect(page.getByRole('button', { name: 'Update payment' })).toBeVisible();
  await captureWidths(page, testInfo, 'dashboard-membership-past-due');
  await page.getByRole('tab', { name: /support|help/i }).click();
  await expect(
    page.getByText('Response time: Within 48 hours, with priority for Master members'),
  ).toBeVisible();

  await page.goto(`${baseURL}/subscription`);
  await expect(page.getByRole('button', { name: 'Update payment' })).toBeVisible();
  await captureWidths(page, testInfo, 'subscription-past-due');
  await page.goto(`${baseURL}/subscription?tab=plans`);
  await expect(page.getByTestId('plan-master')).toContainText('Save 16% vs monthly');
  await captureWidths(page, testInfo, 'subscription-plans');

  // The landing page's cards are the same cards.
  await page.goto(`${baseURL}/#pricing-section`);
  await expect(page.getByTestId('tier-master')).toContainText('Save 16% vs monthly');
  await captureWidths(page, testInfo, 'landing-plans');
  // The cards up close, at both widths.
  const pricing = page.getByRole('region', { name: 'Pick your seat at the table.' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const file = testInfo.outputPath(`landing-pricing-${width}.png`);
    await pricing.screenshot({ path: file });
    await testInfo.attach(`landing-pricing-${width}`, { path: file, contentType: 'image/png' });
  }
});

test('Legend and Explorer badges', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signInMember(page, product, 'legend');
  await page.goto(`${baseURL}/dashboard`);
  await expect(page.getByTestId('profile-badge')).toHaveText('Legend · lifetime');
  await captureWidths(page, testInfo, 'dashboard-badge-legend');
  const explorer = await browser.newPage();
  await signInMember(explorer, product, 'active');
  await explorer.goto(`${baseURL}/dashboard`);
  await expect(explorer.getByTestId('profile-badge')).toHaveText('Active Explorer');
  // On a phone the billing button stays inside the Membership card.
  await explorer.setViewportSize({ width: 390, height: 844 });
  await explorer.getByRole('tab', { name: /membership|plan/i }).click();
  const billing = explorer.getByRole('button', { name: 'Manage Billing & Subscriptions' });
  await expect(billing).toBeVisible();
  const card = await explorer.getByRole('tabpanel').boundingBox();
  const button = await billing.boundingBox();
  expect(button && card && button.x + button.width).toBeLessThanOrEqual(
    (card?.x ?? 0) + (card?.width ?? 0),
  );
  await explorer.close();
});
