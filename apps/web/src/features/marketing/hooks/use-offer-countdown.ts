import { useEffect, useState, useSyncExternalStore } from 'react';
import { offerFirstSeenAt } from '../../../lib/storage';
import {
  getOfferDeadline,
  getOfferStart,
  getOfferTimeLeft,
  type OfferTimeLeft,
} from '../lib/offer-countdown';

// From the visitor's first visit, stored in the browser; kept in memory too, so a
// browser that refuses storage still counts from this page's first view.
let pageDeadline: number | undefined;

function getPageDeadline(): number {
  if (pageDeadline === undefined) {
    const start = getOfferStart(offerFirstSeenAt.get(), Date.now());
    offerFirstSeenAt.set(String(start));
    pageDeadline = getOfferDeadline(start);
  }
  return pageDeadline;
}

const subscribeNever = () => () => {};

/**
 * True once the page runs in the browser: false while the prerendered HTML is hydrated (and in
 * the prerender itself), so that first pass matches the HTML (ADR 036), then true.
 */
const useIsBrowser = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/** The full offer: what the prerendered page shows before the visitor's own clock is known. */
const FULL_OFFER = getOfferTimeLeft(getOfferDeadline(0), 0);

/** Time left on the launch offer, re-rendered every second (docs/product/landing.md). */
export function useOfferCountdown(): OfferTimeLeft {
  const isBrowser = useIsBrowser();
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);

  return isBrowser ? getOfferTimeLeft(getPageDeadline(), now) : FULL_OFFER;
}

/** Tests start each countdown from a fresh page load. */
export function resetOfferCountdownForTests(): void {
  pageDeadline = undefined;
}
