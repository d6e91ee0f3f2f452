import { USERNAME_MESSAGES } from '@jokerwise/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkUsername } from '../api/check-username';
import { getUsernameRuleMessage, sanitizeUsername } from '../lib/username';

/** docs/product/accounts.md username availability states. */
export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken' | 'invalid';

/** docs/product/accounts.md: the check runs 500 ms after typing stops. */
export const USERNAME_CHECK_DELAY_MS = 500;

export const USERNAME_INDICATORS = {
  taken: 'Username already taken',
  invalid: 'Invalid username format',
} as const;

export interface UsernameAvailability {
  username: string;
  status: UsernameStatus;
  /** A rule the typed name breaks (characters, length), when there is one. */
  ruleMessage: string | null;
  setUsername: (raw: string) => void;
}

/**
 * docs/product/accounts.md: idle while empty or malformed; available or taken from the answer; invalid on a
 * request error, a non-OK answer or a stripped character. 'checking' covers the debounce wait
 * too, so an old 'available' never vouches for a newer name.
 */
export function useUsernameAvailability(): UsernameAvailability {
  const [username, setValue] = useState('');
  const [status, setStatus] = useState<UsernameStatus>('idle');
  const [ruleMessage, setRuleMessage] = useState<string | null>(null);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>(
    {},
  );

  const cancelPending = useCallback(() => {
    clearTimeout(pending.current.timer);
    pending.current.controller?.abort();
    pending.current = {};
  }, []);

  useEffect(() => {
    return cancelPending;
  }, [cancelPending]);

  const setUsername = useCallback(
    (raw: string) => {
      cancelPending();
      const { value, hadDisallowed, wasTruncated } = sanitizeUsername(raw);
      setValue(value);
      if (hadDisallowed) {
        setStatus('invalid');
        setRuleMessage(USERNAME_MESSAGES.badCharacters);
        return;
      }
      const broken = value ? getUsernameRuleMessage(value) : null;
      if (!value || broken) {
        setStatus('idle');
        setRuleMessage(broken);
        return;
      }
      setStatus('checking');
      setRuleMessage(wasTruncated ? USERNAME_MESSAGES.tooLong : null);
      const controller = new AbortController();
      const timer = setTimeout(() => {
        checkUsername(value, controller.signal).then(
          (available) => {
            if (!controller.signal.aborted) setStatus(available ? 'available' : 'taken');
          },
          () => {
            if (!controller.signal.aborted) setStatus('invalid');
          },
        );
      }, USERNAME_CHECK_DELAY_MS);
      pending.current = { timer, controller };
    },
    [cancelPending],
  );

  return { username, status, ruleMessage, setUsername };
}

/** The line under the field: the indicator of docs/product/accounts.md, else the broken rule, else progress. */
export function getUsernameFeedback({
  status,
  ruleMessage,
}: Pick<UsernameAvailability, 'status' | 'ruleMessage'>): {
  text: string;
  tone: 'muted' | 'error' | 'success';
} {
  switch (status) {
    case 'taken':
      return { text: USERNAME_INDICATORS.taken, tone: 'error' };
    case 'invalid':
      return { text: ruleMessage ?? USERNAME_INDICATORS.invalid, tone: 'error' };
    case 'checking':
      return { text: ruleMessage ?? 'Checking availability…', tone: 'muted' };
    case 'available':
      return { text: ruleMessage ?? 'Username is available', tone: 'success' };
    case 'idle':
      return { text: ruleMessage ?? '3–20 letters, numbers or underscores', tone: 'muted' };
  }
}
