import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecordingDeps } from './recording-deps';
import { registerRecordingJobs } from './recording-jobs';
import { recordingRoutes } from './recordings.routes';

// Session recording's public entry (docs/decisions/022-session-recording-privacy.md): its
// routes and its jobs (retention, forwarding).

export type { RecordingDeps } from './recording-deps';
export { deleteExpiredRecordings, FORWARD_JOB, RETENTION_JOB } from './recording-jobs';

export const sessionRecordingRoutes: FastifyPluginAsyncZod<{ deps: RecordingDeps }> = async (
  app,
  { deps },
) => {
  await registerRecordingJobs(deps);
  await app.register(recordingRoutes, { deps });
};
