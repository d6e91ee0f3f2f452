import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '.';

/** Draws the full app into a root, at once: callers act on its DOM right after. */
export function renderApp(root: Root): void {
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

/** Every page but the prerendered landing: the full app from an empty root. */
export function mountApp(container: HTMLElement): void {
  renderApp(createRoot(container));
}
