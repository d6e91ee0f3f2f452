import {
  loginResultSchema,
  recordingEventsSchema,
  recordingListSchema,
  startRecordingResponseSchema,
  urlResponseSchema,
} from '@jokerwise/contracts';
import { expect, test, type Page, type Request } from '@playwright/test';
import { readBody } from '../support/api';
import {
  readLoggedCode,
  signInThroughLog,
  startOwnProduct,
  type OwnProduct,
} from '../support/own-product';
import { enterCode, fillJoinModal, openJoinModal, startSession } from '../support/players';
import { setUpRun } from '../support/workspace';

// Session recording (docs/decisions/022-session-recording-privacy.md): a subscriber's session
// is recorded with what they type masked, an admin replays it in the hub, and an opted-out user
// sends nothing. The suite's shared server names no staff, so this spec starts its own product
// on a fresh DATA_DIR with ADMIN_EMAILS naming the staff member.

const ADMIN = 'e2e-recordings-staff@example.com';
const TYPED = 'zebra quartz secret phrase';
let product: OwnProduct;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  product = await startOwnProduct('recordings', { ADMIN_EMAILS: ADMIN });
  baseURL = product.baseURL;
});

test.afterAll(() => product.stop());

/** Signs in through the API, reading the code from the server log like a user reads mail. */
async function signIn(page: Page, email: string, username: string) {
  const { token, user } = await signInThroughLog(page, product, email, username);
  return { token, userId: user.id, headers: { authorization: `Bearer ${token}` } };
}

let adminLogin: Awaited<ReturnType<typeof signIn>> | undefined;

/** One admin sign-in for the file: the server allows one code per address every 30 s. */
async function signInAdmin(page: Page) {
  adminLogin ??= await signIn(page, ADMIN, 'rec_staff');
  return adminLogin;
}

async function subscribe(page: Page, headers: { authorization: string }) {
  const started = await page.request.post(`${baseURL}/api/checkout/legend-lifetime`, { headers });
  const { url } = await readBody(started, urlResponseSchema);
  expect((await page.request.post(`${baseURL}/api${url}/pay`, { headers })).status()).toBe(200);
}

const isBatch = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/session-recording';

test('a subscriber’s typing is recorded masked, and an admin replays the session', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const runId = Date.now().toString(36);
  const player = await signIn(page, `rec-${runId}@example.com`, `rec_${runId}`);
  await subscribe(page, player.headers);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isBatch(request)) sent.push(request.postData() ?? '');
  });

  await startSession(page, player.token);
  await page.goto(`${baseURL}/jokerwise-ai`);
  const started = await page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/session-recording/start',
  );
  expect(startRecordingResponseSchema.parse(await started.json()).recording).toBe(true);
  await setUpRun(page);
  await page.getByRole('tab', { name: /Chat/ }).click();
  await page.getByPlaceholder('Ask about your run…').pressSequentially(TYPED, { delay: 20 });

  const staffPage = await browser.newPage();
  const admin = await signInAdmin(staffPage);
  const storedEvents = async () => {
    const listed = await staffPage.request.get(
      `${baseURL}/api/admin/session-recordings?userId=${player.userId}`,
      { headers: admin.headers },
    );
    const [recording] = (await readBody(listed, recordingListSchema)).recordings;
    if (!recording) return { recording, events: [] };
    const stored = await staffPage.request.get(
      `${baseURL}/api/admin/session-recordings/${recording.id}/events`,
      { headers: admin.headers },
    );
    return { recording, events: (await readBody(stored, recordingEventsSchema)).events };
  };
  // rrweb's input events (incremental snapshot, source 5) arrive within a batch or the 15 s flush.
  const isInput = (event: { type: number; data: Record<string, unknown> }) =>
    event.type === 3 && event.data.source === 5;
  await expect
    .poll(async () => (await storedEvents()).events.filter(isInput).length, { timeout: 45_000 })
    .toBeGreaterThan(0);

  const { recording, events } = await storedEvents();
  expect(recording?.pages).toContain('/jokerwise-ai');
  const storedText = JSON.stringify(events);
  expect(storedText).not.toContain(TYPED);
  expect(storedText).not.toContain('zebra');
  // The typing was recorded, as asterisks only.
  for (const input of events.filter(isInput)) expect(String(input.data.text)).toMatch(/^\**$/);
  expect(sent.length).toBeGreaterThan(0);
  for (const body of sent) expect(body).not.toContain('zebra');

  await startSession(staffPage, admin.token);
  // On a phone the list fits the screen: Replay is not pushed off its right edge.
  await staffPage.setViewportSize({ width: 390, height: 844 });
  await staffPage.goto(`${baseURL}/dev?tab=recordings`);
  const row = staffPage.getByTestId('recording-row').filter({ hasText: player.userId });
  const replayButton = row.getByRole('button', { name: 'Replay' });
  const box = await replayButton.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await replayButton.click();
  const replay = staffPage.getByTestId('recording-replay');
  await expect(replay.locator('iframe')).toBeAttached();
  await expect(staffPage.getByTestId('replay-toggle')).toBeVisible();
  await staffPage.close();
});

test('an opted-out user sends nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const runId = Date.now().toString(36);
  const player = await signIn(page, `optout-${runId}@example.com`, `out_${runId}`);
  await startSession(page, player.token);
  await page.goto(`${baseURL}/dashboard`);
  const saved = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/session-recording/preference' &&
      response.request().method() === 'PUT',
  );
  await page.getByTestId('recording-opt-out').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('recording-opt-out')).toBeChecked();

  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${baseURL}/dashboard`);
  const started = await page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/session-recording/start',
  );
  expect(startRecordingResponseSchema.parse(await started.json())).toEqual({
    recording: false,
    reason: 'opted-out',
  });
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByTestId('recording-opt-out')).toBeChecked();
  // Nothing after the refusal: the recorder is never downloaded and no batch is sent.
  expect(requests.filter((pathname) => pathname === '/api/session-recording')).toEqual([]);
  expect(requests.filter((pathname) => pathname.includes('rrweb'))).toEqual([]);
});

test('a visitor who signs in mid-session is recorded from the sign-in, without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const runId = Date.now().toString(36);
  const email = `midway-${runId}@example.com`;
  const starts: boolean[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/api/session-recording/start') {
      starts.push(startRecordingResponseSchema.parse(await response.json()).recording);
    }
  });

  // Signed out: the page loads and idles without starting a recording.
  await page.goto(`${baseURL}/`);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // A marker that a reload would wipe.
  await page.evaluate(() => sessionStorage.setItem('e2e-loaded-once', 'yes'));
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  expect(starts).toEqual([]);

  // Sign up in the Join modal and enter the code from the server's outbox log.
  const join = await openJoinModal(page);
  await fillJoinModal(join, { email, username: `mid_${runId}` });
  const mark = product.logLines().length;
  await join.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  const code = await readLoggedCode(product, mark);
  const started = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/session-recording/start',
  );
  const verified = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/verify-code',
  );
  await enterCode(page, code);
  const userId = loginResultSchema.parse(await (await verified).json()).user.id;
  expect(startRecordingResponseSchema.parse(await (await started).json()).recording).toBe(true);
  await expect(page).toHaveURL(/\/(dashboard|subscribe)$/);

  // The recording is this user's, and its events arrive, all in the page loaded before.
  const staffPage = await browser.newPage();
  const admin = await signInAdmin(staffPage);
  await expect
    .poll(
      async () => {
        const listed = await staffPage.request.get(
          `${baseURL}/api/admin/session-recordings?userId=${userId}`,
          { headers: admin.headers },
        );
        return (await readBody(listed, recordingListSchema)).recordings[0]?.eventCount ?? 0;
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThan(0);
  expect(loads).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-loaded-once'))).toBe('yes');
  expect(starts).toEqual([true]);
  await staffPage.close();
});

test('what a player did just before signing out is sent while the session still works', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const runId = Date.now().toString(36);
  const username = `bye_${runId}`;
  const player = await signIn(page, `bye-${runId}@example.com`, username);
  await startSession(page, player.token);
  const started = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/session-recording/start',
  );
  // The recorder (two chunks: its own and rrweb) is downloaded once the server has issued a
  // recording id; it captures from the moment both have run.
  const chunk = (name: RegExp) =>
    page.waitForResponse((response) => name.test(new URL(response.url()).pathname));
  const recorderLoaded = Promise.all([
    chunk(/\/rrweb-recorder-[^/]*\.js$/),
    chunk(/\/rrweb-(?!recorder-)[^/]*\.js$/),
  ]);
  await page.goto(`${baseURL}/dashboard`);
  expect(startRecordingResponseSchema.parse(await (await started).json()).recording).toBe(true);
  await recorderLoaded;
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

  // From here on, in the order they leave the page: batches and the revocation of the session;
  // and every batch's answer.
  const steps: string[] = [];
  const answers: number[] = [];
  page.on('request', (request) => {
    if (isBatch(request)) steps.push('batch');
    if (new URL(request.url()).pathname === '/api/logout') steps.push('logout');
  });
  page.on('requestfinished', async (request) => {
    if (isBatch(request)) answers.push((await request.response())?.status() ?? 0);
  });
  await page.getByRole('banner').getByRole('button', { name: username }).click();
  // The press on Logout is recorded too; it can only go out with the sign-out's own batch (at
  // most one batch a second leaves otherwise, and the menu was opened a moment ago).
  steps.push('press');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => steps.includes('logout')).toBe(true);
  await page.waitForLoadState('networkidle');

  const afterPress = steps.slice(steps.indexOf('press') + 1);
  expect(afterPress.slice(0, afterPress.indexOf('logout'))).toContain('batch');
  // Nothing was sent with the revoked session, and every batch was taken.
  expect(afterPress.slice(afterPress.indexOf('logout'))).not.toContain('batch');
  expect(answers.every((status) => status === 200)).toBe(true);
});
