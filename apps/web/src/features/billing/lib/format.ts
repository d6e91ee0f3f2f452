// One wording for dates and money on every billing screen; the app is in US English.

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 'November 25, 2026'; null and unreadable dates read '—'. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** 19.99 → '$19.99'; null reads '—'. */
export function formatDollars(amount: number | null | undefined): string {
  return amount == null ? '—' : moneyFormat.format(amount);
}

/** 1999 → '$19.99'. */
export function formatCents(cents: number): string {
  return moneyFormat.format(cents / 100);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day a trial that starts `now` ends. */
export function trialEndsOn(trialDays: number, now: Date): Date {
  return new Date(now.getTime() + trialDays * DAY_MS);
}
