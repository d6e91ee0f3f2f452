/**
 * Runs `work` once the browser has painted the page as it is: a prerendered page shows its HTML
 * first and hydrates after, so the paint never waits for React's work
 * (docs/decisions/036-prerendered-landing.md). A frame callback runs just before a paint; the task
 * it queues runs after it. A hidden tab paints no frames, so there the work runs at once.
 */
export function afterPaint(work: () => void): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
