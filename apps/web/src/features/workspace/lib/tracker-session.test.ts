import { createTrackerState } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { clearTrackerSession, readTrackerSession, writeTrackerSession } from './tracker-session';

describe('the tracker in session storage (docs/product/workspace.md)', () => {
  it('round-trips the tracker and clears it', () => {
    const tracker = { ...createTrackerState(), secretHandsUnlocked: true };
    writeTrackerSession(tracker);
    expect(readTrackerSession()).toEqual(tracker);
    clearTrackerSession();
    expect(readTrackerSession()).toBeNull();
  });

  it('reads a tampered value as absent', () => {
    window.sessionStorage.setItem('pokerHandTracker', '{"handLevels":{"Pair":99}}');
    expect(readTrackerSession()).toBeNull();
    window.sessionStorage.setItem('pokerHandTracker', 'not json');
    expect(readTrackerSession()).toBeNull();
  });
});
