import { holdClicks } from './hold-early-clicks';

/**
 * A visitor with a stored session sees the prerendered page until the full app has loaded and
 * replaced it (main.tsx). A click on one of its buttons meanwhile lands on HTML about to be
 * thrown away, so a returning player's first press of a plan was lost. The press is held; once
 * the app has drawn the same button — the one with the same text under the same `data-testid` —
 * it is pressed there. Nothing is pressed after `giveUpMs` (the page never drew it).
 */
export function replayEarlyClick(
  container: HTMLElement,
  mounted: Promise<unknown>,
  giveUpMs = 10_000,
): void {
  const prerendered = new Set(container.querySelectorAll('button'));
  const clicks = holdClicks((button) => prerendered.has(button));

  // The held button, thrown away with the prerendered HTML, still knows its card and text.
  const findDrawn = (held: HTMLButtonElement) => {
    const testId = held.closest<HTMLElement>('[data-testid]')?.dataset.testid;
    if (!testId) return undefined;
    const text = held.textContent.trim();
    return Array.from(
      container.querySelectorAll<HTMLButtonElement>(`[data-testid="${testId}"] button`),
    ).find((button) => !prerendered.has(button) && button.textContent.trim() === text);
  };

  // Held until the app has replaced the prerendered HTML, which follows the app's code loading.
  const replaced = () => !Array.from(prerendered).some((button) => button.isConnected);
  const settle = (observer: MutationObserver) => {
    if (!replaced()) return;
    clicks.release();
    const held = clicks.held();
    const button = held && findDrawn(held);
    if (!held || button) {
      observer.disconnect();
      button?.click();
    }
  };
  mounted.then(() => {
    const observer = new MutationObserver(() => settle(observer));
    observer.observe(container, { childList: true, subtree: true });
    settle(observer);
    setTimeout(() => {
      observer.disconnect();
      clicks.release();
    }, giveUpMs);
  }, clicks.release);
}
