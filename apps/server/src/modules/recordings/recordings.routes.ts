import {
  RECORDING_BODY_LIMIT_BYTES,
  errorBodySchema,
  recordingBatchResponseSchema,
  recordingBatchSchema,
  recordingEventsQuerySchema,
  recordingEventsSchema,
  recordingIdParamsSchema,
  recordingListQuerySchema,
  recordingListSchema,
  recordingPreferenceSchema,
  startRecordingResponseSchema,
} from '@jokerwise/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { getSessionUser } from '../auth';
import type { RecordingDeps } from './recording-deps';
import { getRecordingPreference, setRecordingPreference } from './recording-preference';
import { listRecordings, readRecordingEvents } from './review-recordings';
import { startRecording } from './start-recording';
import { storeBatch } from './store-batch';

// Session recording (docs/decisions/022-session-recording-privacy.md): the browser talks only to
// these routes. Staff review is under /api/admin (admin-only, ADR 006).

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const MINUTE = 60_000;
const batchKey = z.object({ recordingId: z.string().max(120) });

/** Per recording, on top of the per-IP limit: the key exists only once the body is parsed. */
function recordingKey(request: FastifyRequest): string {
  const parsed = batchKey.safeParse(request.body);
  return `recording:${parsed.success ? parsed.data.recordingId.slice(0, 36) : 'none'}`;
}

function doNotTrack(request: FastifyRequest): boolean {
  return request.headers['sec-gpc'] === '1' || request.headers.dnt === '1';
}

export const recordingRoutes: FastifyPluginAsyncZod<{ deps: RecordingDeps }> = async (
  app,
  { deps },
) => {
  // The route's own limit counts per IP; this one per recording, once the body names it.
  const perRecording = app.createRateLimit({
    max: 120,
    timeWindow: MINUTE,
    keyGenerator: recordingKey,
  });

  app.post(
    '/api/session-recording/start',
    {
      config: { policy: 'user', rateLimit: { max: 120, timeWindow: MINUTE } },
      schema: {
        tags: ['session-recording'],
        summary: 'A recording id for this page load, or why nothing may be recorded',
        response: { 200: startRecordingResponseSchema, ...denied },
      },
    },
    async (request) => {
      const user = getSessionUser(request);
      return startRecording(
        deps,
        {
          id: user.id,
          plan: user.subscriptionPlan,
          isAdmin: request.principal?.isAdmin ?? false,
          optedOut: user.recordingOptOut,
        },
        { doNotTrack: doNotTrack(request) },
      );
    },
  );

  app.post(
    '/api/session-recording',
    {
      bodyLimit: RECORDING_BODY_LIMIT_BYTES,
      config: { policy: 'user', rateLimit: { max: 300, timeWindow: MINUTE } },
      preHandler: async (request) => {
        const limit = await perRecording(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new AppError(
            429,
            'RATE_LIMITED',
            `Too many batches for this recording. Try again in ${limit.ttlInSeconds} s.`,
            undefined,
            { 'retry-after': String(limit.ttlInSeconds) },
          );
        }
      },
      schema: {
        tags: ['session-recording'],
        summary: 'Store one batch of masked rrweb events (docs/product/staff-console.md body)',
        body: recordingBatchSchema,
        response: {
          200: recordingBatchResponseSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => storeBatch(deps, getSessionUser(request).id, request.body),
  );

  app.get(
    '/api/session-recording/preference',
    {
      config: { policy: 'user' },
      schema: {
        tags: ['session-recording'],
        summary: 'Whether the caller opted out of session recording',
        response: { 200: recordingPreferenceSchema, ...denied },
      },
    },
    async (request) => getRecordingPreference(deps, getSessionUser(request).id),
  );

  app.put(
    '/api/session-recording/preference',
    {
      config: { policy: 'user', rateLimit: { max: 30, timeWindow: MINUTE } },
      schema: {
        tags: ['session-recording'],
        summary: 'Opt out of (or back into) session recording; opting out deletes recordings',
        body: recordingPreferenceSchema,
        response: { 200: recordingPreferenceSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => setRecordingPreference(deps, getSessionUser(request).id, request.body),
  );

  app.get(
    '/api/admin/session-recordings',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Session recordings, newest first',
        querystring: recordingListQuerySchema,
        response: { 200: recordingListSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => listRecordings(deps, request.query),
  );

  app.get(
    '/api/admin/session-recordings/:id/events',
    {
      config: { policy: 'admin', rateLimit: { max: 120, timeWindow: MINUTE } },
      schema: {
        tags: ['admin'],
        summary: "One page of a recording's events for replay (opening it is audited)",
        params: recordingIdParamsSchema,
        querystring: recordingEventsQuerySchema,
        response: {
          200: recordingEventsSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = getSessionUser(request);
      return readRecordingEvents(
        deps,
        { id: user.id, email: user.email, requestId: request.id },
        request.params.id,
        request.query.fromSeq,
      );
    },
  );
};
