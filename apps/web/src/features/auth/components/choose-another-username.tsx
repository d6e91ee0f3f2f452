import type { UsernameAvailability } from '../hooks/use-username-availability';
import { UsernameField } from './username-field';

export interface ChooseAnotherUsernameProps {
  /** The server's words: someone took the name between the check and the sign-up. */
  message: string;
  availability: UsernameAvailability;
  disabled: boolean;
}

/** Asks a sign-up that lost its username to a race for another; the same code then finishes it. */
export function ChooseAnotherUsername({
  message,
  availability,
  disabled,
}: ChooseAnotherUsernameProps) {
  return (
    <div className="mb-5 flex flex-col gap-3 rounded-xl border border-ruby-500/40 bg-ruby-500/10 p-4 text-left">
      <p role="alert" className="text-sm font-medium text-ruby-300">
        {message}
      </p>
      <UsernameField {...availability} disabled={disabled} autoFocus />
    </div>
  );
}
