import { USERNAME_MAX } from '@jokerwise/contracts';
import { CircleCheck, CircleX } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../utils/cn';
import { getUsernameFeedback, type UsernameAvailability } from '../hooks/use-username-availability';

const toneClass = {
  muted: 'text-fg-subtle',
  error: 'text-ruby-300',
  success: 'text-chip-green',
} as const;

export type UsernameFieldProps = UsernameAvailability & { disabled?: boolean; autoFocus?: boolean };

/** The sign-up username with its live availability indicator (docs/product/accounts.md). */
export function UsernameField({
  username,
  status,
  ruleMessage,
  setUsername,
  disabled,
  autoFocus,
}: UsernameFieldProps) {
  const id = useId();
  const feedback = getUsernameFeedback({ status, ruleMessage });
  const isInvalid = status === 'taken' || status === 'invalid';

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Username</Label>
      <div className="relative">
        <Input
          id={id}
          name="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          maxLength={USERNAME_MAX}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="ante_up"
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={isInvalid || undefined}
          aria-describedby={`${id}-feedback`}
          className="pr-11"
        />
        <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center">
          {status === 'checking' && <Spinner size="sm" label="" />}
          {status === 'available' && (
            <CircleCheck aria-hidden="true" className="size-5 text-chip-green" />
          )}
          {isInvalid && <CircleX aria-hidden="true" className="size-5 text-ruby-400" />}
        </span>
      </div>
      <p
        id={`${id}-feedback`}
        aria-live="polite"
        data-status={status}
        className={cn('text-sm', toneClass[feedback.tone])}
      >
        {feedback.text}
      </p>
    </div>
  );
}
