// "Should I skip the Small Blind?": what skipping gives up (the blind's reward and the
// interest paid when the round is cashed out) against what the hand can score there and
// the Tag on offer — the one the question names, else the one the run knows from the save.
import {
  BLIND_TYPES,
  getOfferedTag,
  getTag,
  getTagMoney,
  takeTag,
  type RunState,
  type TagName,
} from '@jokerwise/game';
import {
  bestPlayTool,
  getInterestInput,
  getInterestReport,
  getTargetDetails,
} from '../engine-tools';
import { formatBlindName } from './answer-target';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';

function bestScoreAt(question: CoachQuestion, run: RunState): number | null {
  if (question.hand.length === 0) return null;
  const result = bestPlayTool.run({}, { ...question, run });
  return result.ok ? result.value.best.score.score : null;
}

/** The Tag the asked blind offers: named in the question, or as the save showed it. */
function findTag(question: CoachQuestion, blindType: 'small' | 'big', ante: number) {
  const named = question.parsed.tags[0];
  if (named !== undefined) return named;
  return ante === question.run.ante ? getOfferedTag({ ...question.run, blindType }) : null;
}

function describeTagMoney(tag: TagName, money: number): string {
  const when = tag === 'Investment Tag' ? ' after the next Boss Blind' : '';
  return `the ${tag} pays ${formatMoney(money)}${when}`;
}

interface Stakes {
  readonly name: string;
  readonly reward: number;
  readonly interest: number;
  readonly target: number;
  readonly score: number | null;
}

function weigh(tag: TagName | null, tagMoney: number | null, stakes: Stakes): string {
  const { name, reward, interest, target, score } = stakes;
  const givesUp = reward + interest;
  const playPays = `${formatMoney(reward)} reward and ${formatMoney(interest)} interest`;
  const theTag = tag === null ? 'the tag' : `the ${tag}`;
  if (givesUp === 0) {
    return `**Skip it if ${theTag} helps** — the ${name} pays ${formatMoney(reward)} here and you earn ${formatMoney(interest)} interest, so skipping costs no money.`;
  }
  if (tag !== null && tagMoney !== null && tagMoney > givesUp) {
    return `**Skip it** — ${describeTagMoney(tag, tagMoney)}, more than the ${playPays} playing it pays.`;
  }
  if (tag !== null && tagMoney !== null) {
    return `**Play it** — ${describeTagMoney(tag, tagMoney)}, no more than the ${playPays} playing it pays.`;
  }
  if (score !== null && score >= target) {
    const unless = tag === null ? '' : ` unless you want the ${tag} more`;
    return `**Play it${unless}** — your best play scores **${formatNumber(score)}**, enough for the ${name} (${formatNumber(target)}), and beating it pays ${formatMoney(reward)} plus ${formatMoney(interest)} interest.`;
  }
  return `**Play it unless ${theTag} is worth more than ${formatMoney(givesUp)} to you** — skipping gives up the ${playPays}.`;
}

/** Each Double Tag held copies the Tag taken (packages/game takeTag). */
function describeCopies(run: RunState, tag: TagName | null): string[] {
  if (tag === null) return [];
  const { times } = takeTag(run.tags ?? [], tag);
  return times > 1 ? [`- Your Double Tag copies it: you would take ${formatNumber(times)}.`] : [];
}

export function answerSkipBlind(question: CoachQuestion): string {
  const { run, parsed } = question;
  const blindType = parsed.blindType ?? run.blindType;
  if (blindType === 'boss') {
    return "**You can't skip a Boss Blind** — only the Small and Big Blind can be skipped, each for a tag.";
  }
  // This ante's blind already behind the run: the next ante's is the one still to decide on.
  const isPast =
    parsed.ante === null && BLIND_TYPES.indexOf(blindType) < BLIND_TYPES.indexOf(run.blindType);
  const ante = parsed.ante ?? (isPast ? run.ante + 1 : run.ante);
  const target = getTargetDetails({
    ante,
    blind: blindType,
    stake: run.stake,
    deck: run.deck,
    bossDisabled: false,
  });
  const interest = getInterestReport(getInterestInput(run)).interest;
  const name = formatBlindName(blindType);
  const score = bestScoreAt(question, {
    ...run,
    ante,
    blindType,
    bossBlind: null,
    currentScore: 0,
  });
  const tag = findTag(question, blindType, ante);
  const tagMoney = tag === null ? null : getTagMoney(run, tag);
  const stakes = { name, reward: target.reward, interest, target: target.target, score };
  return [
    weigh(tag, tagMoney, stakes),
    '',
    tag === null
      ? '- Which tag is on offer is shown under the blind in the game: name it (“Should I skip for the Investment Tag?”), add it under the current blind in your tracker, or import your save.'
      : `- Skipping the ${name} gives the **${tag}**: ${getTag(tag).effect}`,
    ...describeCopies(run, tag),
    ...(isPast
      ? [`- This ante's ${name} is behind you, so this is for ante ${formatNumber(ante)}'s.`]
      : []),
    `- Skipping goes straight to the next blind: no reward, no interest, no shop.`,
    `- The ${name} at ante ${formatNumber(ante)} asks **${formatNumber(target.target)}**${score === null || score >= target.target ? '' : `; your best play scores ${formatNumber(score)}`}.`,
  ].join('\n');
}
