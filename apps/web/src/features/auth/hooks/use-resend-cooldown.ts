import { RESEND_COOLDOWN_SECONDS } from '@jokerwise/contracts';
import { useCallback, useEffect, useState } from 'react';

const COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000;

/**
 * The resend countdown (docs/product/accounts.md: disabled for 30 s after a successful resend). It also runs
 * after the first code, whose cooldown the server enforces as well, so the link is never
 * enabled only to answer "please wait".
 */
export function useResendCooldown(lastSentAt?: number) {
  const [until, setUntil] = useState(() => (lastSentAt ?? 0) + COOLDOWN_MS);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));
  const isCoolingDown = secondsLeft > 0;

  useEffect(() => {
    if (!isCoolingDown) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [isCoolingDown]);

  const start = useCallback(() => {
    const sentAt = Date.now();
    setNow(sentAt);
    setUntil(sentAt + COOLDOWN_MS);
  }, []);

  return { secondsLeft, isCoolingDown, start };
}
