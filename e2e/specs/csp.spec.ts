import { expect, test, type Page } from '@playwright/test';
import { createSubscriber, openAsSubscriber } from '../support/subscriber';

// The strict CSP (no 'unsafe-eval') raises nothing: zod parses jitless in the browser
// (apps/web/src/lib/zod-jitless.ts), so its `new Function` probe never runs.

/** Console errors, page errors and CSP violations from now on. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (line: string) => problems.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void })
        .reportCspViolation;
      report(`csp: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return problems;
}

test('the landing page raises no CSP violation and no console error', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/');
  await expect(page.getByTestId('tier-master')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the workspace parses its run under the CSP without eval', async ({ page }) => {
  const subscriber = await createSubscriber(page, 'csp');
  const problems = await watchProblems(page);
  const runLoaded = page.waitForResponse((answer) => answer.url().endsWith('/api/runs/current'));
  await openAsSubscriber(page, subscriber, '/jokerwise-ai');
  expect((await runLoaded).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Jokerwise AI' })).toBeVisible();
  // Parsing the run and the coach's history builds zod object schemas.
  await expect(page.getByRole('button', { name: 'The Journey Begins' })).toBeVisible();
  await page.getByRole('button', { name: 'The Journey Begins' }).click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
    timeout: 10_000,
  });
  expect(problems.filter((line) => /eval|csp:/i.test(line))).toEqual([]);
  expect(problems).toEqual([]);
});
