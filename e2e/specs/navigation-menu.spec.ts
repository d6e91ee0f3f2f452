import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { captureWidths } from '../support/screenshots';

// The landing's section links in a menu button below the desktop breakpoint,
// focus going back to what opened a modal, /auth with one header, toasts under the header.

const PHONE = { width: 390, height: 844 };

/** What the eye sees of the page's top (the header and what hangs under it), not the full page. */
async function captureTop(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('on a 390 px phone the section links open from a menu button, by keyboard', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByTestId('section-nav')).toBeVisible();
  await captureWidths(page, testInfo, 'landing-menu-closed');
  await page.setViewportSize(PHONE);

  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: 'Menu' });
  await expect(page.getByTestId('section-nav')).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();
  await captureTop(page, testInfo, 'landing-header-closed-390');

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Features' })).toBeFocused();
  await captureTop(page, testInfo, 'landing-header-open-390');

  // Escape closes and puts focus back on the button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menu).toBeFocused();

  // Choosing a section by keyboard closes the menu and goes there.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Pricing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect
    .poll(() =>
      page
        .locator('#pricing-section')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top),
    )
    .toBeLessThan(80);
});

test('the open menu at 390 px sits under the header without covering it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Menu' }).click();
  const panel = page.getByRole('navigation', { name: 'Page sections' });
  await expect(panel).toBeVisible();
  const header = await banner.boundingBox();
  const sheet = await panel.boundingBox();
  expect(header && sheet && sheet.y >= header.y + header.height - 1).toBe(true);
  await expect(banner.getByRole('link', { name: /jokerwise/i }).first()).toBeVisible();
  await captureTop(page, testInfo, 'landing-menu-open-390');
  // A tap elsewhere closes it.
  await page.mouse.click(200, 600);
  await expect(panel).toBeHidden();
});

test('closing a modal gives focus back to the button that opened it', async ({ page }) => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`/?width=${viewport.width}`);
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    const welcome = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(welcome.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await welcome.getByRole('button', { name: 'Sign Up' }).click();
    const join = page.getByRole('dialog', { name: 'Join' });
    await expect(join.getByRole('textbox', { name: 'Username' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(join).toBeHidden();
    await expect(signIn).toBeFocused();

    await signIn.click();
    await page
      .getByRole('dialog', { name: 'Welcome Back' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(signIn).toBeFocused();
  }
});

test('/auth has one header whose help links go somewhere', async ({ page }, testInfo) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByText('Secure Login', { exact: true })).toHaveCount(0);
  const help = page.getByRole('navigation', { name: 'Help' });
  await expect(help.getByRole('link', { name: 'Support' })).toHaveAttribute(
    'href',
    /^mailto:.+@.+/,
  );
  await captureWidths(page, testInfo, 'auth');
  await help.getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a toast appears under the header, never over the logo or the account button', async ({
  page,
}, testInfo) => {
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/auth');
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address@');
    await page.getByRole('button', { name: 'Send Login Code' }).click();
    // The server's words for the refused address, without an internal field path.
    const words = page.getByText('Invalid Email, Please enter a valid email address', {
      exact: true,
    });
    const toast = page.locator('li', { has: words });
    await expect(toast).toBeVisible();
    await expect(page.getByText('body.email')).toHaveCount(0);
    const banner = await page.getByRole('banner').boundingBox();
    const box = await toast.boundingBox();
    expect(banner && box && box.y >= banner.y + banner.height).toBe(true);
    await captureTop(page, testInfo, `toast-under-header-${viewport.width}`);
  }
});
