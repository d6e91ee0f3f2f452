import { runStateSchema } from '@jokerwise/contracts';
import type { TrackerState } from '@jokerwise/game';

/*
 * spec 001 §3 "The tracker state is kept in browser session storage"; §4 Load Game and New Game
 * clear it. The run on the server is the source of truth; this copy lets a tab that has not
 * saved yet (a new member's first visit) keep its hand levels across a reload. The workspace
 * chunk already holds zod, so the stored value is parsed like every other boundary.
 */
const KEY = 'pokerHandTracker';
const trackerSchema = runStateSchema.shape.tracker;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readTrackerSession(): TrackerState | null {
  try {
    const raw = session()?.getItem(KEY);
    if (raw == null) return null;
    const parsed = trackerSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeTrackerSession(tracker: TrackerState): void {
  try {
    session()?.setItem(KEY, JSON.stringify(tracker));
  } catch {
    // Quota exceeded or storage disabled: the server copy still has it.
  }
}

export function clearTrackerSession(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    // Storage disabled: nothing to clear.
  }
}
