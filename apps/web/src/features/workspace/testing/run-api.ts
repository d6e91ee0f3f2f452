import { RUN_CONFLICT_MESSAGE, saveRunBodySchema, type SavedRun } from '@jokerwise/contracts';
import { answerApi, type SentRequest } from '../../../testing/api';
import { buildSavedRun } from '../../../testing/factories';
import { json } from '../../../testing/responses';

// Test-only: the saved-run API (`/api/runs/current`) answered through the one MSW server.

export type RunApiHandler = (request: SentRequest) => Response;

export { buildSavedRun } from '../../../testing/factories';

function sentDocument(body: unknown) {
  return saveRunBodySchema.parse(body);
}

/** A PUT answer that stores the sent document as `revision`. */
export function acceptSave(revision: number): RunApiHandler {
  return (request) => json(buildSavedRun(revision, sentDocument(request.json).document));
}

/** A PUT answer that refuses the save: another device saved `newer` first. */
export function refuseAsConflict(newer: SavedRun): RunApiHandler {
  return () =>
    json({ error: { code: 'RUN_CONFLICT', message: RUN_CONFLICT_MESSAGE }, run: newer }, 409);
}

/** Answers GET and PUT /api/runs/current from queues; the last answer repeats. */
export function stubRunApi(gets: RunApiHandler[], puts: RunApiHandler[] = []) {
  const next = (queue: RunApiHandler[], method: string, request: SentRequest) => {
    const handler = queue.length > 1 ? queue.shift() : queue[0];
    if (!handler) throw new Error(`unexpected ${method}`);
    return handler(request);
  };
  const requests = answerApi({
    'GET /api/runs/current': (request) => next(gets, 'GET', request),
    'PUT /api/runs/current': (request) => next(puts, 'PUT', request),
  });
  const putBodies = () =>
    requests.mock.calls
      .filter(([, init]) => init.method === 'PUT')
      .map(([, init]) => sentDocument(JSON.parse(String(init.body))));
  return { requests, putBodies };
}
