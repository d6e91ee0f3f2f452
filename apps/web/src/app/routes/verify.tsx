import { VerifyScreen } from '../../features/auth/components/verify-screen';
import { DevMailboxHint } from '../../features/dev-mailbox/components/dev-mailbox-hint';

/** /verify, with the pointer to a development server's local mailbox under the card. */
export function VerifyRoute() {
  return <VerifyScreen hint={<DevMailboxHint />} />;
}
