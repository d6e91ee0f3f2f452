import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDaysLeft,
  getOfferDeadline,
  getOfferStart,
  getOfferTimeLeft,
  OFFER_DAYS,
} from './offer-countdown';

const loadedAt = Date.UTC(2025, 6, 1, 12, 0, 0);
const deadline = getOfferDeadline(loadedAt);
const SECOND = 1000;
const DAY = 86_400 * SECOND;

describe('offer countdown', () => {
  it('runs 14 days from page load (docs/product/landing.md)', () => {
    expect(OFFER_DAYS).toBe(14);
    expect(deadline - loadedAt).toBe(14 * DAY);
  });

  it.each([
    [0, 'Only 14 d left', '00:00:00'],
    [SECOND, 'Only 13 d left', '23:59:59'],
    [DAY + 3_723 * SECOND, 'Only 12 d left', '22:57:57'],
    [14 * DAY - SECOND, 'Only 0 d left', '00:00:01'],
    [14 * DAY, 'Only 0 d left', '00:00:00'],
    [20 * DAY, 'Only 0 d left', '00:00:00'],
  ])('%i ms after load shows "%s" and %s', (elapsed, days, clock) => {
    const timeLeft = getOfferTimeLeft(deadline, loadedAt + elapsed);
    expect(formatDaysLeft(timeLeft)).toBe(days);
    expect(formatClock(timeLeft)).toBe(clock);
  });
});

describe('offer start (ADR 024: from the first visit, not every load)', () => {
  const now = loadedAt + 3 * DAY;
  it.each<[string, string | null, number]>([
    ['a stored first visit', String(loadedAt), loadedAt],
    ['no stored visit (a new visitor)', null, now],
    ['a stored moment in the future', String(now + DAY), now],
    ['an unreadable value', 'soon', now],
    ['zero', '0', now],
  ])('%s', (_case, stored, start) => {
    expect(getOfferStart(stored, now)).toBe(start);
  });
});
