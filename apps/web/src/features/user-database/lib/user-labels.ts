import type { BadgeVariant } from '../../../components/ui/badge';

// docs/product/staff-console.md: statuses and plans are coloured. Stored statuses other than active and trialing
// (canceled, past_due…) show as they are, in the inactive colour.

export function statusVariant(status: string): BadgeVariant {
  if (status === 'active') return 'success';
  if (status === 'trialing') return 'info';
  return 'default';
}

export function planVariant(plan: string | null): BadgeVariant {
  if (plan === 'legend') return 'gold';
  if (plan === 'master') return 'destructive';
  if (plan === 'explorer') return 'info';
  return 'default';
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium', hour12: false });

export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatDate = (iso: string) => date.format(new Date(iso));
export const formatTime = (at: number) => time.format(new Date(at));
