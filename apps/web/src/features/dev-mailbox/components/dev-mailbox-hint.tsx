import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * A development server says in the page's HTML that it keeps a local mailbox
 * (apps/server/src/http/spa.ts), so a production page never asks for one.
 */
export function hasLocalMailbox(): boolean {
  return document.querySelector('meta[name="jokerwise-dev-mailbox"]') !== null;
}

/** The verify screen's pointer to the local mailbox; nothing where there is none. */
export function DevMailboxHint() {
  if (!hasLocalMailbox()) return null;
  return (
    <p className="flex items-center justify-center gap-2 rounded-xl border border-chip-blue/30 bg-chip-blue/8 px-4 py-3 text-sm text-fg-muted">
      <Inbox aria-hidden="true" className="size-4 shrink-0 text-[#9cc2ff]" />
      <span>
        Developing locally? Your code is in the{' '}
        <Link
          to={paths.devMailbox.getHref()}
          className="font-semibold whitespace-nowrap text-gold-300 underline underline-offset-2 hover:text-gold-200"
        >
          local mailbox
        </Link>
      </span>
    </p>
  );
}
