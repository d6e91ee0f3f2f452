import { DevMailboxPage } from '../../features/dev-mailbox/components/dev-mailbox-page';

/** /dev-mailbox (development servers only): a lazy chunk, never in the landing bundle. */
export function DevMailboxRoute() {
  return <DevMailboxPage />;
}
