import { RECORDING_START_DELAY_MS, type StartRecordingResponse } from '@jokerwise/contracts';
import { startRecording } from '../api/start-recording';
import type { IdentitySource, RecordedUser } from './recording-identity';

// Loaded after the page is interactive (schedule-recording.ts). Consent comes first: nothing is
// captured, and rrweb is not even downloaded, unless the server issues a recording id. The server
// identifies a recording by the session as it is when the recording starts (the plan and the
// admin flag, ADR 022), so a sign-in, a sign-out or a change of plan ends the current recording
// and starts the next one at once (docs/decisions/035-recording-follows-identity.md).

/** Do Not Track or Global Privacy Control, as the browser exposes them. */
export function browserSaysDoNotTrack(nav: Navigator = navigator): boolean {
  const gpc = 'globalPrivacyControl' in nav && nav.globalPrivacyControl === true;
  return gpc || nav.doNotTrack === '1';
}

/** What the server stores about who is recorded; a change of any of it is a new recording. */
function recordingIdentity(user: RecordedUser | null): string | null {
  return user ? JSON.stringify([user.id, user.subscriptionPlan, user.isAdmin]) : null;
}

export interface ControllerDeps {
  doNotTrack: () => boolean;
  start: () => Promise<StartRecordingResponse>;
  /** Starts capturing under the recording id; answers how to stop (and flush). */
  run: (recordingId: string) => Promise<() => void>;
}

const browserDeps: ControllerDeps = {
  doNotTrack: () => browserSaysDoNotTrack(),
  start: startRecording,
  run: async (recordingId) => (await import('./rrweb-recorder')).runRecorder(recordingId),
};

export interface RecordingController {
  /** Follows the identity: starts, restarts or stops the recording when it changes. */
  identify(user: RecordedUser | null): Promise<void>;
}

export function createRecordingController(deps: ControllerDeps = browserDeps): RecordingController {
  let identity: string | null = null;
  let stopCurrent: (() => void) | null = null;
  // Bumped on every change, so a start still in flight for an older identity is dropped.
  let generation = 0;

  return {
    async identify(user) {
      const next = recordingIdentity(user);
      if (next === identity) return;
      identity = next;
      generation += 1;
      const mine = generation;
      stopCurrent?.();
      stopCurrent = null;
      if (!user || deps.doNotTrack()) return;
      const answer = await deps.start().catch(() => null);
      if (mine !== generation || !answer?.recording) return;
      const stop = await deps.run(answer.recordingId);
      if (mine !== generation) stop();
      else stopCurrent = stop;
    },
  };
}

let started = false;

/**
 * docs/product/accounts.md: recording starts 2 s after load (`delayMs`); a visitor who signs in later is
 * recorded from the sign-in on (delay 0). From then on the recording follows the identity.
 */
export async function startSessionRecording(
  identity: IdentitySource,
  delayMs: number = RECORDING_START_DELAY_MS,
): Promise<void> {
  if (started) return;
  started = true;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const controller = createRecordingController();
  identity.subscribe((user) => void controller.identify(user));
  await controller.identify(identity.current());
}
