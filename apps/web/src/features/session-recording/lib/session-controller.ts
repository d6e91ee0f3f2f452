import { RECORDING_START_DELAY_MS } from '@jokerwise/contracts';
import { startRecording } from '../api/start-recording';

// Loaded after the page is interactive (schedule-recording.ts). Consent comes first: nothing is
// captured, and rrweb is not even downloaded, unless the server issues a recording id.

/** Do Not Track or Global Privacy Control, as the browser exposes them. */
export function browserSaysDoNotTrack(nav: Navigator = navigator): boolean {
  const gpc = 'globalPrivacyControl' in nav && nav.globalPrivacyControl === true;
  return gpc || nav.doNotTrack === '1';
}

export async function startSessionRecording(): Promise<void> {
  // Spec 001 §9: recording starts 2 s after load.
  await new Promise((resolve) => setTimeout(resolve, RECORDING_START_DELAY_MS));
  if (browserSaysDoNotTrack()) return;
  const answer = await startRecording().catch(() => null);
  if (!answer?.recording) return;
  const { runRecorder } = await import('./rrweb-recorder');
  runRecorder(answer.recordingId);
}
