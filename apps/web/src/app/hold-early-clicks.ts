/**
 * Holds clicks on the buttons `matches` picks until `release`: the page under them is not live
 * yet. Answers the last button held; a second one means the visitor changed their mind, and a
 * double click is one choice.
 */
export function holdClicks(matches: (button: HTMLButtonElement) => boolean) {
  let held: HTMLButtonElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !matches(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  document.addEventListener('click', hold, { capture: true });
  return {
    held: () => held,
    release: () => document.removeEventListener('click', hold, { capture: true }),
  };
}

/**
 * React drops a click on a part of a hydrating page whose code has not arrived yet (a lazy
 * section): it hydrates what it can and does not replay the event. The prerendered landing shows
 * its plan buttons before the sections below the fold are live, so a visitor's first click there
 * was lost (docs/decisions/036-prerendered-landing.md). Until `ready` settles, clicks on buttons
 * inside `region` are held; the last one is clicked again once the code is there, when React
 * hydrates the section on the spot for it.
 */
export function holdEarlyClicks(region: string, ready: Promise<unknown>): void {
  const clicks = holdClicks((button) => button.closest(region) !== null);
  ready.then(() => {
    clicks.release();
    // A task later: the lazy component's own promise has settled by then.
    setTimeout(() => clicks.held()?.click(), 0);
  }, clicks.release);
}

/**
 * Until `hydrateRoot` is called React listens to nothing on the prerendered page, which happens
 * only after its first paint: a press on any of its buttons meanwhile (a keyboard user's Enter on
 * Sign In right after the page loads) was lost. Clicks on the container's buttons are held; the
 * returned function, called once React listens, presses the last one again, and React hydrates
 * that part at once to answer it.
 */
export function holdClicksUntilHydrated(container: HTMLElement): () => void {
  const clicks = holdClicks((button) => container.contains(button));
  return () => {
    clicks.release();
    clicks.held()?.click();
  };
}
