import { startRecordingResponseSchema, type StartRecordingResponse } from '@jokerwise/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/session-recording/start: an id to record under, or why not (opt-out, DNT). */
export function startRecording(): Promise<StartRecordingResponse> {
  return api.post('/api/session-recording/start', undefined, {
    schema: startRecordingResponseSchema,
  });
}
