import { runStateSchema } from '@jokerwise/contracts';
import type { TrackerState } from '@jokerwise/game';
import { trackerSessionText } from '../../../lib/storage';

/*
 * docs/product/accounts.md "The tracker state is kept in browser session storage"; Load Game and New Game
 * clear it. The run on the server is the source of truth; this copy lets a tab that has not
 * saved yet (a new member's first visit) keep its hand levels across a reload. The workspace
 * chunk already holds zod, so the stored value is parsed like every other boundary; the storage
 * itself is lib/storage.ts's, like every other stored value.
 */
const trackerSchema = runStateSchema.shape.tracker;

export function readTrackerSession(): TrackerState | null {
  const raw = trackerSessionText.get();
  if (raw === null) return null;
  try {
    const parsed = trackerSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeTrackerSession(tracker: TrackerState): void {
  trackerSessionText.set(JSON.stringify(tracker));
}

export function clearTrackerSession(): void {
  trackerSessionText.remove();
}
