/** Spec 000 §9: the launch offer runs 14 days from page load. */
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

/** 'Only 13 d left' — the wording of spec 000 §2. */
export function formatDaysLeft({ days }: OfferTimeLeft): string {
  return `Only ${days} d left`;
}

/** '23:59:07' — the ticking part under the day count. */
export function formatClock({ hours, minutes, seconds }: OfferTimeLeft): string {
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
