import { expect, test, type Page } from '@playwright/test';
import { createSubscriber, openAsSubscriber } from '../support/subscriber';
import { collectPageErrors } from '../support/page-errors';

// No crash, ever: a subscriber leaves every top-level page for every other one inside the app
// (logo, footer links, account menu, else the router) and comes back with Back and Forward.
// Leaving the workspace used to crash: its mount effect returned window.scrollTo's Promise,
// which React then called as the cleanup (tools/eslint/effect-cleanup.js now forbids that).

interface TopLevelPage {
  readonly path: string;
  readonly heading: string | RegExp;
  /** How a player gets there from another page, when the page has a control for it. */
  readonly via: 'logo' | 'footer' | 'menu' | 'router';
  readonly label?: string;
}

const PAGES: readonly TopLevelPage[] = [
  { path: '/', heading: /play every ante like you planned it/i, via: 'logo' },
  { path: '/jokerwise-ai', heading: 'Jokerwise AI', via: 'menu', label: 'Jokerwise AI' },
  { path: '/dashboard', heading: 'Your dashboard', via: 'menu', label: 'Settings' },
  { path: '/subscription', heading: 'Subscription Management', via: 'router' },
  { path: '/subscribe', heading: 'Choose your plan', via: 'router' },
  { path: '/faq', heading: 'Frequently Asked Questions', via: 'footer', label: 'FAQ' },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    via: 'footer',
    label: 'Terms of Service',
  },
  { path: '/privacy-policy', heading: 'Privacy Policy', via: 'footer', label: 'Privacy Policy' },
];

/**
 * A walk through the pages that takes every ordered pair (from, to) exactly once: an Euler
 * circuit of the complete directed graph (Hierholzer), so 56 moves cover 8 pages.
 */
function everyOrderedPair(count: number): number[] {
  const unused = Array.from({ length: count }, (_, from) =>
    Array.from({ length: count }, (_, to) => to).filter((to) => to !== from),
  );
  const stack = [0];
  const circuit: number[] = [];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const next = unused[top]!.pop();
    if (next === undefined) circuit.push(stack.pop()!);
    else stack.push(next);
  }
  return circuit.reverse();
}

async function expectOn(page: Page, target: TopLevelPage) {
  await expect(page).toHaveURL((url) => url.pathname === target.path);
  await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
}

/** Goes to `target` without loading a document: the page being left unmounts. */
async function goInApp(page: Page, target: TopLevelPage, username: string) {
  if (target.via === 'logo') {
    await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
  } else if (target.via === 'footer') {
    await page.getByRole('contentinfo').getByRole('link', { name: target.label }).click();
  } else if (target.via === 'menu') {
    await page.getByRole('banner').getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: target.label }).click();
  } else {
    // No control leads there for a subscriber: a history entry and the popstate the router
    // listens to, as Back and Forward produce.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target.path);
  }
}

test('every top-level page can be left for every other and entered again', async ({ page }) => {
  test.setTimeout(300_000);
  const problems = collectPageErrors(page, { console: true });
  const subscriber = await createSubscriber(page, 'nav');
  await openAsSubscriber(page, subscriber, PAGES[0]!.path);
  await expectOn(page, PAGES[0]!);

  const walk = everyOrderedPair(PAGES.length);
  expect(walk).toHaveLength(PAGES.length * (PAGES.length - 1) + 1);
  for (let step = 1; step < walk.length; step += 1) {
    const from = PAGES[walk[step - 1]!]!;
    const to = PAGES[walk[step]!]!;
    await test.step(`${from.path} → ${to.path} → Back → Forward`, async () => {
      await goInApp(page, to, subscriber.username);
      await expectOn(page, to);
      await page.goBack();
      await expectOn(page, from);
      await page.goForward();
      await expectOn(page, to);
    });
    expect(problems).toEqual([]);
  }
});
