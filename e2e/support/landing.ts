import { expect, type Page } from '@playwright/test';

/**
 * The landing page with its below-the-fold sections loaded and running: '/' arrives as HTML
 * before its script (docs/decisions/036-prerendered-landing.md), so a click right after the load
 * can land before the page is live; the offer's clock ticks only once the page has hydrated.
 */
export async function openLanding(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('tier-master')).toBeVisible();
  await expect(page.getByTestId('offer-countdown').first()).toContainText('Only 13 d left');
}
