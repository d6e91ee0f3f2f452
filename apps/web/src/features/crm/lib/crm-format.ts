import type { CrmLastSync } from '@jokerwise/contracts';

// docs/product/staff-console.md: success rate, duration and the connection badge as the dashboard shows them.

/** The rounded percent of successes over users; 0 with no users. */
export function successRate(sync: Pick<CrmLastSync, 'successCount' | 'totalUsers'>): number {
  return sync.totalUsers === 0 ? 0 : Math.round((sync.successCount / sync.totalUsers) * 100);
}

/** Milliseconds as seconds with 2 decimals. */
export function formatDuration(ms: number): string {
  return `${(ms / 1000).toFixed(2)}s`;
}

/** The hub card says Connected or Failed; the page shows the status string, else Unknown. */
export function connectionBadge(status: string | null | undefined, compact: boolean): string {
  if (compact) return status === 'connected' ? 'Connected' : 'Failed';
  if (!status) return 'Unknown';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString();
}
