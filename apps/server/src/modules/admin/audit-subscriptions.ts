import { AUDIT_USERS_MAX, type SubscriptionAudit } from '@jokerwise/contracts';
import { listUsersAfter } from './reconciliation.repository';
import type { ReconcileOneDeps } from './reconcile-one';

// Audit Subscriptions (docs/product/staff-console.md): the same comparison as a reconciliation, read-only. It
// reports; it never writes, so it needs no job and no audit entry.

const PAGE = 100;
const LIVE = new Set(['active', 'past_due']);

export async function auditSubscriptions(
  deps: Pick<ReconcileOneDeps, 'db' | 'subscriptions'>,
): Promise<SubscriptionAudit> {
  const summary = {
    totalUsers: 0,
    needsSync: 0,
    activeSubscriptions: 0,
    trialingSubscriptions: 0,
    hasIssues: 0,
  };
  const users: SubscriptionAudit['users'] = [];
  let cursor: string | null = null;
  for (;;) {
    const page = await listUsersAfter(deps.db, cursor, PAGE);
    if (page.length === 0) break;
    for (const user of page) {
      cursor = user.id;
      summary.totalUsers += 1;
      if (LIVE.has(user.subscriptionStatus)) summary.activeSubscriptions += 1;
      if (user.subscriptionStatus === 'trialing') summary.trialingSubscriptions += 1;
      // A provider outage fails the whole audit with its plain message (a 502), not one row each.
      const inspection = await deps.subscriptions.inspect(user.id);
      if (!inspection || inspection.issues.length === 0) continue;
      if (inspection.needsSync) summary.needsSync += 1;
      summary.hasIssues += 1;
      if (users.length < AUDIT_USERS_MAX) {
        users.push({ userId: user.id, email: user.email, issues: inspection.issues });
      }
    }
  }
  return { success: true, summary, users };
}
