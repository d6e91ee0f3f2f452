import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { USER_EXPORT_COLUMNS } from '@jokerwise/contracts';
import { expect, test, type Page } from '@playwright/test';
import { ROOT, signInThroughLog, startOwnProduct, type OwnProduct } from '../support/own-product';
import { captureWidths } from '../support/screenshots';
import { collectPageErrors } from '../support/page-errors';

// The User Database tab (docs/product/staff-console.md) as an admin, on a product of its own: 240 users
// stored by bench/seed-users.ts on the embedded database, then search, filter, sort, page, the
// card view, and a CSV export read back from the download.

const ADMIN = 'e2e-users-admin@example.com';
const SEEDED = 240;
let product: OwnProduct;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  product = await startOwnProduct('users', { ADMIN_EMAILS: ADMIN }, (dataDir) => {
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/seed-users.ts', String(SEEDED)],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    expect(seeded.status, seeded.stderr).toBe(0);
  });
  baseURL = product.baseURL;
});

test.afterAll(() => product.stop());

async function signInAdmin(page: Page): Promise<void> {
  await signInThroughLog(page, product, ADMIN, 'users_admin');
}

test('an admin searches, filters, sorts, pages and exports the seeded users', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = collectPageErrors(page);
  await signInAdmin(page);
  const total = SEEDED + 1;

  await page.goto(`${baseURL}/dev?tab=users`);
  await expect(page.getByText(`Showing 50 of ${total} users`)).toBeVisible();
  await expect(page.getByText('Total Users').locator('xpath=..')).toContainText(String(total));
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Sign-ups per day over the last 90 days' }),
  ).toBeVisible();
  await captureWidths(page, testInfo, 'user-database');

  // Search: the start of the e-mail; then a status filter on top.
  await page.getByRole('searchbox').fill('player12');
  await expect(page.getByText(`Showing 11 of 11 users (${total} total)`)).toBeVisible();
  await expect(page.getByText(/Page \d+ of/)).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('trialing');
  await expect(page.getByText(`Showing 2 of 2 users (${total} total)`)).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'player121@' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'player128@' })).toHaveCount(1);

  // Export what is on screen, and read the CSV back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^users-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe(USER_EXPORT_COLUMNS.join(','));
  expect(
    csv
      .slice(1, -1)
      .map((line) => line.split(',')[1])
      .sort(),
  ).toEqual(['player121@mail.test', 'player128@example.com']);
  await expect(page.getByText('Export Complete').first()).toBeVisible();

  // Sort by e-mail and page through everyone.
  await page.getByRole('searchbox').fill('');
  await page.getByLabel('Status', { exact: true }).selectOption('all');
  await expect(page.getByText(`Showing 50 of ${total} users`)).toBeVisible();
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(rows.nth(1)).toContainText(ADMIN);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();

  // The card view marks the admin.
  await page.getByRole('button', { name: 'Cards' }).click();
  const firstCard = page.getByRole('list', { name: 'Users' }).getByRole('listitem').first();
  await expect(firstCard).toContainText(ADMIN);
  await expect(firstCard.getByText('Admin', { exact: true })).toBeVisible();
  await captureWidths(page, testInfo, 'user-database-cards');
  expect(problems).toEqual([]);
});
