// "Can I afford Blueprint for $10?": the engine's buy check (getBuyShopItemError) on the item
// at the price given or listed, with the money left and what it does to interest.
import { getRunErrorMessage } from '@jokerwise/contracts';
import { getBuyShopItemError } from '@jokerwise/game';
import { getInterestInput, getInterestReport } from '../engine-tools';
import { answerShop } from './answer-shop';
import { findAskedItems } from './asked-item';
import type { CoachQuestion } from './coach-question';
import { formatMoney } from './format';

export function answerAfford(question: CoachQuestion): string {
  const [asked] = findAskedItems(question);
  if (asked === undefined) return answerShop(question);
  const { run, item } = asked;
  const error = getBuyShopItemError(run, item.id);
  const left = run.money - item.price;
  const cost = `${item.name} costs ${formatMoney(item.price)} and you have ${formatMoney(run.money)}`;
  if (error === 'INSUFFICIENT_FUNDS') {
    return `**No** — ${cost}: you are ${formatMoney(item.price - run.money)} short.`;
  }
  if (error !== null) return `**No** — ${cost}, but ${getRunErrorMessage(error)}`;
  const now = getInterestReport(getInterestInput(run)).interest;
  const after = getInterestReport(getInterestInput(run, left)).interest;
  // "How much will I have after buying X?" asks for the amount, not a yes.
  const asksAmount = /\bhow much\b|\bwhat will i have\b/.test(question.parsed.text);
  return [
    asksAmount
      ? `**${formatMoney(left)} left** — ${cost}.`
      : `**Yes** — ${cost}: ${formatMoney(left)} left.`,
    '',
    `- Interest at the round's end: ${formatMoney(now)} → ${formatMoney(after)}.`,
  ].join('\n');
}
