import { recordingBatchResponseSchema, type RecordingBatch } from '@jokerwise/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/session-recording: one batch of masked events (docs/product/accounts.md body). */
export function sendBatch(batch: RecordingBatch, keepalive: boolean) {
  return apiRequest('/api/session-recording', {
    method: 'POST',
    body: batch,
    keepalive,
    schema: recordingBatchResponseSchema,
  });
}
