import { subscriptionInfoSchema } from '@jokerwise/contracts';
import { expect, test, type Page } from '@playwright/test';
import { readBody } from '../support/api';
import { openLanding } from '../support/landing';
import { captureWidths } from '../support/screenshots';
import { newPlayerIdentity, signUpInJoinModal } from '../support/players';
import { collectPageErrors } from '../support/page-errors';

// docs/product/billing.md (tier choice, /success, Subscription management), on the test provider's
// TEST MODE checkout and portal: pick Master on the landing page, sign up, start the trial,
// reach the app, see the trial on /subscription, cancel in the portal.

/** The date as the billing screens write it, formatted in the browser's own time zone. */
function formatInBrowser(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (value) =>
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(
        new Date(value),
      ),
    iso,
  );
}

test('a visitor picks Master, signs up, starts the trial, reaches the app and cancels in the portal', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = collectPageErrors(page);

  // Landing page → Master → Join modal → code from the outbox.
  await openLanding(page);
  await page.getByTestId('tier-master').getByRole('button').click();
  const join = page.getByRole('dialog', { name: 'Join' });
  await expect(join).toBeVisible();
  await signUpInJoinModal(page, join, newPlayerIdentity('billing'));

  // The saved tier continues to the test checkout.
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete your purchase' }),
  ).toBeVisible();
  await expect(page.getByTestId('test-mode-notice')).toContainText('no real card is charged');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('checkout-plan')).toHaveText('Master');
  await expect(summary).toContainText('$19.99');
  await expect(summary).toContainText('First 2 days free. Cancel anytime.');
  await expect(summary).toContainText('Due today$0.00');
  await captureWidths(page, testInfo, 'checkout');

  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/success\?session_id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Subscription Successful!' })).toBeVisible();
  // The success page opens the app by itself after 3 seconds; the guard lets a trial in.
  await expect(page).toHaveURL(/\/jokerwise-ai$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Jokerwise AI' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/subscribe$/);

  // /subscription shows the trial and its end date.
  const token = await page.evaluate(() => localStorage.getItem('auth-token'));
  const info = await readBody(
    await page.request.get('/api/user/subscription', {
      headers: { authorization: `Bearer ${token}` },
    }),
    subscriptionInfoSchema,
  );
  expect(info.status).toBe('trialing');
  expect(info.trialEndDate).not.toBeNull();
  const trialEnd = await formatInBrowser(page, info.trialEndDate ?? '');
  await page.goto('/subscription');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription Management' }),
  ).toBeVisible();
  const banner = page.getByTestId('trial-banner');
  await expect(banner).toContainText(`Free trial until ${trialEnd}`);
  await expect(banner).toContainText('converts to a paid Master subscription');
  await expect(page.getByTestId('subscription-details')).toContainText(trialEnd);
  await captureWidths(page, testInfo, 'subscription');
  await page.getByRole('tab', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/\/subscription\?tab=plans$/);
  await expect(
    page.getByTestId('plan-master').getByRole('button', { name: 'Current Plan' }),
  ).toBeDisabled();
  await captureWidths(page, testInfo, 'subscription-plans');
  await page.getByRole('tab', { name: 'Dashboard' }).click();

  // The billing portal opens in a new tab on desktop.
  const portalOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Manage Billing & Subscriptions' }).click();
  const portal = await portalOpened;
  await expect(portal).toHaveURL(/\/portal\/test$/);
  await expect(portal.getByRole('heading', { level: 1, name: 'Billing portal' })).toBeVisible();
  await expect(portal.getByRole('table')).toContainText('Master: 2-day free trial');
  await captureWidths(portal, testInfo, 'portal');

  await portal.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = portal.getByRole('dialog', { name: 'Cancel your Master subscription?' });
  await expect(confirm).toContainText(`You keep access until ${trialEnd}`);
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(portal.getByTestId('portal-ends')).toContainText(
    `Your subscription ends on ${trialEnd}`,
  );
  await expect(portal.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await captureWidths(portal, testInfo, 'portal-cancelled');
  await portal.close();

  // Back on /subscription: still a trial, ending at the period end, with nothing more to pay.
  await page.reload();
  await expect(page.getByTestId('trial-banner')).toContainText(
    `ends on ${trialEnd} without converting`,
  );
  await expect(page.getByTestId('subscription-details')).toContainText('Free trial');
  expect(problems).toEqual([]);
});
