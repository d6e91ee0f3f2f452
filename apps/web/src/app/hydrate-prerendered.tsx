import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { belowTheFoldLoaded, DEFERRED_SECTIONS } from '../features/marketing';
import { afterPaint } from './after-paint';
import { holdClicksUntilHydrated, holdEarlyClicks } from './hold-early-clicks';
import { PrerenderedApp } from './prerendered-app';
import type { PrerenderedPage } from './prerendered-pages';

const loadApp = () => import('./mount-app');

/**
 * Hydrates a signed-out visitor's prerendered page once its HTML is on screen
 * (docs/decisions/036-prerendered-landing.md), then replaces it with the full app at the first
 * click that needs it.
 */
export function hydratePrerendered(container: HTMLElement, page: PrerenderedPage): void {
  if (page === 'landing') holdEarlyClicks(DEFERRED_SECTIONS, belowTheFoldLoaded());
  const pressHeldClick = holdClicksUntilHydrated(container);
  afterPaint(() => {
    let upgraded: Promise<void> | undefined;
    const upgrade = (then?: () => void) => {
      upgraded ??= loadApp().then(({ renderApp }) => renderApp(root));
      void upgraded.then(then);
    };
    const preload = () => void loadApp();
    const root = hydrateRoot(
      container,
      <StrictMode>
        <PrerenderedApp page={page} upgrade={upgrade} preload={preload} />
      </StrictMode>,
    );
    pressHeldClick();
  });
}
