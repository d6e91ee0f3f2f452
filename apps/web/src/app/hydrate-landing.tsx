import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { belowTheFoldLoaded, DEFERRED_SECTIONS } from '../features/marketing';
import { holdEarlyClicks } from './hold-early-clicks';
import { LandingApp } from './landing-app';

const loadApp = () => import('./mount-app');

/**
 * Hydrates a signed-out visitor's prerendered landing page
 * (docs/decisions/036-prerendered-landing.md), then replaces it with the full app at the first
 * click that needs it.
 */
export function hydrateLanding(container: HTMLElement): void {
  let upgraded: Promise<void> | undefined;
  const upgrade = (then?: () => void) => {
    upgraded ??= loadApp().then(({ renderApp }) => renderApp(root));
    void upgraded.then(then);
  };
  const preload = () => void loadApp();
  holdEarlyClicks(DEFERRED_SECTIONS, belowTheFoldLoaded());
  const root = hydrateRoot(
    container,
    <StrictMode>
      <LandingApp upgrade={upgrade} preload={preload} />
    </StrictMode>,
  );
}
