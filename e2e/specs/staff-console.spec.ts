import { ADMIN_GATE_MESSAGES, checkAdminResponseSchema } from '@jokerwise/contracts';
import { expect, test, type Page } from '@playwright/test';
import { readBody } from '../support/api';
import { signInThroughLog, startOwnProduct, type OwnProduct } from '../support/own-product';
import { newPlayerIdentity } from '../support/players';
import { captureWidths } from '../support/screenshots';
import { collectPageErrors } from '../support/page-errors';

// The staff console (docs/product/staff-console.md; docs/decisions/016-staff-console-bootstrap-and-
// audit.md) on a fresh embedded install: the first signed-in user to open /admin-login becomes
// the first admin and lands on /dev, runs Audit and Full Reconciliation from /admin-dashboard and
// reads the log; a second user is refused. The install is the spec's own, so no other spec's
// players can be first.

let product: OwnProduct;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  product = await startOwnProduct('staff-console', {});
  baseURL = product.baseURL;
});

test.afterAll(() => product.stop());

/** A new player signed in on this install; the page starts every visit with the session. */
async function signInNewPlayer(page: Page, label: string) {
  const player = newPlayerIdentity(label);
  const login = await signInThroughLog(page, product, player.email, player.username);
  return { ...player, token: login.token };
}

test('the first user becomes admin, reconciles from the panel, and a second user is refused', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = collectPageErrors(page);

  const first = await signInNewPlayer(page, 'boss');
  await page.goto(`${baseURL}/admin-login`);
  await expect(
    page.getByText(ADMIN_GATE_MESSAGES.firstAdminCreated, { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dev$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer console' })).toBeVisible();
  await expect(page.getByText('Admin Access')).toBeVisible();
  await expect(page.getByTestId('hub-user')).toHaveText(first.username);
  await captureWidths(page, testInfo, 'dev');

  // System Status is measured by the server: the embedded database answered just now.
  await page.getByRole('tab', { name: 'System Status' }).click();
  const database = page.getByRole('region', { name: 'Database' });
  await expect(database).toContainText('Embedded (PGlite)');
  await expect(database).toContainText('Connected');
  await captureWidths(page, testInfo, 'dev-system-status');

  await page.goto(`${baseURL}/admin-dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Console output' });

  await page.getByRole('button', { name: 'Run Audit' }).click();
  await expect(log).toContainText(/Audit complete: \d+ users?, 0 need sync/);
  await expect(log).toContainText(/Audit Subscriptions finished in \d+\.\ds/);

  await page.getByRole('button', { name: 'Run Full Reconciliation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start Reconciliation' }).click();
  await expect(page.getByRole('button', { name: 'Run Audit' })).toBeDisabled();
  await expect(log).toContainText(
    /Reconciliation complete: \d+ users? checked, 0 updated, 0 errors/,
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByRole('button', { name: 'Run Audit' })).toBeEnabled();
  await expect(log).toContainText(/\[\d\d:\d\d:\d\d\] success/);
  await captureWidths(page, testInfo, 'admin-dashboard');

  // The staff actions are in the audit trail the hub shows.
  await page.goto(`${baseURL}/dev?tab=management`);
  const trail = page.getByRole('region', { name: 'Audit trail' });
  await expect(trail).toContainText('reconciliation.finish');
  await expect(trail).toContainText('admin.bootstrap');
  await captureWidths(page, testInfo, 'dev-user-management');

  // A second user: the bootstrap is closed now.
  const secondContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const secondPage = await secondContext.newPage();
  const second = await signInNewPlayer(secondPage, 'second');
  await secondPage.goto(`${baseURL}/admin-login`);
  await expect(secondPage.getByRole('alert')).toContainText(ADMIN_GATE_MESSAGES.notAdmin);
  await expect(secondPage.getByRole('link', { name: 'Sign In to Jokerwise' })).toBeVisible();
  await expect(secondPage.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expect(secondPage).toHaveURL(/\/admin-login$/);
  const check = await secondPage.request.get(`${baseURL}/api/admin/check-admin`, {
    headers: { authorization: `Bearer ${second.token}` },
  });
  expect(await readBody(check, checkAdminResponseSchema)).toEqual({ isAdmin: false });
  const forbidden = await secondPage.request.post(`${baseURL}/api/admin/reconcile-subscriptions`, {
    headers: { authorization: `Bearer ${second.token}` },
  });
  expect(forbidden.status()).toBe(403);
  await captureWidths(secondPage, testInfo, 'admin-login-refused');
  await secondContext.close();

  expect(problems).toEqual([]);
});
