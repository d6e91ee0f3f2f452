const SECOND = 1000;
const MINUTE = 60 * SECOND;

function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/**
 * A wait as people say it: '30 seconds', '44 minutes', '1 hour 5 minutes'. Rounded up, so a
 * player who waits the time said is never refused again.
 */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 60) return count(seconds, 'second');
  const minutes = Math.ceil(ms / MINUTE);
  if (minutes < 60) return count(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? count(hours, 'hour') : `${count(hours, 'hour')} ${count(rest, 'minute')}`;
}
