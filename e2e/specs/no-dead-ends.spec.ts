import { randomUUID } from 'node:crypto';
import { AI_APP_PATH } from '@jokerwise/contracts';
import { expect, test, type Page } from '@playwright/test';
import { signInMember, startProductWithMembers } from '../support/member-product';
import { MEMBER_STATES, type MemberState } from '../support/member-states';
import type { OwnProduct } from '../support/own-product';

// No page in the product is a dead end. Every route of the table, visited as every
// kind of user, offers a way forward in the page itself — a link to another page, or a button
// that leads on — not only the header's logo.

const ROUTES = [
  '/',
  '/auth',
  '/verify',
  '/dashboard',
  AI_APP_PATH,
  '/subscription',
  '/subscription?tab=plans',
  '/subscribe',
  '/success',
  `/success?session_id=${randomUUID()}`,
  '/terms-of-service',
  '/privacy-policy',
  '/faq',
  '/header-test',
  '/sprite-test',
  '/asset-extractor',
  '/email-diagnostic',
  '/admin-login',
  '/admin-dashboard',
  '/dev',
  '/dev/ghl-management',
  '/portal/test',
  `/checkout/test/${randomUUID()}`,
  '/dev-mailbox',
  '/no-such-page',
] as const;

// Buttons whose name says they lead somewhere (checkout, sign-in, the portal, another screen).
const FORWARD_BUTTON =
  /sign in|sign up|create account|start|subscribe|lifetime|upgrade|resubscribe|update payment|billing|pay|open|go to|back|see plans|send|verify/i;

// The kinds of user are independent: both workers take some, each with a product of its own
// (beforeAll runs once per worker).
test.describe.configure({ mode: 'parallel' });

let product: OwnProduct;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  product = await startProductWithMembers('no-dead-ends');
});

test.afterAll(() => product.stop());

/**
 * The ways on from the page's own content: links to another page and leading buttons. In the AI
 * app, where members are headed, every control of the workspace is a way on.
 */
async function waysForward(page: Page): Promise<string[]> {
  const isApp = new URL(page.url()).pathname === AI_APP_PATH;
  const pattern = isApp ? '.' : FORWARD_BUTTON.source;
  return page.locator('main').evaluate((main, pattern) => {
    const isVisible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const links = Array.from(main.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter(isVisible)
      .filter((link) => {
        const target = new URL(link.href);
        return target.protocol.startsWith('http') && target.pathname !== location.pathname;
      })
      .map((link) => `link ${link.textContent?.trim() ?? ''}`);
    const buttons = Array.from(main.querySelectorAll<HTMLButtonElement>('button:not([disabled])'))
      .filter(isVisible)
      .filter((button) => new RegExp(pattern, 'i').test(button.textContent ?? ''))
      .map((button) => `button ${button.textContent?.trim() ?? ''}`);
    return [...links, ...buttons];
  }, pattern);
}

/** The dead end `route` is, if the settled page offers no way forward; otherwise nothing. */
async function deadEndAt(page: Page, route: string): Promise<string | undefined> {
  await page.goto(`${product.baseURL}${route}`);
  await page.waitForLoadState('networkidle');
  try {
    await expect.poll(() => waysForward(page), { timeout: 10_000 }).not.toHaveLength(0);
    return undefined;
  } catch {
    return `${route} (shown at ${new URL(page.url()).pathname})`;
  }
}

// Tabs of one browser context (one person, one session) visit the routes side by side: most of
// a visit is the half-second of network quiet that says the page has settled, and tabs overlap
// those waits. No route changes what another shows (none signs out or buys).
const TABS = 3;

/** Visits every route; answers those where the settled page offers no way forward. */
async function findDeadEnds(page: Page): Promise<string[]> {
  const queue = [...ROUTES];
  const found = new Map<string, string>();
  const others = Array.from({ length: TABS - 1 }, () => page.context().newPage());
  const tabs = [page, ...(await Promise.all(others))];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const deadEnd = await deadEndAt(tab, route);
        if (deadEnd) found.set(route, deadEnd);
      }
    }),
  );
  return ROUTES.flatMap((route) => found.get(route) ?? []);
}

const KINDS: ReadonlyArray<MemberState | 'signed out'> = ['signed out', ...MEMBER_STATES];

for (const kind of KINDS) {
  test(`every page offers a way forward: ${kind}`, async ({ page }) => {
    test.setTimeout(400_000);
    if (kind !== 'signed out') await signInMember(page, product, kind);
    expect(await findDeadEnds(page)).toEqual([]);
  });
}
