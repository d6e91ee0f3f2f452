// One Joker relation (packages/game findJokerRelation) as a verdict and the game's reason:
// "**No** — Blueprint can't copy Four Fingers (it copies only Jokers whose effect can be
// copied)." The reason quotes the Joker's own effect text where the rule lives there. Verdict
// and reason stay apart until written, so a list of partners can give the reasons alone.
import { getJoker, getJokerTraits, type JokerRelation } from '@jokerwise/game';
import { capitalize } from './format';

export interface RelationJudgement {
  readonly verdict: 'Yes' | 'No' | 'Not really';
  /** A clause that reads after the verdict's dash: "both pay on a Flush: …". */
  readonly reason: string;
}

const yes = (reason: string): RelationJudgement => ({ verdict: 'Yes', reason });
const no = (reason: string): RelationJudgement => ({ verdict: 'No', reason });

function plural(hand: string): string {
  return hand.endsWith('h') || hand.endsWith('s') ? `${hand}es` : `${hand}s`;
}

function copyPlace(relation: JokerRelation): string {
  return getJokerTraits(relation.first).copies === 'right'
    ? `put ${relation.first} directly left of ${relation.second}`
    : `put ${relation.second} leftmost`;
}

function judgeFaces(relation: JokerRelation): RelationJudgement {
  const firstRewards = getJokerTraits(relation.first).faceCards === 'rewards';
  const [wants, resets] = firstRewards
    ? [relation.first, relation.second]
    : [relation.second, relation.first];
  return no(
    `${wants} wants face cards to score, and they stop ${resets} (_${getJoker(resets).effect}_).`,
  );
}

export function judgeRelation(relation: JokerRelation): RelationJudgement {
  const { first, second } = relation;
  const rule = `_${getJoker(first).effect}_`;
  const secondHand = getJokerTraits(second).rewardsHand;
  switch (relation.kind) {
    case 'copies':
      return yes(
        `${first} copies ${second}, so its effect applies twice (${copyPlace(relation)}).`,
      );
    case 'cannot-copy':
      return no(
        `${first} can't copy ${second} (it copies only Jokers whose effect can be copied).`,
      );
    case 'same-hand':
      return yes(
        `both pay on a ${relation.hand ?? 'hand'}: every ${relation.hand ?? 'such hand'} triggers ${first} and ${second}.`,
      );
    case 'eases-hand':
      return yes(
        `${first} makes ${plural(relation.hand ?? 'hand')} easier to play (${rule}), and ${secondHand === null ? second : `${second} pays on every one`}${secondHand === null ? ' does too' : ''}.`,
      );
    case 'widens-cards':
      return yes(`${first} lets ${second} pay on more cards (${rule}).`);
    case 'narrows-cards':
      return no(`${first} works against ${second} (${rule}).`);
    case 'same-suit':
      return yes(
        `both pay on ${relation.suit ?? 'one suit'}: each scoring card of that suit triggers ${first} and ${second}.`,
      );
    case 'face-cards':
      return yes(`both pay on face cards: each scoring face card triggers ${first} and ${second}.`);
    case 'face-conflict':
      return judgeFaces(relation);
    case 'retriggers':
      return yes(
        `${first} retriggers the cards ${second} pays on, so ${second} fires again (${rule}).`,
      );
    case 'pays-for':
      return yes(`${first} pays for ${second} (${rule}).`);
    case 'grows-sell-value':
      return yes(
        `${first} raises sell values every round (${rule}), and ${second} counts them (_${getJoker(second).effect}_).`,
      );
    case 'different-hands':
      return {
        verdict: 'Not really',
        reason: `${first} pays on a ${getJokerTraits(first).rewardsHand ?? 'hand'} and ${second} on a ${secondHand ?? 'hand'}: no hand you can usually play triggers both.`,
      };
  }
}

/** The verdict first, then the reason, in one line. */
export function writeJudgement({ verdict, reason }: RelationJudgement): string {
  return `**${verdict}** — ${reason}`;
}

/** The reason as a sentence of its own, for a list that answers no yes-or-no question. */
export function writeReason({ reason }: RelationJudgement): string {
  return capitalize(reason);
}

export function describeRelation(relation: JokerRelation): string {
  return writeJudgement(judgeRelation(relation));
}
