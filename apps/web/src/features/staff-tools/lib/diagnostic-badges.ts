import type { DnsRecordCheck } from '@jokerwise/contracts';
import type { BadgeVariant } from '../../../components/ui/badge';

// docs/product/staff-console.md: the e-mail tools show Missing, Failed, Found and Missing-Error badges.

export type DiagnosticBadge = 'Found' | 'Missing' | 'Failed' | 'Missing-Error' | 'Passed';

export const BADGE_VARIANTS: Record<DiagnosticBadge, BadgeVariant> = {
  Found: 'success',
  Passed: 'success',
  Missing: 'destructive',
  Failed: 'destructive',
  'Missing-Error': 'destructive',
};

/** A record that is simply absent is Missing; a lookup that failed (timeout, SERVFAIL) is Missing-Error. */
export function dnsBadge(check: DnsRecordCheck): DiagnosticBadge {
  if (check.found) return 'Found';
  const error = check.error ?? '';
  const absent = /^(ENOTFOUND|ENODATA)|^no (matching TXT|MX) record/.test(error);
  return absent ? 'Missing' : 'Missing-Error';
}

export function presenceBadge(present: boolean): DiagnosticBadge {
  return present ? 'Found' : 'Missing';
}

export function checkBadge(success: boolean): DiagnosticBadge {
  return success ? 'Passed' : 'Failed';
}
