// Short texts for the import preview: what a Joker shows, a card, the Tags, a skipped item.
import {
  SKIP_REASON_MESSAGES,
  type JokerState,
  type RunState,
  type ScenarioCard,
  type SkippedSaveItem,
} from '@jokerwise/game';
import { SUIT_GLYPHS } from '../../poker-hands/lib/card-labels';
import { BLIND_LABELS } from '../../lib/format';
import type { SaveFileImport } from './read-save-file';

/** "+83 Mult", "X4 Mult", "2 remaining", "Q♥": what the Joker's card shows. */
export function describeJokerState(state: JokerState | undefined): string | null {
  if (!state) return null;
  const parts = [
    state.chips !== undefined && `+${state.chips} Chips`,
    state.mult !== undefined && `+${state.mult} Mult`,
    state.xmult !== undefined && `X${state.xmult} Mult`,
    state.count !== undefined && `${state.count === 0 ? 'active' : `${state.count} left`}`,
    state.rank !== undefined && `${state.rank}${state.suit ? SUIT_GLYPHS[state.suit] : ''}`,
    state.rank === undefined && state.suit !== undefined && SUIT_GLYPHS[state.suit],
    state.hand !== undefined && state.hand,
  ];
  return parts.filter((part): part is string => typeof part === 'string').join(' · ') || null;
}

/** "A♠" */
export function shortCard(card: ScenarioCard): string {
  return `${card.rank}${SUIT_GLYPHS[card.suit]}`;
}

export function describeSkipped(item: SkippedSaveItem): string {
  return `${item.item} (${item.area}): ${SKIP_REASON_MESSAGES[item.reason]}`;
}

export function describeBlind({ state }: SaveFileImport): string {
  if (state.blindType !== 'boss') return BLIND_LABELS[state.blindType];
  return state.bossBlind ?? BLIND_LABELS.boss;
}

/** The Tags held, then what skipping each blind would give (ADR 042); none when neither. */
export function describeTags(state: RunState): string[] {
  const held = state.tags ?? [];
  const { small = null, big = null } = state.blindTags ?? {};
  return [
    ...(held.length === 0 ? [] : [`Held: ${held.join(', ')}`]),
    ...(small === null ? [] : [`Skip Small Blind for ${small}`]),
    ...(big === null ? [] : [`Skip Big Blind for ${big}`]),
  ];
}
