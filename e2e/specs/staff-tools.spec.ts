import { devMailboxResponseSchema, urlResponseSchema } from '@jokerwise/contracts';
import { expect, test, type Page } from '@playwright/test';
import { readBody } from '../support/api';
import { signInThroughLog, startOwnProduct, type OwnProduct } from '../support/own-product';
import { captureWidths } from '../support/screenshots';
import { startSession } from '../support/players';
import { setUpRun } from '../support/workspace';
import { collectPageErrors } from '../support/page-errors';

// Staff tools (docs/product/staff-console.md) as an admin: cut a 3×3 grid from a shipped sheet, save it, see it in
// the icon set and the sprite test; check e-mail, DNS and a test send the outbox captures.
// The suite's shared server names no staff, so this spec starts its own product on a fresh
// DATA_DIR with ADMIN_EMAILS naming the staff member.

const ADMIN = 'e2e-staff@example.com';
let product: OwnProduct;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  product = await startOwnProduct('staff', { ADMIN_EMAILS: ADMIN });
  baseURL = product.baseURL;
});

test.afterAll(() => product.stop());

/** One sign-in for the file: the server allows one code per address every 30 s. */
let adminToken: string | undefined;

async function signInAdmin(page: Page): Promise<void> {
  adminToken ??= (await signInThroughLog(page, product, ADMIN, 'staff_e2e')).token;
  await startSession(page, adminToken);
}

test('an admin cuts icons from a shipped sheet, saves them and sees them in the sprite test', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = collectPageErrors(page);
  await signInAdmin(page);

  await page.goto(`${baseURL}/asset-extractor`);
  // The first visit loads the app and the tool's chunk, then fetches and decodes the sheet.
  await expect(page.getByTestId('sheet-canvas')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save All' }).click();
  await expect(page.getByText('Extract some icons first.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Bulk grid' }).click();
  await page.getByRole('button', { name: 'chips', exact: true }).click();
  await page.getByLabel('Columns').fill('3');
  await page.getByLabel('Rows').fill('3');
  await page.getByRole('button', { name: 'Extract Grid' }).click();
  const list = page.getByRole('list', { name: 'Extracted icons' });
  await expect(list.getByRole('img')).toHaveCount(9);
  await expect(list.getByRole('img', { name: 'poker-chips-2-2' })).toBeVisible();
  await captureWidths(page, testInfo, 'asset-extractor');

  await page.getByRole('button', { name: 'Save All' }).click();
  await expect(page.getByText('9 icons saved.').first()).toBeVisible();
  await expect(list.getByRole('img')).toHaveCount(0);

  const icons = await page.request.get(`${baseURL}/api/icons`);
  const names = ((await icons.json()) as { icons: { name: string }[] }).icons.map(
    (icon) => icon.name,
  );
  expect(names).toHaveLength(9);
  expect(names).toContain('poker-chips-1-1');

  await page.goto(`${baseURL}/sprite-test`);
  await expect(page.getByText('64 files x 4 sizes = 256')).toBeVisible();
  await expect(page.getByTestId('stored-count')).toHaveText('9 icons');
  const chip = page
    .getByRole('list', { name: 'Chip icons' })
    .getByRole('img', { name: 'poker-chips-0-0' });
  await expect(chip).toBeVisible();
  await expect.poll(() => chip.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  await captureWidths(page, testInfo, 'sprite-test');

  await page.goto(`${baseURL}/header-test`);
  await expect(page.getByRole('listitem', { name: 'Header: Admin' })).toContainText(
    'Developer hub',
  );
  await captureWidths(page, testInfo, 'header-test');
  expect(problems).toEqual([]);
});

test('the bulk extraction runs in a worker and shows its progress while the page stays usable', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await signInAdmin(page);
  await page.goto(`${baseURL}/asset-extractor`);
  await expect(page.getByTestId('sheet-canvas')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Bulk grid' }).click();
  // The chips preset: 8×8 cells of the poker-chips sheet.
  await page.getByRole('button', { name: 'chips', exact: true }).click();
  // Every text the progress line shows, however briefly, and whether the page kept answering.
  await page.evaluate(() => {
    const seen: string[] = [];
    const holder = window as Window & { progressSeen?: string[] };
    holder.progressSeen = seen;
    new MutationObserver(() => {
      const status = document.querySelector('[aria-label="Extraction progress"]');
      if (status?.textContent) seen.push(status.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Extract Grid' }).click();
  await expect(page.getByText(/of 64 cells extracted\./).first()).toBeVisible();
  const seen = await page.evaluate(
    () => (window as Window & { progressSeen?: string[] }).progressSeen ?? [],
  );
  expect(seen.some((text) => /^\d+\/64 · poker-chips-\d+-\d+$/.test(text))).toBe(true);
  expect(workers.some((url) => url.includes('extraction.worker'))).toBe(true);
  const list = page.getByRole('list', { name: 'Extracted icons' });
  await expect(list.getByRole('img').first()).toBeVisible();
  await captureWidths(page, testInfo, 'asset-extractor-bulk');
});

test('a saved icon named like a tarot card shows beside it in a shop slot', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  const headers = { authorization: `Bearer ${adminToken ?? ''}` };
  // The workspace is for subscribers: the admin buys Legend through the test provider.
  const checkout = await page.request.post(`${baseURL}/api/checkout/legend-lifetime`, { headers });
  const { url } = await readBody(checkout, urlResponseSchema);
  expect((await page.request.post(`${baseURL}/api${url}/pay`, { headers })).status()).toBe(200);
  // One of the chips saved by the first test, saved again under a tarot card's name.
  const png = await page.request.get(`${baseURL}/api/icons/poker-chips-0-0`);
  expect(png.status()).toBe(200);
  const dataUrl = `data:image/png;base64,${(await png.body()).toString('base64')}`;
  const saved = await page.request.post(`${baseURL}/api/save-extracted-icons`, {
    headers,
    data: { icons: [{ name: 'The Fool', category: 'cards', size: 64, dataUrl }] },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`${baseURL}/jokerwise-ai`);
  await setUpRun(page);
  await page.getByRole('tab', { name: /Shop/ }).click();
  await page.getByRole('button', { name: 'Add Item' }).click();
  const item = page.getByRole('listitem', { name: 'Item 1' });
  await item.getByLabel('Type').selectOption('Tarot');
  await item.getByLabel('Name').selectOption('The Fool');
  const icon = page.getByRole('listitem', { name: 'The Fool' }).locator('img');
  await expect(icon).toHaveAttribute('src', '/api/icons/The%20Fool');
  await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  await captureWidths(page, testInfo, 'shop-slot-icon');
});

test('an admin checks the e-mail setup and DNS, and a test send lands in the outbox', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await page.goto(`${baseURL}/email-diagnostic`);

  await page.getByRole('button', { name: 'Test configuration' }).click();
  const config = page.getByRole('list', { name: 'Configuration checks' });
  await expect(config).toContainText('outbox');
  await expect(config.getByText('no-reply@jokerwise.local')).toBeVisible();
  await expect(config.getByText('Missing')).toHaveCount(2);

  await page.getByRole('button', { name: 'Check DNS' }).click();
  await expect(page.getByText('Domain: jokerwise.local')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'DNS records' }).getByRole('listitem')).toHaveCount(
    4,
  );

  const send = page.getByRole('button', { name: 'Send test' });
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: 'Test address' }).fill('inbox-check@example.com');
  await send.click();
  const steps = page.getByRole('list', { name: 'Send steps' });
  await expect(steps.getByText('Passed')).toHaveCount(3);
  // The outbox keeps the message; the development mailbox lists what it captured.
  const mailbox = await readBody(
    await page.request.get(`${baseURL}/api/dev/mailbox`),
    devMailboxResponseSchema,
  );
  const captured = mailbox.messages.find((message) => message.to === 'inbox-check@example.com');
  expect(captured?.subject).toBe('Jokerwise e-mail test');
  expect(captured?.text).toContain('e-mail diagnostics');
  await captureWidths(page, testInfo, 'email-diagnostic');
});

test('a player is told the tools are for staff', async ({ page }) => {
  await page.goto(`${baseURL}/asset-extractor`);
  await expect(page.getByText('This tool is for staff.')).toBeVisible();
});
