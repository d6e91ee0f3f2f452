import { KeyRound } from 'lucide-react';

const placeholderLink =
  'rounded px-1 text-sm text-fg-subtle transition-colors hover:text-fg-muted focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The /auth screen's own bar (spec 000 §2): a generic brand and Documentation and Support links
 * that have no targets yet — rendered as placeholder links (an <a> without href), which are not
 * focusable and go nowhere.
 */
export function AuthTopBar() {
  return (
    <div className="border-b border-white/6 bg-surface-sunken/40">
      <div className="mx-auto flex h-11 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <span className="flex items-center gap-2 text-sm font-semibold tracking-wide text-fg-muted">
          <KeyRound aria-hidden="true" className="size-4 text-gold-400" />
          Secure Login
        </span>
        <nav aria-label="Help" className="flex items-center gap-4">
          <a className={placeholderLink}>Documentation</a>
          <a className={placeholderLink}>Support</a>
        </nav>
      </div>
    </div>
  );
}
