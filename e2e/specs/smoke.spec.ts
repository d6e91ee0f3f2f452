import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors';

test('the landing page loads under the strict CSP without console errors', async ({ page }) => {
  const problems = collectPageErrors(page, { console: true });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /jokerwise/i }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('unofficial fan companion');
  expect(problems).toEqual([]);
});

test('an unknown path shows the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('unofficial fan companion');
});

test('the health endpoint reports the embedded database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
});
