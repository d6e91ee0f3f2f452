import AxeBuilder from '@axe-core/playwright';
import { urlResponseSchema } from '@jokerwise/contracts';
import { expect, test, type Page } from '@playwright/test';
import { readBody } from '../support/api';
import { createFreePlayer, startSession } from '../support/players';

// WCAG 2 A and AA on the public pages and a signed-in player's screens: no violation of impact
// serious or critical (axe-core).

const BLOCKING = new Set(['serious', 'critical']);

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

const PUBLIC_PAGES: ReadonlyArray<readonly [path: string, ready: (page: Page) => Promise<void>]> = [
  ['/', (page) => expect(page.getByTestId('tier-master')).toBeVisible()],
  ['/faq', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/terms-of-service', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/privacy-policy', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/auth', (page) => expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()],
];

for (const [path, ready] of PUBLIC_PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    await expectNoSeriousViolations(page);
  });
}

test('a signed-in player’s screens have no serious or critical accessibility violations', async ({
  page,
  request,
}) => {
  const player = await createFreePlayer(request, 'axe');
  await startSession(page, player.token);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect(page.getByRole('tablist')).toBeVisible();
  await expectNoSeriousViolations(page);

  for (const path of ['/subscription', '/subscription?tab=plans']) {
    await page.goto(path);
    await expect(page.getByRole('tab', { name: 'Plans' })).toBeVisible();
    await expectNoSeriousViolations(page);
  }

  const started = await request.post('/api/checkout/master-trial', {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(started.status()).toBe(200);
  const { url } = await readBody(started, urlResponseSchema);
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
