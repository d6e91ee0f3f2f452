// "Where should Blueprint go?", "what order should my Jokers be in?": the order of the owned
// Jokers that scores most on the best play of the cards held, else on an example of the
// build's hand (the joker_order engine tool), verdict first, with the engine's numbers.
import { jokerOrderTool, type JokerOrderAnswer } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatNumber } from './format';

const RULE =
  'Jokers score left to right: +Chips and +Mult count more before a ×Mult; Blueprint copies the Joker to its right, Brainstorm the leftmost.';

/** Where the Joker at `position` sits: "directly left of Canio", or "rightmost". */
function describePlace(order: JokerOrderAnswer['order'], position: number): string {
  const neighbour = order[position + 1];
  return neighbour === undefined ? 'rightmost' : `directly left of ${neighbour}`;
}

function describeVerdict(found: JokerOrderAnswer, joker: string | undefined): string {
  const play =
    found.example === null
      ? `your best play (${formatCards(found.played)})`
      : `an example ${found.example} of plain cards (${formatCards(found.played)})`;
  const gain = found.score - found.scoreNow;
  const better = `${play} scores **${formatNumber(found.score)}** instead of ${formatNumber(found.scoreNow)} (+${formatNumber(gain)})`;
  if (joker !== undefined && found.placed !== null) {
    const place = describePlace(found.order, found.placed);
    return gain > 0
      ? `**Move ${joker} ${place}**: ${better}.`
      : `**Keep ${joker} where it is** (${place}): no other place scores more than ${formatNumber(found.scoreNow)} with ${play}.`;
  }
  return gain > 0
    ? `**Reorder your Jokers**: ${better}.`
    : `**Keep your order**: no order I tried scores more than ${formatNumber(found.scoreNow)} with ${play}.`;
}

export function answerJokerOrder(question: CoachQuestion): string {
  const { run, parsed } = question;
  if (run.jokers.length < 2) return 'With fewer than two Jokers there is no order to choose.';
  const joker = parsed.jokers.find((name) => run.jokers.some((owned) => owned.name === name));
  const result = jokerOrderTool.run(joker === undefined ? {} : { joker }, question);
  if (!result.ok) return result.message;
  const found = result.value;
  return [
    describeVerdict(found, joker),
    '',
    `- Order: ${found.order.join(', ')}.`,
    ...(found.isComplete
      ? []
      : [`- With ${formatNumber(run.jokers.length)} Jokers I tried only some of the orders.`]),
    `- ${RULE}`,
  ].join('\n');
}
