// "Where should Blueprint go?", "what order should my Jokers be in?": the order of the owned
// Jokers that scores most on the best play of the cards held (engine-tools/joker-order.ts),
// verdict first, with the engine's numbers.
import type { RunState } from '@jokerwise/game';
import { bestPlayTool, findBestOrder, findBestPlace, type JokerOrder } from '../engine-tools';
import { heldBesides } from './answer-compare';
import type { CoachQuestion } from './coach-question';
import { formatCards, formatNumber, NEED_CARDS } from './format';

const RULE =
  'Jokers score left to right: +Chips and +Mult count more before a ×Mult; Blueprint copies the Joker to its right, Brainstorm the leftmost.';

function namesOf(run: RunState, order: JokerOrder): string {
  return order.flatMap((index) => run.jokers[index]?.name ?? []).join(', ');
}

/** Where the Joker at `index` sits in `order`: "directly left of Canio", or "rightmost". */
function describePlace(run: RunState, order: JokerOrder, index: number): string {
  const position = order.indexOf(index);
  const right = order[position + 1];
  const neighbour = right === undefined ? undefined : run.jokers[right]?.name;
  return neighbour === undefined ? 'rightmost' : `directly left of ${neighbour}`;
}

export function answerJokerOrder(question: CoachQuestion): string {
  const { run, parsed } = question;
  if (run.jokers.length < 2) return 'With fewer than two Jokers there is no order to choose.';
  const result = bestPlayTool.run({}, question);
  if (!result.ok) return result.code === 'NO_CARDS_IN_HAND' ? NEED_CARDS : result.message;
  const { best } = result.value;
  const held = heldBesides(question.hand, best.cards);
  const play = `your best play (${formatCards(best.cards)})`;
  const named = parsed.jokers.find((name) => run.jokers.some((joker) => joker.name === name));
  const index = named === undefined ? -1 : run.jokers.findIndex((joker) => joker.name === named);
  const found =
    index < 0 ? findBestOrder(run, best.cards, held) : findBestPlace(run, best.cards, held, index);
  if (found === null) return NEED_CARDS;
  const now = best.score.score;
  const gain = found.score - now;
  const order = `- Order: ${namesOf(run, found.order)}.`;
  const partial = found.isComplete
    ? []
    : [`- With ${formatNumber(run.jokers.length)} Jokers I tried only some of the orders.`];
  if (named !== undefined && index >= 0) {
    const verdict =
      gain > 0
        ? `**Move ${named} ${describePlace(run, found.order, index)}**: ${play} scores **${formatNumber(found.score)}** instead of ${formatNumber(now)} (+${formatNumber(gain)}).`
        : `**Keep ${named} where it is** (${describePlace(run, found.order, index)}): no other place scores more than ${formatNumber(now)} with ${play}.`;
    return [verdict, '', order, ...partial, `- ${RULE}`].join('\n');
  }
  const verdict =
    gain > 0
      ? `**Reorder your Jokers**: ${play} scores **${formatNumber(found.score)}** instead of ${formatNumber(now)} (+${formatNumber(gain)}).`
      : `**Keep your order**: no order I tried scores more than ${formatNumber(now)} with ${play}.`;
  return [verdict, '', order, ...partial, `- ${RULE}`].join('\n');
}
