// "Do my Jokers work together?" and "what's my best Joker combo?": every pair of owned Jokers
// that changes what the other does, the pairs that work together first, strongest first by
// what the two add together to the best play of the cards held; then the pairs that don't.
import { findJokerRelation, type JokerName, type JokerRelation } from '@jokerwise/game';
import { bestPlayTool } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { findCopiesInRun, judgeRelationInRun } from './copy-in-run';
import { MAX_SHOWN } from './describe-partners';
import { writeReason } from './describe-relation';
import { formatNumber } from './format';

const ASKS_BEST = /\b(best|strongest|top|biggest)\b/;
/** Pairs weighed with a best play each; a run with more is ranked among its first ones. */
const MAX_WEIGHED = 8;

interface PairValue {
  readonly relation: JokerRelation;
  /** What the pair adds together to the best play; null without cards or for a copy not made now. */
  readonly together: { readonly gain: number; readonly without: number } | null;
}

/** A copier counts with the Joker it copies now; any other copy target is only a way to move. */
function isInPlace(question: CoachQuestion, relation: JokerRelation): boolean {
  if (relation.kind !== 'copies') return true;
  return findCopiesInRun(question.run, relation.first).some(
    (copy) => copy.copied === relation.second,
  );
}

/** "It copies Canio now": moving a copier for another pair gives up what it copies. */
function describeCopiedNow(question: CoachQuestion, relation: JokerRelation): string {
  if (relation.kind !== 'copies' || isInPlace(question, relation)) return '';
  const now = findCopiesInRun(question.run, relation.first).find((copy) => copy.copied !== null);
  const copied = now?.copied;
  return copied ? ` It copies ${copied} now.` : '';
}

function valueOf(question: CoachQuestion, relation: JokerRelation, withAll: number | null) {
  if (withAll === null || !isInPlace(question, relation)) return null;
  const result = bestPlayTool.run({ removeJokers: [relation.first, relation.second] }, question);
  if (!result.ok) return null;
  const without = result.value.best.score.score;
  return { gain: withAll - without, without };
}

function writePair(question: CoachQuestion, pair: PairValue, withAll: number | null): string {
  const { relation, together } = pair;
  const reason = writeReason(judgeRelationInRun(question.run, relation));
  const line = `- **${relation.first} + ${relation.second}**: ${reason}${describeCopiedNow(question, relation)}`;
  if (together === null || withAll === null) return line;
  return `${line}\n  Together they add **${formatNumber(together.gain)}** to your best play (${formatNumber(withAll)} with both, ${formatNumber(together.without)} without either).`;
}

export function describeOwnedPairs(
  question: CoachQuestion,
  pairs: readonly (readonly [JokerName, JokerName])[],
): string {
  const relations = pairs.flatMap(([a, b]) => {
    const relation = findJokerRelation(a, b);
    return relation === null ? [] : [relation];
  });
  const best = question.hand.length === 0 ? null : bestPlayTool.run({}, question);
  const withAll = best?.ok === true ? best.value.best.score.score : null;
  // Each pair weighed is one more best play; past MAX_WEIGHED the pairs are listed unweighed.
  const allSynergies = relations.filter((relation) => relation.isSynergy);
  const synergies = allSynergies
    .map((relation, index): PairValue => ({
      relation,
      together: index < MAX_WEIGHED ? valueOf(question, relation, withAll) : null,
    }))
    .sort((a, b) => (b.together?.gain ?? -1) - (a.together?.gain ?? -1))
    .slice(0, MAX_SHOWN);
  const clashes = relations.filter((relation) => !relation.isSynergy).slice(0, MAX_SHOWN);
  const [top] = synergies;
  const names = question.run.jokers.map((joker) => joker.name).join(', ');
  if (top === undefined) {
    return `**No synergies among your Jokers**: none of ${names} makes another pay more.`;
  }
  const lead = ASKS_BEST.test(question.parsed.text)
    ? `**Your best combo: ${top.relation.first} + ${top.relation.second}**${top.together === null ? '.' : ` — together they add **${formatNumber(top.together.gain)}** to your best play.`}`
    : `**Yes — ${formatNumber(allSynergies.length)} ${allSynergies.length === 1 ? 'pair of your Jokers works' : 'pairs of your Jokers work'} together.**`;
  const weighedNote =
    withAll !== null && allSynergies.length > MAX_WEIGHED
      ? [
          '',
          `_Weighed: the first ${formatNumber(MAX_WEIGHED)} of ${formatNumber(allSynergies.length)} pairs; ask about two Jokers by name for any other._`,
        ]
      : [];
  return [
    lead,
    '',
    ...synergies.map((pair) => writePair(question, pair, withAll)),
    ...weighedNote,
    ...(clashes.length === 0
      ? []
      : [
          '',
          '**Not together:**',
          ...clashes.map(
            (relation) => `- ${writeReason(judgeRelationInRun(question.run, relation))}`,
          ),
        ]),
  ].join('\n');
}
