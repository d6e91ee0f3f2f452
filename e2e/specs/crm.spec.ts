import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginResultSchema } from '@jokerwise/contracts';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readBody } from '../support/api';
import { startFakeLeadConnector } from '../support/fake-leadconnector';
import { startSession } from '../support/players';

// The CRM sync dashboard (spec 001 §2, §4, §8; docs/decisions/021-crm-sync-rate-limit-and-
// retries.md) as an admin: stop and start the scheduler, sync one user, see the real call in the
// live feed. The suite's server has no CRM, so this spec starts its own product on a fresh
// DATA_DIR with GHL_* pointing at a fake LeadConnector on loopback.

const ADMIN = 'e2e-crm-staff@example.com';
const root = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess;
let fake: Awaited<ReturnType<typeof startFakeLeadConnector>>;
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
  test.setTimeout(120_000);
  fake = await startFakeLeadConnector();
  dataDir = mkdtempSync(path.join(tmpdir(), 'jokerwise-e2e-crm-'));
  logFile = path.join(dataDir, 'server.log');
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
      GHL_API_TOKEN: 'pit-e2e-secret-token',
      GHL_LOCATION_ID: 'e2e-location',
      GHL_BASE_URL: fake.url,
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

test.afterAll(async () => {
  server.kill('SIGTERM');
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signInAdmin(page: Page): Promise<string> {
  const mark = logLines().length;
  const requested = await page.request.post(`${baseURL}/api/request-code`, {
    data: { email: ADMIN, username: 'crm_staff', marketingOptIn: true },
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
  const login = await readBody(verified, loginResultSchema);
  await startSession(page, login.token);
  return login.user.id;
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

test('an admin stops and starts the scheduler, syncs one user and sees the call live', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
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
  expect(readFileSync(logFile, 'utf8')).not.toContain('pit-e2e-secret-token');
  expect(await page.content()).not.toContain('pit-e2e-secret-token');
  expect(problems).toEqual([]);
});
