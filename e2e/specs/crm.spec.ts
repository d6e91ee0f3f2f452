import { expect, test, type Page } from '@playwright/test';
import { startFakeLeadConnector } from '../support/fake-leadconnector';
import { signInThroughLog, startOwnProduct, type OwnProduct } from '../support/own-product';
import { captureWidths } from '../support/screenshots';
import { collectPageErrors } from '../support/page-errors';

// The CRM sync dashboard (docs/product/staff-console.md; docs/decisions/021-crm-sync-rate-limit-and-
// retries.md) as an admin: stop and start the scheduler, sync one user, see the real call in the
// live feed. The suite's server has no CRM, so this spec starts its own product on a fresh
// DATA_DIR with GHL_* pointing at a fake LeadConnector on loopback.

const ADMIN = 'e2e-crm-staff@example.com';
let product: OwnProduct;
let fake: Awaited<ReturnType<typeof startFakeLeadConnector>>;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeLeadConnector();
  product = await startOwnProduct('crm', {
    ADMIN_EMAILS: ADMIN,
    GHL_API_TOKEN: 'pit-e2e-secret-token',
    GHL_LOCATION_ID: 'e2e-location',
    GHL_BASE_URL: fake.url,
  });
  baseURL = product.baseURL;
});

test.afterAll(async () => {
  product.stop();
  await fake.close();
});

async function signInAdmin(page: Page): Promise<string> {
  const login = await signInThroughLog(page, product, ADMIN, 'crm_staff', true);
  return login.user.id;
}

test('an admin stops and starts the scheduler, syncs one user and sees the call live', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = collectPageErrors(page);
  const userId = await signInAdmin(page);

  await page.goto(`${baseURL}/dev/ghl-management`);
  await expect(page.getByRole('heading', { level: 1, name: 'CRM sync' })).toBeVisible();
  const connection = page.getByRole('region', { name: 'Connection' });
  await connection.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText('Connection Successful', { exact: true })).toBeVisible();
  await expect(connection.getByText('Connected', { exact: true })).toBeVisible();

  const scheduler = page.getByRole('region', { name: 'Scheduled sync' });
  await expect(scheduler.getByText('Running', { exact: true })).toBeVisible();
  await expect(scheduler.getByRole('button', { name: 'Start Scheduler' })).toBeDisabled();
  await scheduler.getByRole('button', { name: 'Stop Scheduler' }).click();
  await expect(scheduler.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(scheduler.getByRole('button', { name: 'Stop Scheduler' })).toBeDisabled();
  await scheduler.getByRole('button', { name: 'Start Scheduler' }).click();
  await expect(scheduler.getByText('Running', { exact: true })).toBeVisible();

  const feed = page.getByRole('region', { name: 'Live API feed' });
  await feed.getByRole('button', { name: 'Clear Logs' }).click();
  await feed.getByRole('button', { name: 'Start Monitoring' }).click();
  await expect(feed.getByText('Monitoring', { exact: true })).toBeVisible();
  await expect(feed.getByText('/contacts/upsert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sync User' }).click();
  await expect(page.getByText('Please enter a User ID', { exact: true })).toBeVisible();
  await page.getByLabel('User ID').fill(userId);
  await page.getByRole('button', { name: 'Sync User' }).click();
  await expect(page.getByText('User synced to the CRM.', { exact: true })).toBeVisible();
  expect(fake.upserted).toContain(ADMIN);
  await expect(feed.getByText('/contacts/upsert').first()).toBeVisible({ timeout: 15_000 });
  await captureWidths(page, testInfo, 'ghl-management');

  await page.goto(`${baseURL}/dev?tab=crm`);
  await expect(
    page.getByRole('region', { name: 'Connection' }).getByText('Connected'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Open CRM management/ })).toBeVisible();
  await captureWidths(page, testInfo, 'dev-crm-tab');

  // The token never reaches the browser or the server log.
  expect(product.logLines().join('\n')).not.toContain('pit-e2e-secret-token');
  expect(await page.content()).not.toContain('pit-e2e-secret-token');
  expect(problems).toEqual([]);
});
