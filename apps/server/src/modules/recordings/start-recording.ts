import type { StartRecordingResponse } from '@jokerwise/contracts';
import type { RecordingDeps } from './recording-deps';
import { signRecordingId } from './recording-id';
import { insertRecording } from './recordings.repository';

/** Do Not Track or Global Privacy Control as the browser sent them. */
export interface PrivacySignals {
  readonly doNotTrack: boolean;
}

/** The caller as recording sees them: no e-mail, no username. */
export interface RecordingUser {
  readonly id: string;
  readonly plan: string | null;
  readonly isAdmin: boolean;
  readonly optedOut: boolean;
}

/**
 * Issues a recording id, unless the user opted out or the browser asks not to be tracked: then
 * nothing is created and the browser never loads the recorder (ADR 022). Identification is the
 * plan and the admin flag as of now; the e-mail and username are never part of a recording.
 */
export async function startRecording(
  deps: RecordingDeps,
  user: RecordingUser,
  signals: PrivacySignals,
): Promise<StartRecordingResponse> {
  if (user.optedOut) return { recording: false, reason: 'opted-out' };
  if (signals.doNotTrack) return { recording: false, reason: 'do-not-track' };
  const id = await insertRecording(deps.db, {
    userId: user.id,
    plan: user.plan,
    isAdmin: user.isAdmin,
    startedAt: deps.now(),
  });
  return { recording: true, recordingId: signRecordingId(deps.config.APP_SECRET, id, user.id) };
}
