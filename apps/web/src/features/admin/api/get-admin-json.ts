import { api } from '../../../lib/api-client';

/*
 * The read-only answers the hub shows as raw JSON in place of the spec's "open in a new window"
 * (a new window would carry no bearer token, and a GET must never change state: docs/decisions/
 * 016-staff-console-bootstrap-and-audit.md). Only these URLs, fetched with the session.
 */
export const RAW_JSON_SOURCES = {
  health: { url: '/api/health', title: 'Health check' },
  subscriptionAudit: { url: '/api/admin/audit-subscriptions', title: 'Raw subscription audit' },
  latestReconciliation: {
    url: '/api/admin/reconcile-subscriptions',
    title: 'Reconciliation status',
  },
  paymentConnection: { url: '/api/admin/test-stripe-connection', title: 'Stripe connection' },
  admins: { url: '/api/admin/admins', title: 'Admin users' },
} as const;

export type RawJsonSource = keyof typeof RAW_JSON_SOURCES;

export function getAdminJson(source: RawJsonSource, signal?: AbortSignal): Promise<unknown> {
  return api.get(RAW_JSON_SOURCES[source].url, { signal });
}
