import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { PrerenderedApp } from './prerendered-app';
import type { PrerenderedPage } from './prerendered-pages';

export { PRERENDERED_PAGES } from './prerendered-pages';

const noop = () => {};

/**
 * A page's HTML, rendered at build time by scripts/prerender-pages.ts
 * (docs/decisions/036-prerendered-landing.md). `prerender` waits for lazy parts (the landing's
 * sections below the fold, a static page's text), so the HTML holds the whole page.
 */
export async function renderPageHtml(page: PrerenderedPage): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <PrerenderedApp page={page} upgrade={noop} preload={noop} />
    </StrictMode>,
    // Never outline a finished section into a hidden div that an inline script (which the CSP
    // forbids, ADR 008) would move into place: the page must read whole without JavaScript.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}
