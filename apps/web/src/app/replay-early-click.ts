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
  let held: { testId: string; text: string } | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !prerendered.has(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const testId = button.closest<HTMLElement>('[data-testid]')?.dataset.testid;
    // A second button means the visitor changed their mind; an unnamed one cannot be found again.
    held = testId ? { testId, text: button.textContent.trim() } : null;
  };
  document.addEventListener('click', hold, { capture: true });
  const release = () => document.removeEventListener('click', hold, { capture: true });

  const findDrawn = (wanted: { testId: string; text: string }) =>
    Array.from(
      container.querySelectorAll<HTMLButtonElement>(`[data-testid="${wanted.testId}"] button`),
    ).find((button) => !prerendered.has(button) && button.textContent.trim() === wanted.text);

  // Held until the app has replaced the prerendered HTML, which follows the app's code loading.
  const replaced = () => !Array.from(prerendered).some((button) => button.isConnected);
  const settle = (observer: MutationObserver) => {
    if (!replaced()) return;
    release();
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
      release();
    }, giveUpMs);
  }, release);
}
