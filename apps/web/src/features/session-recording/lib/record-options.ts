// What rrweb may see (docs/decisions/022-session-recording-privacy.md). Every input is masked;
// the fields that identify a person are not recorded at all (blocked: replay shows an empty box);
// e-mail addresses are masked in any text, and whole areas marked data-recording-mask.

export const BLOCK_SELECTOR = [
  'input[type="email"]',
  'input[autocomplete="email"]',
  'input[autocomplete="username"]',
  'input[autocomplete="one-time-code"]',
  '[data-recording-block]',
].join(', ');

const EMAIL = /[^\s@<>()"']+@[^\s@<>()"']+/g;

/** rrweb's maskTextFn: masked areas entirely, elsewhere only what looks like an e-mail. */
export function maskText(text: string, element: HTMLElement | null): string {
  if (element?.closest('[data-recording-mask]')) return text.replace(/\S/g, '*');
  return text.replace(EMAIL, (match) => '*'.repeat(match.length));
}

/** A Meta event's href without query or fragment: they can carry a token. */
export function pageHref(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

export const RECORD_OPTIONS = {
  maskAllInputs: true,
  blockSelector: BLOCK_SELECTOR,
  // Every text node goes through maskText, which decides what to hide.
  maskTextSelector: '*',
  maskTextFn: maskText,
  recordCanvas: false,
  collectFonts: false,
  inlineImages: false,
  slimDOMOptions: 'all',
  // Fewer mouse positions and scroll events; only the final value of an input.
  sampling: { mousemove: 200, scroll: 300, media: 800, input: 'last' },
  // A full snapshot every 2 minutes, so a partial session (a lost batch) still replays.
  checkoutEveryNms: 2 * 60 * 1000,
} as const;
