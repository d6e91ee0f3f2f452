import { RECORDING_START_DELAY_MS, type StartRecordingResponse } from '@jokerwise/contracts';
import { startRecording } from '../api/start-recording';
import type { IdentitySource, RecordedUser } from './recording-identity';
import type { RecorderHandle } from './rrweb-recorder';

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
  /** Starts capturing under the recording id. */
  run: (recordingId: string) => Promise<RecorderHandle>;
}

const browserDeps: ControllerDeps = {
  doNotTrack: () => browserSaysDoNotTrack(),
  start: startRecording,
  run: async (recordingId) => (await import('./rrweb-recorder')).runRecorder(recordingId),
};

export interface RecordingController {
  /** Follows the identity: starts, restarts or stops the recording when it changes. */
  identify(user: RecordedUser | null): Promise<void>;
  /** Sends what the current recording holds, while the session that owns it still works. */
  flush(): Promise<void>;
}

export function createRecordingController(deps: ControllerDeps = browserDeps): RecordingController {
  let identity: string | null = null;
  let current: RecorderHandle | null = null;
  // Bumped on every change, so a start still in flight for an older identity is dropped.
  let generation = 0;

  return {
    async identify(user) {
      const next = recordingIdentity(user);
      if (next === identity) return;
      identity = next;
      generation += 1;
      const mine = generation;
      // Signed out, the session is gone: what is left could only be refused (ADR 039).
      current?.stop({ send: user !== null });
      current = null;
      if (!user || deps.doNotTrack()) return;
      const answer = await deps.start().catch(() => null);
      if (mine !== generation || !answer?.recording) return;
      const recorder = await deps.run(answer.recordingId);
      if (mine !== generation) recorder.stop({ send: identity !== null });
      else current = recorder;
    },
    async flush() {
      await current?.flush();
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
  // A sign-out revokes the session first and reports the new identity after: without this the
  // events of the last seconds would be sent with a dead token and refused.
  identity.beforeSignOut(() => controller.flush());
  await controller.identify(identity.current());
}
