/** Seconds as "2d 3h", "4h 12m", "5m 3s" or "42s". */
export function formatUptime(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

export function formatMs(ms: number | null): string {
  return ms === null ? 'no answer' : `${ms} ms`;
}

/** How long ago, in whole seconds, from the server's check time. */
export function secondsAgo(at: string, checkedAt: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(checkedAt) - Date.parse(at)) / 1000));
  return `${seconds}s ago`;
}
