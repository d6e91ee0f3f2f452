// "How do I get more mult?": the game's own sources of Chips or Mult — card enhancements,
// editions and the level of the hand the build plays — read from packages/game's data, so the
// numbers are the game's.
import {
  EDITION_DEFINITIONS,
  ENHANCEMENT_DEFINITIONS,
  getHandReference,
  type EditionDefinition,
  type EnhancementDefinition,
  type PokerHandName,
  type RunState,
} from '@jokerwise/game';
import { getExampleHandType } from '../engine-tools';
import { formatNumber } from './format';

export type ScoreSide = 'chips' | 'mult';

/** "How do I get more chips?" names one side; "chips or mult?" both. */
export function findAskedSide(text: string): ScoreSide | null {
  const chips = /\bchips?\b/.test(text);
  const mult = /\bmult\b/.test(text);
  if (chips === mult || !/\b(more|get|add|increase|boost|raise)\b/.test(text)) return null;
  return chips ? 'chips' : 'mult';
}

const oneIn = (chance: number | undefined) =>
  chance === undefined ? '' : `1 in ${formatNumber(chance)} chance of `;

function enhancementGain(card: EnhancementDefinition, side: ScoreSide): string | null {
  if (side === 'chips')
    return card.chips === undefined ? null : `+${formatNumber(card.chips)} Chips when scored`;
  if (card.mult !== undefined)
    return `${oneIn(card.multOneIn)}+${formatNumber(card.mult)} Mult when scored`;
  if (card.xmult !== undefined) {
    const risk =
      card.destroyOneIn === undefined ? '' : `; 1 in ${formatNumber(card.destroyOneIn)} shatters`;
    return `X${formatNumber(card.xmult)} Mult when scored${risk}`;
  }
  return card.heldXmult === undefined ? null : `X${formatNumber(card.heldXmult)} Mult while held`;
}

function enhancementLines(side: ScoreSide): string[] {
  const cards: readonly EnhancementDefinition[] = Object.values(ENHANCEMENT_DEFINITIONS);
  return cards.flatMap((card) => {
    const gain = enhancementGain(card, side);
    return gain === null ? [] : [`- **${card.name}** (${card.tarot}): ${gain}.`];
  });
}

function editionGain(edition: EditionDefinition, side: ScoreSide): string | null {
  if (side === 'chips')
    return edition.chips === undefined ? null : `+${formatNumber(edition.chips)} Chips`;
  if (edition.mult !== undefined) return `+${formatNumber(edition.mult)} Mult`;
  return edition.xmult === undefined ? null : `X${formatNumber(edition.xmult)} Mult`;
}

function editionLines(side: ScoreSide): string[] {
  const editions: readonly EditionDefinition[] = Object.values(EDITION_DEFINITIONS);
  return editions.flatMap((edition) => {
    const gain = editionGain(edition, side);
    return gain === null ? [] : [`- **${edition.name}** edition: ${gain} on a card or Joker.`];
  });
}

function levelLine(run: RunState, side: ScoreSide): string {
  const hand: PokerHandName = getExampleHandType(run);
  const now = getHandReference(hand, run.tracker.handLevels[hand]);
  const next = getHandReference(hand, now.level + 1);
  const gain =
    side === 'chips'
      ? `+${formatNumber(now.chipsPerLevel)} Chips`
      : `+${formatNumber(now.multPerLevel)} Mult`;
  return `- **${now.planet}** levels your ${hand}: ${gain} per level (level ${formatNumber(now.level)} ${formatNumber(now.chips)} × ${formatNumber(now.mult)} → level ${formatNumber(next.level)} ${formatNumber(next.chips)} × ${formatNumber(next.mult)}).`;
}

/** The sources of one side, the build's own hand level included. */
export function describeWaysToAdd(run: RunState, side: ScoreSide): string {
  // Jokers score left to right: +Mult is multiplied by every ×Mult after it.
  const jokers =
    side === 'chips'
      ? '- **Jokers** that add Chips; ask what one you see does.'
      : '- **Jokers** that add Mult, scored left to right: put +Mult Jokers left of ×Mult ones.';
  return [
    `**More ${side === 'chips' ? 'Chips' : 'Mult'}** comes from:`,
    '',
    levelLine(run, side),
    ...enhancementLines(side),
    ...editionLines(side),
    jokers,
  ].join('\n');
}
