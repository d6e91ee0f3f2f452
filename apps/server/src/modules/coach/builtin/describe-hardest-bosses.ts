// "Which boss is the worst for my build?": every boss the ante can bring, each scoring the same
// play — the best play of the cards held, or without cards an example of the build's hand in
// plain cards — against the target it asks, hardest first. A boss that acts outside scoring
// (The Manacle's hand size, The Serpent's draws) changes nothing in these numbers.
import {
  getBossesForAnte,
  getHandExample,
  type BossBlindName,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import {
  findRunBestPlay,
  getExampleHandType,
  getTargetDetails,
  hasBossDisabler,
  scoreRunPlay,
} from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatNumber } from './format';

/** How many of the hardest are listed; the easiest follows them. */
const LISTED = 3;

interface BossWeight {
  readonly boss: BossBlindName;
  readonly score: number;
  readonly target: number;
}

/** The cards weighed under every boss: the best play now (its boss switched off), or the example. */
interface WeighedPlay {
  readonly played: readonly ScenarioCard[];
  readonly held: readonly ScenarioCard[];
  readonly label: string;
}

function choosePlay(question: CoachQuestion): WeighedPlay | null {
  const { run, hand } = question;
  if (hand.length === 0) {
    const example = getExampleHandType(run);
    return {
      played: getHandExample(example),
      held: [],
      label: `an example ${example} of plain cards with your Jokers`,
    };
  }
  const outcome = findRunBestPlay(run, hand, { bossDisabled: true }, question.budget);
  if (!outcome.ok) return null;
  const { best } = outcome.value;
  const played = best.cards.map((index) => hand[index] as ScenarioCard);
  return {
    played,
    held: hand.filter((_, index) => !best.cards.includes(index)),
    label: `your best play now (${best.result.hand} ${formatCards(played)})`,
  };
}

/**
 * One scoring per boss, not a search: the question is how the build's play fares against each,
 * and 23 searches would not fit in the time an answer may take.
 */
function weighBosses(question: CoachQuestion, play: WeighedPlay): BossWeight[] {
  const { run } = question;
  const place = { ante: run.ante, stake: run.stake, deck: run.deck };
  const bossDisabled = hasBossDisabler(run);
  return getBossesForAnte(run.ante).flatMap((boss) => {
    const bossRun: RunState = { ...run, blindType: 'boss', bossBlind: boss };
    const scored = scoreRunPlay(bossRun, play.played, play.held);
    if (!scored.ok) return [];
    const { target } = getTargetDetails({ ...place, blind: boss, bossDisabled });
    return [{ boss, score: scored.value.score, target }];
  });
}

function describeWeight({ boss, score, target }: BossWeight): string {
  const reach = score >= target ? 'enough' : `${formatNumber(target - score)} short`;
  return `${boss}: ${formatNumber(score)} of ${formatNumber(target)} (${reach})`;
}

/** The ante's bosses, hardest for the build first; null when none could be weighed. */
export function describeHardestBosses(question: CoachQuestion): string | null {
  const play = choosePlay(question);
  if (play === null) return null;
  const weights = weighBosses(question, play).sort(
    (a, b) => a.score / a.target - b.score / b.target,
  );
  const [hardest] = weights;
  const easiest = weights.at(-1);
  if (hardest === undefined || easiest === undefined) return null;
  const ante = formatNumber(question.run.ante);
  const shown = /\beasiest\b/.test(question.parsed.text)
    ? { boss: easiest, word: 'easiest' }
    : { boss: hardest, word: 'hardest' };
  return [
    `**${shown.boss.boss} is the ${shown.word} boss for your build at ante ${ante}**: ${play.label} scores ${formatNumber(shown.boss.score)} of the ${formatNumber(shown.boss.target)} it asks.`,
    '',
    'Hardest first, that play under each boss against its target:',
    '',
    ...weights
      .slice(0, Math.min(LISTED, weights.length - 1))
      .map((weight) => `- ${describeWeight(weight)}`),
    `- Easiest: ${describeWeight(easiest)}`,
    '',
    '_Bosses that act outside scoring (hand size, draws, cards face down) weigh the same as a plain one here._',
  ].join('\n');
}
