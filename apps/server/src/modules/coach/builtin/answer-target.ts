// "What is the target at ante 5?": the blind targets from the game's tables for the ante,
// stake and deck asked about (defaults from the run), with the parts that make them up.
import { getBossBlind, isBossBlindName, type BlindType, type TargetBlind } from '@jokerwise/game';
import { getRunBlind, hasBossDisabler, targetScoreTool, type TargetScore } from '../engine-tools';
import { getAnteBoss } from './ante-boss';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';

export function formatBlindName(blind: TargetBlind): string {
  if (blind === 'small') return 'Small Blind';
  if (blind === 'big') return 'Big Blind';
  return blind === 'boss' ? 'Boss Blind' : blind;
}

function formatParts(target: TargetScore): string {
  const deck =
    target.deckScaling === 1 ? '' : ` × ${formatNumber(target.deckScaling)} (${target.deck})`;
  return `base ${formatNumber(target.baseChips)} × ${formatNumber(target.multiplier)}${deck}`;
}

function formatRow(target: TargetScore): string {
  return `| ${formatBlindName(target.blind)} | ×${formatNumber(target.multiplier)} | **${formatNumber(target.target)}** | ${formatMoney(target.reward)} |`;
}

const ASKS_AFTER = /\b(after|following|past)\b/;
/** The blind after each in an ante; after the boss comes the next ante, not asked here. */
const NEXT_BLIND: Partial<Record<BlindType, BlindType>> = { small: 'big', big: 'boss' };

/**
 * The blind asked about: a named boss, a named blind type ("the boss" of this ante is the
 * run's chosen boss), or the run's own blind.
 */
function getAskedBlind(question: CoachQuestion): TargetBlind | null {
  const { parsed, run } = question;
  if (parsed.boss !== null) return parsed.boss;
  const anteBoss = getAnteBoss(run, parsed.ante ?? run.ante);
  // "What happens after the Big Blind?": the blind that follows it in the ante.
  const blindType =
    parsed.blindType !== null && ASKS_AFTER.test(parsed.text)
      ? (NEXT_BLIND[parsed.blindType] ?? parsed.blindType)
      : parsed.blindType;
  if (blindType === 'boss' && anteBoss !== null) return anteBoss;
  if (blindType !== null) return blindType;
  return parsed.ante === null ? getRunBlind(run) : null;
}

export function answerTarget(question: CoachQuestion): string {
  const { parsed, run } = question;
  const place = {
    ante: parsed.ante ?? run.ante,
    stake: parsed.stake ?? run.stake,
    deck: parsed.deck ?? run.deck,
  };
  const where = `ante ${formatNumber(place.ante)}, ${place.stake}, ${place.deck}`;
  const blind = getAskedBlind(question);
  if (blind !== null) {
    const target = targetScoreTool.run({ ...place, blind }, { run, hand: question.hand }).value;
    const disabled =
      target.bossDisabled && hasBossDisabler(run) ? ' (Chicot switches the boss off)' : '';
    const isCurrent =
      blind === getRunBlind(run) && place.ante === run.ante && place.stake === run.stake;
    const progress =
      isCurrent && run.currentScore > 0
        ? [
            `- Scored so far ${formatNumber(run.currentScore)}: **${formatNumber(Math.max(0, target.target - run.currentScore))}** still needed`,
          ]
        : [];
    return [
      `**${formatBlindName(blind)}** at ${where}: target **${formatNumber(target.target)}**${disabled}.`,
      '',
      `- ${formatParts(target)} = ${formatNumber(target.target)}`,
      ...(isBossBlindName(blind) ? [`- ${blind}: ${getBossBlind(blind).effect}`] : []),
      ...progress,
      `- Reward for beating it: ${formatMoney(target.reward)}`,
    ].join('\n');
  }
  const rows = (['small', 'big', 'boss'] as const).map(
    (type) => targetScoreTool.run({ ...place, blind: type }, { run, hand: question.hand }).value,
  );
  const wall = targetScoreTool.run(
    { ...place, blind: 'The Wall' },
    { run, hand: question.hand },
  ).value;
  return [
    `Targets at ${where} (ante base ${formatNumber(rows[0]?.baseChips ?? 0)}):`,
    '',
    '| Blind | × | Target | Reward |',
    '|---|---|---|---|',
    ...rows.map(formatRow),
    '',
    `Most bosses are ×2; The Wall is ×${formatNumber(wall.multiplier)} (**${formatNumber(wall.target)}**).`,
  ].join('\n');
}
