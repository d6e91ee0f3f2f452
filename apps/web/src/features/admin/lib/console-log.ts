import {
  LOGGED_UPDATED_USERS,
  LOGGED_USERS_WITH_ISSUES,
  type PaymentConnectionTest,
  type ReconcileUserResult,
  type ReconciliationRun,
  type SubscriptionAudit,
} from '@jokerwise/contracts';
import type { AdminFailure } from './admin-failure';

// The admin console log of docs/product/staff-console.md: entries and the words each operation logs.

export const CONSOLE_ENTRY_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type ConsoleEntryType = (typeof CONSOLE_ENTRY_TYPES)[number];

export interface ConsoleEntry {
  readonly id: string;
  readonly timestamp: Date;
  readonly type: ConsoleEntryType;
  readonly message: string;
  readonly details?: string;
}

export type ConsoleLine = Omit<ConsoleEntry, 'id' | 'timestamp'>;

/** docs/product/staff-console.md: timestamps are 24-hour, HH:MM:SS in the viewer's time zone. */
export function formatConsoleTime(date: Date): string {
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/** docs/product/staff-console.md: the elapsed time of an operation, in seconds. */
export function formatElapsed(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** "1 user", "2 users". */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const statusChange = (from: string | null, to: string | null) =>
  `${from ?? 'none'} → ${to ?? 'none'}`;

export function describeReconciliation(run: ReconciliationRun): ConsoleLine {
  if (run.status === 'failed') {
    return { type: 'error', message: run.message ?? 'Reconciliation failed.' };
  }
  const updated = run.summary.filter((entry) => entry.action === 'updated');
  const lines = updated
    .slice(0, LOGGED_UPDATED_USERS)
    .map((entry) => `${entry.email}: ${statusChange(entry.oldStatus, entry.newStatus)}`);
  if (run.updated > lines.length) lines.push(`… and ${run.updated - lines.length} more`);
  return {
    type: run.errors > 0 ? 'warning' : 'success',
    message: `Reconciliation complete: ${countOf(run.totalUsers, 'user')} checked, ${run.updated} updated, ${countOf(run.errors, 'error')}`,
    ...(lines.length > 0 ? { details: lines.join('\n') } : {}),
  };
}

export function describeAudit(audit: SubscriptionAudit): ConsoleLine {
  const { summary } = audit;
  const lines = audit.users
    .slice(0, LOGGED_USERS_WITH_ISSUES)
    .map((user) => `${user.email}: ${user.issues.join('; ')}`);
  if (summary.hasIssues > lines.length)
    lines.push(`… and ${summary.hasIssues - lines.length} more`);
  return {
    type: summary.hasIssues > 0 ? 'warning' : 'success',
    message:
      `Audit complete: ${countOf(summary.totalUsers, 'user')}, ${summary.needsSync} need sync, ` +
      `${summary.activeSubscriptions} active, ${summary.trialingSubscriptions} trialing, ` +
      `${summary.hasIssues} with issues`,
    ...(lines.length > 0 ? { details: lines.join('\n') } : {}),
  };
}

export function describeUserSync(userId: string, answer: ReconcileUserResult): ConsoleLine {
  const changes = Object.entries(answer.result.changes).map(
    ([field, change]) => `${field}: ${statusChange(change.from, change.to)}`,
  );
  return {
    type: 'success',
    message:
      changes.length > 0
        ? `User ${userId} synced: ${statusChange(answer.result.oldStatus, answer.result.newStatus)}`
        : `User ${userId} is already in sync (${answer.result.newStatus ?? 'none'})`,
    ...(changes.length > 0 ? { details: changes.join('\n') } : {}),
  };
}

export function describePaymentConnection(test: PaymentConnectionTest): ConsoleLine {
  const { account } = test;
  const where = [account.displayName, account.id, account.country].filter(Boolean).join(' · ');
  return {
    type: test.success ? 'success' : 'error',
    message: `${test.message} (${where}${account.livemode ? ', live mode' : ', test mode'})`,
  };
}

/** docs/product/staff-console.md: the server's message, else 'Network error: …'. */
export function describeFailure(failure: AdminFailure): ConsoleLine {
  switch (failure.kind) {
    case 'session-expired':
      return { type: 'error', message: 'Authentication failed' };
    case 'forbidden':
      return { type: 'error', message: 'Admin access required' };
    case 'server':
      return { type: 'error', message: failure.message };
    case 'network':
      return { type: 'error', message: `Network error: ${failure.message}` };
    case 'aborted':
      return { type: 'info', message: 'Cancelled' };
  }
}
