// "Does X work with Y?": the relation between the Jokers named (and owned) as the engine's
// effect registry gives it (packages/game findJokerRelation), verdict first; with cards in
// hand, the engine's best play with both and without each one.
import {
  findJokerRelation,
  getJoker,
  getJokersRewardingHand,
  getJokerTraits,
  JOKER_NAMES,
  type JokerName,
  type JokerRelation,
  type RunState,
  type ScenarioCard,
  type SearchBudget,
} from '@jokerwise/game';
import { findBestPlayWithAddedJokers, type JokerChanges } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { describeCopyInRun, describeRelationInRun, findCopiesInRun } from './copy-in-run';
import { describeJokersOfKind } from './describe-jokers-of-kind';
import { describeOwnedPairs } from './describe-owned-pairs';
import { describePartners, describePartnersInRun, MAX_SHOWN } from './describe-partners';
import { formatNumber } from './format';

const ASKS_FOR_LIST = /\b(what|which) (other )?jokers?\b/;

function pairsOf(names: readonly JokerName[]): [JokerName, JokerName][] {
  return names.flatMap((a, i) => names.slice(i + 1).map((b): [JokerName, JokerName] => [a, b]));
}

function getPairs(question: CoachQuestion): [JokerName, JokerName][] {
  const named = question.parsed.jokers;
  const owned = question.run.jokers.map((joker) => joker.name);
  if (named.length >= 2) return pairsOf(named);
  const [only] = named;
  if (only !== undefined) {
    return owned
      .filter((name) => name !== only)
      .map((name): [JokerName, JokerName] => [only, name]);
  }
  return pairsOf([...new Set(owned)]);
}

function bestScore(
  run: RunState,
  hand: readonly ScenarioCard[],
  changes: JokerChanges,
  budget: SearchBudget,
) {
  return findBestPlayWithAddedJokers(run, hand, changes, budget)?.score ?? null;
}

/** Missing Jokers are added where they score most (Blueprint left of its target ...). */
function describeScores(
  question: CoachQuestion,
  pair: readonly [JokerName, JokerName],
): string | null {
  const { run, hand, budget } = question;
  if (hand.length === 0) return null;
  const [first, second] = pair;
  const owned = (name: JokerName) => run.jokers.some((joker) => joker.name === name);
  const missing = (names: readonly JokerName[]) =>
    names.filter((name) => !owned(name)).map((name) => ({ name }));
  const both = bestScore(run, hand, { add: missing([first, second]) }, budget);
  const withoutFirst = bestScore(run, hand, { add: missing([second]), remove: [first] }, budget);
  const withoutSecond = bestScore(run, hand, { add: missing([first]), remove: [second] }, budget);
  if (both === null || withoutFirst === null || withoutSecond === null) return null;
  return `Best play from your hand: both **${formatNumber(both)}** · without ${first} ${formatNumber(withoutFirst)} · without ${second} ${formatNumber(withoutSecond)}.`;
}

function describePair(
  question: CoachQuestion,
  pair: readonly [JokerName, JokerName],
  relation: JokerRelation | null,
): string[] {
  const verdict =
    relation === null
      ? `**No direct interaction** — neither ${pair[0]} nor ${pair[1]} changes what the other does.`
      : describeRelationInRun(question.run, relation);
  const ordered: readonly [JokerName, JokerName] =
    relation === null ? pair : [relation.first, relation.second];
  const scores = describeScores(question, ordered);
  return [verdict, ...(scores === null ? [] : [`- ${scores}`])];
}

/** "A good Joker for Flushes?": the Jokers the effect registry says pay on that hand. */
function describeHandJokers(question: CoachQuestion): string | null {
  const [hand] = question.parsed.hands;
  if (hand === undefined || question.parsed.jokers.length > 0) return null;
  const jokers = getJokersRewardingHand(hand, JOKER_NAMES);
  const owned = jokers.filter((name) => question.run.jokers.some((joker) => joker.name === name));
  return [
    `**${jokers.length === 0 ? 'No Joker' : jokers.join(', ')}** ${jokers.length === 1 ? 'pays' : 'pay'} on every ${hand}${owned.length > 0 ? ` (you own ${owned.join(', ')})` : ''}.`,
    '',
    ...jokers.map((name) => `- ${name}: _${getJoker(name).effect}_`),
  ].join('\n');
}

/** "What does my Blueprint copy?": what each owned copier named copies in the run's order. */
function describeOwnedCopies(question: CoachQuestion): string | null {
  const [only, ...more] = question.parsed.jokers;
  if (only === undefined || more.length > 0 || !/\bcop(y|ies|ying)\b/.test(question.parsed.text)) {
    return null;
  }
  const copies = findCopiesInRun(question.run, only);
  if (copies.length === 0) {
    const asksOwn = /\bmy\b/.test(question.parsed.text) && getJokerTraits(only).copies !== null;
    return asksOwn ? `**You own no ${only}.** ${only}: _${getJoker(only).effect}_` : null;
  }
  const copied = copies.flatMap((copy) => (copy.copied === null ? [] : [copy.copied]));
  const scores = copied.flatMap((name) => {
    const line = describeScores(question, [only, name]);
    return line === null ? [] : [`- ${line}`];
  });
  return [...copies.map(describeCopyInRun), ...(scores.length === 0 ? [] : ['', ...scores])].join(
    '\n',
  );
}

export function answerSynergy(question: CoachQuestion): string {
  const ofKind = describeJokersOfKind(question);
  if (ofKind !== null) return ofKind;
  const forHand = describeHandJokers(question);
  if (forHand !== null) return forHand;
  const ownedCopies = describeOwnedCopies(question);
  if (ownedCopies !== null) return ownedCopies;
  const named = question.parsed.jokers;
  // "Which Jokers go with Canio?" asks for a list, not a yes or no about one pair.
  const [listed, ...others] = named;
  if (listed !== undefined && others.length === 0 && ASKS_FOR_LIST.test(question.parsed.text)) {
    return describePartnersInRun(question, listed, (pair) => describeScores(question, pair));
  }
  const pairs = getPairs(question);
  if (named.length >= 2 || (named.length === 1 && pairs.length === 1)) {
    const [pair] = pairs;
    if (pair !== undefined && pairs.length === 1) {
      return describePair(question, pair, findJokerRelation(pair[0], pair[1])).join('\n');
    }
  }
  if (named.length === 0 && pairs.length > 0) return describeOwnedPairs(question, pairs);
  const found = pairs
    .map((pair) => ({ pair, relation: findJokerRelation(pair[0], pair[1]) }))
    .filter(
      (entry): entry is { pair: [JokerName, JokerName]; relation: JokerRelation } =>
        entry.relation !== null,
    )
    .slice(0, MAX_SHOWN);
  if (found.length > 0) {
    return found.flatMap((entry) => describePair(question, entry.pair, entry.relation)).join('\n');
  }
  const [only] = named;
  if (only !== undefined) return describePartners(only);
  return 'Name two Jokers and I will say how they work together, e.g. “Does Blueprint work with The Duo?”';
}
