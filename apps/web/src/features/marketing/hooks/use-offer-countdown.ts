import { useEffect, useState } from 'react';
import { getOfferDeadline, getOfferTimeLeft, type OfferTimeLeft } from '../lib/offer-countdown';

// "From page load": fixed the first time the countdown is shown, kept across client navigation.
let pageDeadline: number | undefined;

function getPageDeadline(): number {
  pageDeadline ??= getOfferDeadline(Date.now());
  return pageDeadline;
}

/** Time left on the launch offer, re-rendered every second (spec 000 §2). */
export function useOfferCountdown(): OfferTimeLeft {
  const [deadline] = useState(getPageDeadline);
  const [timeLeft, setTimeLeft] = useState(() => getOfferTimeLeft(deadline, Date.now()));

  useEffect(() => {
    const tick = () => setTimeLeft(getOfferTimeLeft(deadline, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return timeLeft;
}

/** Tests start each countdown from a fresh page load. */
export function resetOfferCountdownForTests(): void {
  pageDeadline = undefined;
}
