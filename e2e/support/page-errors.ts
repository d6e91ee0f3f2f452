import type { Page } from '@playwright/test';

/**
 * The page's uncaught script errors, gathered as they happen (a test expects none); with
 * `console`, the errors it logs too, where hydration mismatches and failed loads show.
 */
export function collectPageErrors(page: Page, options: { console?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (options.console) {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  }
  return errors;
}
