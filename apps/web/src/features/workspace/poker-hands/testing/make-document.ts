import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  createRun,
  type CreateRunOptions,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import { withRunState } from '../lib/document';

/** A run in play (Red Deck, White Stake unless patched) with the given cards in hand. */
export function makeDocument(
  patch: Partial<RunState> = {},
  hand: readonly ScenarioCard[] = [],
  options: CreateRunOptions = {},
): WorkspaceDocument {
  const run = createRun('Red Deck', 'White Stake', { stage: 'playing', ...options });
  return withRunState(
    { state: {} as WorkspaceDocument['state'], hand: [...hand] },
    { ...run, ...patch },
  );
}
