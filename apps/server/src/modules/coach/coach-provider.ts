import type { CoachProvider as CoachProviderName, CoachRole } from '@jokerwise/contracts';
import type { CoachPayload } from './coach-payload';
import type { EngineToolContext } from './engine-tools';

// The one interface the chat use case talks to; AI_PROVIDER picks the implementation
// (ADR 010). A provider never throws for an AI-service failure: it answers with the spec's
// failure text (docs/product/coach.md) and isError, which the chat stores and shows like any answer.

export interface CoachTurn {
  readonly role: CoachRole;
  readonly content: string;
}

export interface CoachRequest {
  readonly payload: CoachPayload;
  /** The run and hand the engine tools read. */
  readonly context: EngineToolContext;
  /** Earlier messages of this run, oldest first, without the new one. */
  readonly history: readonly CoachTurn[];
  /** Aborted when the caller goes away; the provider stops its upstream call. */
  readonly signal: AbortSignal;
  /** Receives the reply piece by piece as it is produced. */
  readonly onDelta: (text: string) => void;
}

export interface CoachAnswer {
  readonly text: string;
  readonly isError: boolean;
}

export interface CoachProvider {
  readonly name: CoachProviderName;
  answer(request: CoachRequest): Promise<CoachAnswer>;
}

/**
 * Sends a finished text in small pieces, so a provider that answers all at once (built-in,
 * webhook) streams through the same path as one that streams tokens.
 */
export function emitInChunks(text: string, onDelta: (text: string) => void, size = 48): void {
  const words = text.split(/(?<=\s)/);
  let chunk = '';
  for (const word of words) {
    chunk += word;
    if (chunk.length >= size) {
      onDelta(chunk);
      chunk = '';
    }
  }
  if (chunk !== '') onDelta(chunk);
}
