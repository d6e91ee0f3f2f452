import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { LandingApp } from './landing-app';

const noop = () => {};

/**
 * The landing page's HTML, rendered at build time by scripts/prerender-landing.ts
 * (docs/decisions/036-prerendered-landing.md). `prerender` waits for the lazy sections below
 * the fold, so the HTML holds the whole page, pricing included.
 */
export async function renderLandingHtml(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <LandingApp upgrade={noop} preload={noop} />
    </StrictMode>,
    // Never outline a finished section into a hidden div that an inline script (which the CSP
    // forbids, ADR 008) would move into place: the page must read whole without JavaScript.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}
