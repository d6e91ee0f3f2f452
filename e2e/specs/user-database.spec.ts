import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { USER_EXPORT_COLUMNS, loginResultSchema } from '@jokerwise/contracts';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readBody } from '../support/api';
import { startSession } from '../support/players';

// The User Database tab (spec 001 §2, §8, §9) as an admin, on a product of its own: 240 users
// stored by bench/seed-users.ts on the embedded database, then search, filter, sort, page, the
// card view, and a CSV export read back from the download.

const ADMIN = 'e2e-users-admin@example.com';
const SEEDED = 240;
const root = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess;
let baseURL = '';
let dataDir = '';
let logFile = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const logLines = () => readFileSync(logFile, 'utf8').split('\n');

async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, what: string) {
  for (let tries = 0; tries < 240; tries += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} never happened; see ${logFile}`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'jokerwise-e2e-users-'));
  logFile = path.join(dataDir, 'server.log');
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/seed-users.ts', String(SEEDED)],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  expect(seeded.status, seeded.stderr).toBe(0);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ADMIN_EMAILS: ADMIN,
    },
    stdio: ['ignore', log, log],
  });
  await waitFor(async () => {
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    return healthy ? true : undefined;
  }, 'server start');
});

test.afterAll(() => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

async function signInAdmin(page: Page): Promise<void> {
  const mark = logLines().length;
  const requested = await page.request.post(`${baseURL}/api/request-code`, {
    data: { email: ADMIN, username: 'users_admin', marketingOptIn: false },
  });
  expect(requested.status()).toBe(200);
  const code = await waitFor(
    () =>
      logLines()
        .slice(mark)
        .map((line) => (line.includes('outbox') ? /\b(\d{6})\b/.exec(line)?.[1] : undefined))
        .find(Boolean),
    'the sign-in code',
  );
  const verified = await page.request.post(`${baseURL}/api/verify-code`, {
    data: { email: ADMIN, code },
  });
  expect(verified.status()).toBe(200);
  await startSession(page, (await readBody(verified, loginResultSchema)).token);
}

/** Screenshots at desktop and phone width; at 390 px nothing may scroll sideways. */
async function captureWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBe(0);
    const file = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin searches, filters, sorts, pages and exports the seeded users', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
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
