/**
 * docs/product/landing.md: the launch offer runs 14 days. From the visitor's first visit, stored in the
 * browser, rather than from each page load, which would promise a fresh 14 days forever
 * (docs/decisions/024-plan-savings-computed-from-prices.md).
 */
export const OFFER_DAYS = 14;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface OfferTimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The first visit: the stored one when it is a past moment, else now (a new visitor). */
export function getOfferStart(stored: string | null, now: number): number {
  const firstSeen = Number(stored);
  return stored !== null && Number.isSafeInteger(firstSeen) && firstSeen > 0 && firstSeen <= now
    ? firstSeen
    : now;
}

export function getOfferDeadline(loadedAt: number): number {
  return loadedAt + OFFER_DAYS * DAY;
}

/** Whole units left until the deadline; zero once it has passed. */
export function getOfferTimeLeft(deadline: number, now: number): OfferTimeLeft {
  const left = Math.max(0, deadline - now);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'Only 13 d left' — the wording of docs/product/landing.md. */
export function formatDaysLeft({ days }: OfferTimeLeft): string {
  return `Only ${days} d left`;
}

/** '23:59:07' — the ticking part under the day count. */
export function formatClock({ hours, minutes, seconds }: OfferTimeLeft): string {
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
