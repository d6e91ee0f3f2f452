import type { RecordingPreference } from '@jokerwise/contracts';
import type { RecordingDeps } from './recording-deps';
import { deleteUserRecordings, readOptOut, writeOptOut } from './recordings.repository';

export async function getRecordingPreference(
  deps: RecordingDeps,
  userId: string,
): Promise<RecordingPreference> {
  return { optedOut: await readOptOut(deps.db, userId) };
}

/**
 * Opting out stops recording at once (a batch of a recording already running is refused) and
 * deletes what was recorded so far, as the privacy policy says.
 */
export async function setRecordingPreference(
  deps: RecordingDeps,
  userId: string,
  preference: RecordingPreference,
): Promise<RecordingPreference> {
  await deps.db.transaction(async (tx) => {
    await writeOptOut(tx, userId, preference.optedOut);
    if (preference.optedOut) await deleteUserRecordings(tx, userId);
  });
  return preference;
}
