// "Does this beat the blind?": the best play from the hand against what the blind still needs;
// a boss, blind or ante named in the question is checked instead of the current one.
import {
  advanceRound,
  findSameRankGroup,
  getBlindStatus,
  getHandExample,
  SUITS,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import { bestPlayTool, getExampleHandType, type HandScore, scoreHandTool } from '../engine-tools';
import { describePlay } from './answer-best-play';
import { getAnteBoss } from './ante-boss';
import type { CoachQuestion } from './coach-question';
import { describeSettledBlind, labelBlind } from './settled-blind';
import {
  formatAgainstTarget,
  formatCards,
  formatNumber,
  formatScoreLine,
  NEED_CARDS,
} from './format';

interface AskedRun {
  readonly run: RunState;
  readonly label: string;
  /** Whether it is the blind in play, with the score so far. */
  readonly isCurrent: boolean;
}

/** The run with the blind the player asked about; a different blind starts from 0 scored. */
function getAskedRun(question: CoachQuestion): AskedRun {
  const { run, parsed } = question;
  const boss = parsed.boss;
  const ante = parsed.ante ?? run.ante;
  // "Will I beat ante 10?": an ante is beaten at its Boss Blind, the one that asks the most.
  const anteDefault = ante === run.ante ? run.blindType : 'boss';
  const blindType = boss !== null ? 'boss' : (parsed.blindType ?? anteDefault);
  const bossBlind = boss ?? getAnteBoss(run, ante);
  const isCurrent = ante === run.ante && blindType === run.blindType && bossBlind === run.bossBlind;
  const asked = isCurrent ? run : { ...run, ante, blindType, bossBlind, currentScore: 0 };
  return { run: asked, label: labelBlind(asked), isCurrent };
}

/**
 * The blind after the current one, as Next Round makes it (packages/game advanceRound: the next
 * round or the next ante's Small Blind, its target, a Mr. Bones that saved the round gone).
 */
function getNextBlindRun(run: RunState): AskedRun | null {
  const next = advanceRound(run);
  return next.ok ? { run: next.value, label: labelBlind(next.value), isCurrent: false } : null;
}

/** A play typed in the question ("does As Ah beat it?") is scored as it is. */
function answerTypedPlay(question: CoachQuestion, run: RunState, label: string): string | null {
  const [typed, ...more] = question.parsed.cardGroups;
  if (typed === undefined || more.length > 0 || typed.length > 5) return null;
  const scored = scoreHandTool.run({ played: [...typed] }, { ...question, run });
  if (!scored.ok) return scored.message;
  const score = scored.value;
  const verdict = score.beatsBlind ? '**Yes**' : '**No**';
  return [
    `${verdict} — ${formatCards(typed)} scores **${formatNumber(score.score)}**, ${label} needs **${formatNumber(score.stillNeeded)}**${score.beatsBlind ? '' : ` (short by ${formatNumber(score.shortBy)})`}.`,
    '',
    `- ${formatScoreLine(score)}`,
  ].join('\n');
}

/** "A pair of aces": plain cards of that rank, one of each suit in turn. */
function cardsOfSameRank(text: string): ScenarioCard[] | undefined {
  const group = findSameRankGroup(text);
  if (group === null) return undefined;
  return Array.from({ length: group.count }, (_, index) => ({
    rank: group.rank,
    suit: SUITS[index % SUITS.length] ?? 'spades',
  }));
}

/** "What does K♠ K♥ K♦ score?": the score first, then how it is made and the target. */
export function answerScorePlay(question: CoachQuestion): string {
  const [typed = cardsOfSameRank(question.parsed.text)] = question.parsed.cardGroups;
  if (typed === undefined || typed.length > 5) return answerBeatBlind(question);
  const scored = scoreHandTool.run({ played: [...typed] }, question);
  if (!scored.ok) return scored.message;
  const score = scored.value;
  return [
    `**${formatCards(typed)} scores ${formatNumber(score.score)}** as ${score.hand === 'Pair' ? 'a Pair' : score.hand}.`,
    '',
    `- ${formatScoreLine(score)}`,
    `- ${formatAgainstTarget(score)}`,
  ].join('\n');
}

const ASKS_HANDS = /\bhow many hands\b/;
/** "What's my chance of winning this round?": no odds to give when one hand is enough. */
const ASKS_CHANCE = /\b(chances?|odds|likely|likelihood|probability)\b/;
const ASKS_MORE =
  /\bhow (?:much|many) more (mult|chips)\b|\bhow (?:much|many) (mult|chips) (?:do|will) i need\b/;

/** "How many hands do I need?" at the best play's score, each hand as good as this one. */
function leadHands(score: HandScore, versus: string): string {
  const hands = score.score > 0 ? Math.ceil(score.stillNeeded / score.score) : Infinity;
  if (hands <= 1) return `**One hand** — ${versus}.`;
  if (!Number.isFinite(hands)) return `**No hand from these cards scores** — ${versus}.`;
  const fits =
    hands <= score.handsLeft
      ? `you have ${formatNumber(score.handsLeft)}`
      : `more than the ${formatNumber(score.handsLeft)} you have`;
  return `**${formatNumber(hands)} hands** at this score — ${versus}; ${fits}. Each hand draws new cards, so this holds only if you can score as much again.`;
}

/** "How much more Mult do I need?": what one hand of this play lacks on that side. */
function leadMore(score: HandScore, side: string, versus: string): string {
  if (score.beatsBlind) return `**None** — ${versus}: enough in one hand.`;
  const [has, other, name] =
    side === 'chips' ? [score.chips, score.mult, 'Chips'] : [score.mult, score.chips, 'Mult'];
  const needed = other > 0 ? Math.ceil(score.stillNeeded / other) : Infinity;
  if (!Number.isFinite(needed)) return `**No ${name} is enough alone** — ${versus}.`;
  return `**${formatNumber(needed - Math.floor(has))} ${name} more** — ${versus}. At ${formatNumber(other)} ${side === 'chips' ? 'Mult' : 'Chips'}, one hand needs ${formatNumber(needed)} ${name}; it has ${formatNumber(has)}.`;
}

/** The first line answers the question as asked: yes or no, how many hands, how much more. */
function leadFor(text: string, score: HandScore, label: string): string {
  const versus = `your best play scores **${formatNumber(score.score)}**, ${label} needs **${formatNumber(score.stillNeeded)}**`;
  if (ASKS_HANDS.test(text)) return leadHands(score, versus);
  if (/\b(left|still) to score\b/.test(text)) {
    const reach = score.beatsBlind ? 'enough in one hand' : `${formatNumber(score.shortBy)} short`;
    return `**${formatNumber(score.stillNeeded)} to go** on ${label} — your best play scores **${formatNumber(score.score)}**: ${reach}.`;
  }
  const more = ASKS_MORE.exec(text)?.[1];
  if (more !== undefined) return leadMore(score, more, versus);
  if (score.beatsBlind && ASKS_CHANCE.test(text)) {
    return `**Certain with the cards you hold** — ${versus}: one hand does it.`;
  }
  return score.beatsBlind
    ? `**Yes** — ${versus}.`
    : `**Not in one hand** — ${versus} (short by ${formatNumber(score.shortBy)}). You have ${formatNumber(score.handsLeft)} hands this round.`;
}

/**
 * No cards held (in the shop, say, asking about the boss): an example of the build's hand in
 * plain cards, scored with the Jokers, measures the build against the blind asked about.
 */
function answerWithExample(question: CoachQuestion, asked: AskedRun): string {
  const hand = getExampleHandType(asked.run);
  const played = getHandExample(hand);
  const scored = scoreHandTool.run({ played: [...played] }, { ...question, run: asked.run });
  if (!scored.ok) return NEED_CARDS;
  const score = scored.value;
  const jokers = asked.run.jokers.length === 0 ? 'with no Jokers' : 'with your Jokers';
  const versus = `an example ${hand} of plain cards (${formatCards(played)}) scores **${formatNumber(score.score)}** ${jokers}, ${asked.label} needs **${formatNumber(score.stillNeeded)}**`;
  return [
    score.beatsBlind
      ? `**Likely** — ${versus}.`
      : `**Not in one hand** — ${versus} (short by ${formatNumber(score.shortBy)}).`,
    '',
    'For your real best play, enter the cards in your hand in the **calculator** and ask again.',
  ].join('\n');
}

function answerBestAgainst(question: CoachQuestion, asked: AskedRun): string {
  const typed = answerTypedPlay(question, asked.run, asked.label);
  if (typed !== null) return typed;
  if (question.hand.length === 0) return answerWithExample(question, asked);
  const result = bestPlayTool.run({}, { ...question, run: asked.run });
  if (!result.ok) return result.message;
  const { best } = result.value;
  return [leadFor(question.parsed.text, best.score, asked.label), '', ...describePlay(best)].join(
    '\n',
  );
}

/**
 * The blind to come, against the cards held now: the game deals a new hand for it, so this is
 * a measure of the build, not the play to make.
 */
function describeNextBlind(question: CoachQuestion, next: AskedRun): string {
  const needs = `Next, ${next.label} needs **${formatNumber(next.run.targetScore)}**.`;
  if (question.hand.length === 0) return needs;
  const result = bestPlayTool.run({}, { ...question, run: next.run });
  if (!result.ok) return needs;
  const { score } = result.value.best;
  const reach = score.beatsBlind
    ? 'enough in one hand'
    : `short by ${formatNumber(score.shortBy)} in one hand`;
  return `${needs} The cards you hold now would score **${formatNumber(score.score)}** with a ${score.hand}: ${reach}; the game deals a new hand for it.`;
}

export function answerBeatBlind(question: CoachQuestion): string {
  const asked = getAskedRun(question);
  const settled = asked.isCurrent ? describeSettledBlind(asked.run) : null;
  if (settled === null) return answerBestAgainst(question, asked);
  // Beaten or saved: the question is about the blind to come. Lost: nothing comes after.
  if (getBlindStatus(asked.run).outcome === 'lost') return settled;
  const next = getNextBlindRun(asked.run);
  return next === null ? settled : `${settled}\n\n${describeNextBlind(question, next)}`;
}
