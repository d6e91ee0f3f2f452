import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export interface CaptureOptions {
  /** Shoot the window with this element centred, instead of the whole page. */
  readonly centre?: Locator;
}

/** Screenshots at desktop and phone width; at 390 px nothing may scroll sideways. */
export async function captureWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: CaptureOptions = {},
) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Charts re-measure after a resize on their own schedule (a ResizeObserver): wait for the
    // layout to settle, as a person turning a phone would.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        { message: `${name} at ${width} px scrolls sideways`, timeout: 5_000 },
      )
      .toBe(0);
    await options.centre?.evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    const file = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: !options.centre });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
