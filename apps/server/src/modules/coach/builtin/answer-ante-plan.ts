// "What's my plan?": the targets still ahead this ante and in the next two, the reward for
// each, the money to hold for full interest, and how far the best play from the hand reaches.
import {
  getBossBlind,
  getBossesForAnte,
  WIN_ANTE,
  type RunState,
  type TargetBlind,
} from '@jokerwise/game';
import {
  bestPlayTool,
  getInterestInput,
  getInterestReport,
  getTargetDetails,
  hasBossDisabler,
  type TargetScore,
} from '../engine-tools';
import { formatBlindName } from './answer-target';
import { getAnteBoss } from './ante-boss';
import type { CoachQuestion } from './coach-question';
import { describeSettledBlind } from './settled-blind';
import { formatMoney, formatNumber } from './format';

const ANTES_AHEAD = 2;
const BLINDS = ['small', 'big', 'boss'] as const;

/** The blinds from the current round to the end of the ante after next. */
function getUpcomingTargets(run: RunState): TargetScore[] {
  const rows: TargetScore[] = [];
  const bossDisabled = hasBossDisabler(run);
  for (let ante = run.ante; ante <= run.ante + ANTES_AHEAD; ante++) {
    const blinds = ante === run.ante ? BLINDS.slice(run.round - 1) : BLINDS;
    for (const type of blinds) {
      const anteBoss = getAnteBoss(run, ante);
      const blind: TargetBlind = type === 'boss' && anteBoss !== null ? anteBoss : type;
      rows.push(getTargetDetails({ ante, blind, stake: run.stake, deck: run.deck, bossDisabled }));
    }
  }
  return rows;
}

function formatRow(target: TargetScore): string {
  return `| ${formatNumber(target.ante)} | ${formatBlindName(target.blind)} | **${formatNumber(target.target)}** | ${formatMoney(target.reward)} |`;
}

/** The first blind a single best play no longer clears. */
function describeReach(question: CoachQuestion, rows: readonly TargetScore[]): string | null {
  if (question.hand.length === 0) return null;
  const result = bestPlayTool.run({}, question);
  if (!result.ok) return null;
  const { best } = result.value;
  const score = best.score.score;
  const wall = rows.find((row) => row.target > score);
  const reach =
    wall === undefined
      ? 'clears every blind above in one hand'
      : `first falls short at ante ${formatNumber(wall.ante)} ${formatBlindName(wall.blind)} (${formatNumber(wall.target)})`;
  return `- Your best play now (${best.score.hand}) scores **${formatNumber(score)}**: it ${reach}.`;
}

function describeBigBosses(run: RunState): string | null {
  const next = run.ante + 1;
  const big = getBossesForAnte(next).filter((boss) => getBossBlind(boss).multiplier > 2);
  if (big.length === 0) return null;
  const details = big.map((boss) =>
    getTargetDetails({
      ante: next,
      blind: boss,
      stake: run.stake,
      deck: run.deck,
      bossDisabled: false,
    }),
  );
  return `- Watch for ${details.map((d) => `${String(d.blind)} at ante ${formatNumber(next)} (**${formatNumber(d.target)}**)`).join(', ')}.`;
}

/** Where the run stands against the win: the ante 8 Boss Blind, or Endless Mode after it. */
function describeWin(run: RunState): string {
  const left = WIN_ANTE - run.ante;
  return run.ante > WIN_ANTE
    ? `Endless Mode: the run was won at ante ${formatNumber(WIN_ANTE)}; targets grow much faster from here.`
    : `Beat the Boss Blind of ante ${formatNumber(WIN_ANTE)} to win the run${left > 0 ? ` (${formatNumber(left)} ${left === 1 ? 'ante' : 'antes'} after this one)` : ''}; Endless Mode goes on after it.`;
}

export function answerAntePlan(question: CoachQuestion): string {
  const { run } = question;
  const rows = getUpcomingTargets(run);
  const interest = getInterestReport(getInterestInput(run));
  const money = interest.paysInterest
    ? `- Money: ${formatMoney(run.money)} now (interest ${formatMoney(interest.interest)}); hold **${formatMoney(interest.maxInterestMoney)}** for the most interest, ${formatMoney(interest.maxInterest)} per round.`
    : `- Money: ${formatMoney(run.money)}; ${run.deck} pays no interest, so spend it.`;
  // "What is Endless Mode?", "what's the last ante?", "after ante 8?": the win comes first.
  const asksWin =
    /\bendless\b|\b(last|final|highest|max|maximum) ante\b|\bwin\b|\b(rounds|antes) (are )?left\b|\bhow many (more )?(rounds|antes)\b|\b(beat|beating|after|past|clear|clearing|finish|finishing) ante 8\b/.test(
      question.parsed.text,
    );
  // Out of hands, or already beaten: where the blind in play stands comes before any plan.
  const settled = describeSettledBlind(run);
  return [
    ...(settled === null ? [] : [settled, '']),
    ...(asksWin ? [`**${describeWin(run)}**`, ''] : []),
    `### Plan from ante ${formatNumber(run.ante)} (${run.stake}, ${run.deck})`,
    '',
    '| Ante | Blind | Target | Reward |',
    '|---|---|---|---|',
    ...rows.map(formatRow),
    '',
    money,
    asksWin ? null : `- ${describeWin(run)}`,
    describeBigBosses(run),
    describeReach(question, rows),
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
