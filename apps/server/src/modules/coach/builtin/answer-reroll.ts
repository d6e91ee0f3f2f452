// "Should I reroll?": the reroll's price from the engine, what it does to money and interest,
// and whether the shop already holds something worth buying first.
import { getShopRerollCost, rerollShop, type RunState } from '@jokerwise/game';
import {
  getBuildProfile,
  getInterestInput,
  getInterestReport,
  getShopItemValue,
} from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatMoney } from './format';

/** The run after paying for the reroll; when it cannot be paid, the run as if it could. */
function getRerolledRun(run: RunState, cost: number): RunState {
  const rerolled = rerollShop(run);
  return rerolled.ok
    ? rerolled.value
    : { ...run, money: run.money - cost, shopRerolls: run.shopRerolls + 1 };
}

/** "After 3 rerolls", "the 4th reroll": rerolls already paid for in this shop. */
function findRerollsDone(text: string): number | null {
  const after = /\bafter (\d{1,2}) re-?rolls?\b/.exec(text)?.[1];
  if (after !== undefined) return Number(after);
  const nth = /\b(\d{1,2})(st|nd|rd|th) re-?roll\b/.exec(text)?.[1];
  return nth === undefined ? null : Math.max(0, Number(nth) - 1);
}

export function answerReroll(question: CoachQuestion): string {
  const done = findRerollsDone(question.parsed.text);
  if (done !== null) {
    const cost = getShopRerollCost({ ...question.run, shopRerolls: done });
    return `**${formatMoney(cost)}** — after ${done} paid ${done === 1 ? 'reroll' : 'rerolls'} in one shop, the next costs ${formatMoney(cost)} (from ${formatMoney(getShopRerollCost({ ...question.run, shopRerolls: 0 }))}, +$1 a reroll; a new shop starts over).`;
  }
  const { run, hand } = question;
  const cost = getShopRerollCost(run);
  const rerolled = getRerolledRun(run, cost);
  const moneyAfter = rerolled.money;
  const now = getInterestReport(getInterestInput(run));
  const after = getInterestReport(getInterestInput(run, moneyAfter));
  const profile = getBuildProfile(run);
  const buys = run.shopItems
    .map((item) => getShopItemValue(run, hand, item, profile, question.budget))
    .filter((value) => value.verdict === 'buy');
  const numbers = `A reroll costs **${formatMoney(cost)}** (the next one ${formatMoney(getShopRerollCost(rerolled))}): ${formatMoney(run.money)} → ${formatMoney(moneyAfter)}, interest ${formatMoney(now.interest)} → ${formatMoney(after.interest)}.`;
  let advice: string;
  if (moneyAfter < 0) {
    advice = `**Don't reroll**: you are ${formatMoney(-moneyAfter)} short.`;
  } else if (buys.length > 0) {
    advice = `**Buy first**: ${buys.map((value) => `${value.name} (${formatMoney(value.price)})`).join(', ')} ${buys.length === 1 ? 'fits' : 'fit'} your build.`;
  } else if (after.interest < now.interest) {
    advice = `**Only if you need a piece now**: it costs ${formatMoney(now.interest - after.interest)} of interest on top of the price.`;
  } else {
    advice = `**Reroll**: nothing here fits your build and your interest stays at ${formatMoney(after.interest)}.`;
  }
  // "How much is a reroll?" is answered by the price; "should I?" by the advice.
  const asksPrice = /\bhow much\b|\bcost\b|\bprice\b/.test(question.parsed.text);
  return (asksPrice ? [numbers, '', advice] : [advice, '', numbers]).join('\n');
}
