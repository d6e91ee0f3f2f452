import { COACH_HISTORY_LIMIT, type CoachHistoryResponse } from '@jokerwise/contracts';
import { getRunDocument } from '../workspace';
import type { CoachDeps } from './coach-deps';
import { deleteCoachMessages, listCoachMessages, type ChatKey } from './coach.repository';
import { toCoachMessage } from './send-message';

// The chat of the caller's current run (their saved run, or run id null before the first
// save) and of one game in it: the one the workspace names, or else the saved run's game.

async function currentChat(
  deps: CoachDeps,
  userId: string,
  gameId: string | undefined,
): Promise<ChatKey> {
  const saved = await getRunDocument(deps, userId);
  return {
    userId,
    runId: saved?.id ?? null,
    gameId: gameId ?? saved?.document.gameId ?? null,
  };
}

export async function getCoachHistory(
  deps: CoachDeps,
  userId: string,
  gameId?: string,
): Promise<CoachHistoryResponse> {
  const chat = await currentChat(deps, userId, gameId);
  const rows = await listCoachMessages(deps.db, chat, COACH_HISTORY_LIMIT);
  return { messages: rows.map(toCoachMessage) };
}

export async function clearCoachHistory(
  deps: CoachDeps,
  userId: string,
  gameId?: string,
): Promise<void> {
  await deleteCoachMessages(deps.db, await currentChat(deps, userId, gameId));
}
