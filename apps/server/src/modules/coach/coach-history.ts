import { COACH_HISTORY_LIMIT, type CoachHistoryResponse } from '@jokerwise/contracts';
import { getRunDocument } from '../workspace';
import type { CoachDeps } from './coach-deps';
import { deleteCoachMessages, listCoachMessages } from './coach.repository';
import { toCoachMessage } from './send-message';

// The chat of the caller's current run (their saved run, or run id null before the first save).

async function currentRunId(deps: CoachDeps, userId: string): Promise<string | null> {
  return (await getRunDocument(deps, userId))?.id ?? null;
}

export async function getCoachHistory(
  deps: CoachDeps,
  userId: string,
): Promise<CoachHistoryResponse> {
  const runId = await currentRunId(deps, userId);
  const rows = await listCoachMessages(deps.db, userId, runId, COACH_HISTORY_LIMIT);
  return { messages: rows.map(toCoachMessage) };
}

export async function clearCoachHistory(deps: CoachDeps, userId: string): Promise<void> {
  await deleteCoachMessages(deps.db, userId, await currentRunId(deps, userId));
}
