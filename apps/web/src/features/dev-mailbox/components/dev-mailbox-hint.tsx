import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDevMailbox } from '../api/get-dev-mailbox';

/**
 * The verify screen's pointer to the local mailbox, shown only when the server answers for one
 * (it runs with NODE_ENV=development). Asked once, when the screen opens; elsewhere it renders
 * nothing.
 */
export function DevMailboxHint() {
  const { data } = useDevMailbox({ live: false });
  if (!data) return null;
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
