import { recordingBatchResponseSchema, type RecordingBatch } from '@jokerwise/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/session-recording: one batch of masked events (spec 001 §7 body). */
export function sendBatch(batch: RecordingBatch, keepalive: boolean) {
  return apiRequest('/api/session-recording', {
    method: 'POST',
    body: batch,
    keepalive,
    schema: recordingBatchResponseSchema,
  });
}
