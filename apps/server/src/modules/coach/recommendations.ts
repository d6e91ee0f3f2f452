import { getJokerSlotUsage, type RunState, type ScenarioCard } from '@jokerwise/game';
import { describeCards } from './describe-run';
import { bestPlayTool, interestTool, targetScoreTool } from './engine-tools';

// docs/product/coach.md calculatedRecommendations, with the engine's numbers: the best play of the cards
// in hand, and a line for each of the spec's four triggers that holds (free Joker slots, $25 or
// more, ante 4 or more, 2 hands or fewer). The round's target comes with the ante trigger and
// the interest with the money trigger, never on their own (ADR 019).

const RICH_MONEY = 25;
const DANGER_ANTE = 4;
const FEW_HANDS = 2;

function bestPlayLine(run: RunState, hand: readonly ScenarioCard[]): string | null {
  if (hand.length === 0) return null;
  const play = bestPlayTool.run({}, { run, hand });
  if (!play.ok) return `Best play: the engine could not score this hand (${play.message})`;
  const { best } = play.value;
  const verdict = best.score.beatsBlind
    ? 'enough for this blind'
    : `${best.score.shortBy} short of the ${best.score.stillNeeded} still needed`;
  return `Best play: ${best.score.hand} (level ${best.score.level}) with ${describeCards(best.cards)} scores ${best.score.score} (${best.score.chips} chips x ${best.score.mult} mult), ${verdict}.`;
}

export function getCalculatedRecommendations(
  run: RunState,
  hand: readonly ScenarioCard[],
): string[] {
  const context = { run, hand };
  const slots = getJokerSlotUsage(run);
  const lines: (string | null)[] = [bestPlayLine(run, hand)];
  if (slots.remaining > 0) {
    lines.push(
      `${slots.remaining} free Joker slot${slots.remaining === 1 ? '' : 's'}: a Joker that fits the build adds score now.`,
    );
  }
  if (run.money >= RICH_MONEY) lines.push(...interestLines(run, hand));
  if (run.ante >= DANGER_ANTE) {
    const target = targetScoreTool.run({}, context).value;
    const boss = targetScoreTool.run({ blind: run.bossBlind ?? 'boss' }, context).value;
    lines.push(
      `Target score for this blind: ${target.target}; beating it pays $${target.reward}.`,
      `Ante ${run.ante}: the Boss Blind of this ante needs ${boss.target}; build for scaling mult.`,
    );
  }
  if (run.hands <= FEW_HANDS) {
    lines.push(
      `Only ${run.hands} hand${run.hands === 1 ? '' : 's'} left: play the highest-scoring hand and use discards to find it.`,
    );
  }
  return lines.filter((line): line is string => line !== null);
}

/** The money trigger ($25 or more): what it earns now and what more would earn. */
function interestLines(run: RunState, hand: readonly ScenarioCard[]): string[] {
  const interest = interestTool.run({}, { run, hand }).value;
  if (!interest.paysInterest)
    return [`${run.deck} pays no interest: $${run.money} held earns nothing.`];
  return [
    `Interest at round end: $${interest.interest} on $${interest.money} (cap $${interest.maxInterest} at $${interest.maxInterestMoney}).`,
    interest.moneyForNextStep === null
      ? `$${run.money} already earns the most interest ($${interest.interest}); money above $${interest.maxInterestMoney} can be spent.`
      : `$${run.money} held: $${interest.moneyForNextStep} more earns $${interest.nextStepInterest ?? interest.interest} interest.`,
  ];
}
