/**
 * React drops a click on a part of a hydrating page whose code has not arrived yet (a lazy
 * section): it hydrates what it can and does not replay the event. The prerendered landing shows
 * its plan buttons before the sections below the fold are live, so a visitor's first click there
 * was lost (docs/decisions/036-prerendered-landing.md). Until `ready` settles, clicks on buttons
 * inside `region` are held; the last one is clicked again once the code is there, when React
 * hydrates the section on the spot for it.
 */
export function holdEarlyClicks(region: string, ready: Promise<unknown>): void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(`${region} button`)
        : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A double click is one choice; a second button means the visitor changed their mind.
    held = button;
  };
  document.addEventListener('click', hold, { capture: true });
  const release = () => document.removeEventListener('click', hold, { capture: true });
  ready.then(() => {
    release();
    // A task later: the lazy component's own promise has settled by then.
    setTimeout(() => held?.click(), 0);
  }, release);
}
