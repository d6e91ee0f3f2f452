// One Joker relation (packages/game findJokerRelation) as a verdict and the game's reason:
// "**No** — Blueprint can't copy Four Fingers (it copies only Jokers whose effect can be
// copied)." The reason quotes the Joker's own effect text where the rule lives there.
import { getJoker, getJokerTraits, type JokerRelation } from '@jokerwise/game';

function plural(hand: string): string {
  return hand.endsWith('h') || hand.endsWith('s') ? `${hand}es` : `${hand}s`;
}

function copyPlace(relation: JokerRelation): string {
  return getJokerTraits(relation.first).copies === 'right'
    ? `put ${relation.first} directly left of ${relation.second}`
    : `put ${relation.second} leftmost`;
}

function describeFaces(relation: JokerRelation): string {
  const firstRewards = getJokerTraits(relation.first).faceCards === 'rewards';
  const [wants, resets] = firstRewards
    ? [relation.first, relation.second]
    : [relation.second, relation.first];
  return `**No** — ${wants} wants face cards to score, and they stop ${resets} (_${getJoker(resets).effect}_).`;
}

/** The verdict first, then the reason, in one line. */
export function describeRelation(relation: JokerRelation): string {
  const { first, second } = relation;
  const rule = `_${getJoker(first).effect}_`;
  const secondHand = getJokerTraits(second).rewardsHand;
  switch (relation.kind) {
    case 'copies':
      return `**Yes** — ${first} copies ${second}, so its effect applies twice (${copyPlace(relation)}).`;
    case 'cannot-copy':
      return `**No** — ${first} can't copy ${second} (it copies only Jokers whose effect can be copied).`;
    case 'same-hand':
      return `**Yes** — both pay on a ${relation.hand ?? 'hand'}: every ${relation.hand ?? 'such hand'} triggers ${first} and ${second}.`;
    case 'eases-hand':
      return `**Yes** — ${first} makes ${plural(relation.hand ?? 'hand')} easier to play (${rule}), and ${secondHand === null ? second : `${second} pays on every one`}${secondHand === null ? ' does too' : ''}.`;
    case 'widens-cards':
      return `**Yes** — ${first} lets ${second} pay on more cards (${rule}).`;
    case 'narrows-cards':
      return `**No** — ${first} works against ${second} (${rule}).`;
    case 'same-suit':
      return `**Yes** — both pay on ${relation.suit ?? 'one suit'}: each scoring card of that suit triggers ${first} and ${second}.`;
    case 'face-cards':
      return `**Yes** — both pay on face cards: each scoring face card triggers ${first} and ${second}.`;
    case 'face-conflict':
      return describeFaces(relation);
    case 'retriggers':
      return `**Yes** — ${first} retriggers the cards ${second} pays on, so ${second} fires again (${rule}).`;
    case 'pays-for':
      return `**Yes** — ${first} pays for ${second} (${rule}).`;
    case 'different-hands':
      return `**Not really** — ${first} pays on a ${getJokerTraits(first).rewardsHand ?? 'hand'} and ${second} on a ${secondHand ?? 'hand'}: no hand you can usually play triggers both.`;
  }
}
