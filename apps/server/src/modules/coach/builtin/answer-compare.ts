// "AS AH or KS KH QS?" / "Flush or Pair?": each play scored by the engine with the run's
// Jokers, levels and boss; the higher one first, with the difference.
import { getHandExample, type PokerHandName, type ScenarioCard } from '@jokerwise/game';
import { bestPlayTool, scoreHandTool, scoreRunPlay, type PlayOption } from '../engine-tools';
import { answerBestPlay } from './answer-best-play';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatNumber, formatScoreLine } from './format';

const sameCard = (a: ScenarioCard, b: ScenarioCard) => a.rank === b.rank && a.suit === b.suit;

/** The hand without the played cards (one copy each), kept for held-card effects. */
export function heldBesides(
  hand: readonly ScenarioCard[],
  played: readonly ScenarioCard[],
): ScenarioCard[] {
  const rest = [...hand];
  for (const card of played) {
    const index = rest.findIndex((other) => sameCard(other, card));
    if (index >= 0) rest.splice(index, 1);
  }
  return rest;
}

function scoreGroups(question: CoachQuestion): PlayOption[] {
  return question.parsed.cardGroups.flatMap((group) => {
    const played = group.slice(0, 5);
    const result = scoreHandTool.run(
      { played: [...played], held: heldBesides(question.hand, played) },
      question,
    );
    return result.ok ? [{ cards: played, score: result.value }] : [];
  });
}

/** Named hand types: the engine's best play of each that the hand can make. */
function bestOfHands(question: CoachQuestion, hands: readonly PokerHandName[]): PlayOption[] {
  return hands.flatMap((onlyHand) => {
    const result = bestPlayTool.run({ onlyHand }, question);
    return result.ok ? [result.value.best] : [];
  });
}

/** "Flush or Full House?" when the cards make only one of them. */
function describeOnlyOne(question: CoachQuestion, play: PlayOption): string {
  const missing = question.parsed.hands.filter((hand) => hand !== play.score.hand);
  return [
    `**Play the ${play.score.hand}** — your hand makes no ${missing.join(' or ')}.`,
    '',
    `- ${formatCards(play.cards)}: ${formatScoreLine(play.score)}`,
  ].join('\n');
}

/** The higher play first, by how much, each play's working, and the target. */
export function describeComparison(options: readonly PlayOption[]): string | null {
  const sorted = [...options].sort((a, b) => b.score.score - a.score.score);
  const [best, other] = sorted;
  if (best === undefined || other === undefined) return null;
  const verdict =
    best.score.score === other.score.score
      ? `**Either** — both score **${formatNumber(best.score.score)}**.`
      : `**Play ${formatCards(best.cards)}** — ${best.score.hand} scores **${formatNumber(best.score.score)}**, ${formatNumber(best.score.score - other.score.score)} more than ${other.score.hand} (${formatCards(other.cards)}) at ${formatNumber(other.score.score)}.`;
  return [
    verdict,
    '',
    ...sorted.map((option) => `- ${formatCards(option.cards)}: ${formatScoreLine(option.score)}`),
    `- Target ${formatNumber(best.score.target)}: ${best.score.beatsBlind ? 'the better play is **enough**' : `the better play is short by ${formatNumber(best.score.shortBy)}`}.`,
  ].join('\n');
}

/** "Why not a Flush?": the best play of that hand against the best play overall. */
function answerWhyNotHand(question: CoachQuestion, hand: PokerHandName): string {
  const overall = bestPlayTool.run({}, question);
  if (!overall.ok) return answerBestPlay(question);
  const best = overall.value.best;
  if (best.score.hand === hand) {
    return [
      `**The ${hand} is your best play**: ${formatCards(best.cards)}.`,
      '',
      `- ${formatScoreLine(best.score)}`,
    ].join('\n');
  }
  const [ofHand] = bestOfHands(question, [hand]);
  if (ofHand === undefined) {
    return [
      `**Your hand makes no ${hand}**, so the best play is the ${best.score.hand}: ${formatCards(best.cards)}.`,
      '',
      `- ${formatScoreLine(best.score)}`,
    ].join('\n');
  }
  return describeComparison([best, ofHand]) ?? answerBestPlay(question);
}

/**
 * "Flush or Straight?" with no cards in hand: an example of each in plain cards, scored with the
 * run's Jokers and levels, as the build would play them.
 */
function compareExamples(question: CoachQuestion, hands: readonly PokerHandName[]): string | null {
  const scored = hands.flatMap((hand) => {
    const result = scoreRunPlay(question.run, getHandExample(hand), []);
    return result.ok ? [{ hand, score: result.value.score }] : [];
  });
  const ranked = [...scored].sort((a, b) => b.score - a.score);
  const [first, second] = ranked;
  if (first === undefined || second === undefined) return null;
  const lead =
    first.score === second.score
      ? `**${first.hand} and ${second.hand} score the same for your build**`
      : `**${first.hand} scores more for your build**`;
  return [
    `${lead}: an example of each in plain cards, with your Jokers and hand levels —`,
    '',
    ...ranked.map(
      ({ hand, score }) =>
        `- ${hand} (level ${formatNumber(question.run.tracker.handLevels[hand])}): ${formatNumber(score)}`,
    ),
    '',
    'For the cards you hold, enter them in the **calculator** and ask again.',
  ].join('\n');
}

export function answerComparePlays(question: CoachQuestion): string {
  const { parsed } = question;
  const byHands = parsed.cardGroups.length < 2;
  if (byHands && parsed.hands.length >= 2 && question.hand.length === 0) {
    const examples = compareExamples(question, parsed.hands);
    if (examples !== null) return examples;
  }
  const [onlyHand, ...moreHands] = parsed.hands;
  if (byHands && onlyHand !== undefined && moreHands.length === 0 && question.hand.length > 0) {
    return answerWhyNotHand(question, onlyHand);
  }
  const options = byHands ? bestOfHands(question, parsed.hands) : scoreGroups(question);
  const [only, ...others] = options;
  if (only !== undefined && others.length === 0 && byHands) return describeOnlyOne(question, only);
  return describeComparison(options) ?? answerBestPlay(question);
}
