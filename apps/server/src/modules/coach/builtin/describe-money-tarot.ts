// "Should I use The Hermit?", "how much will Temperance give me?": what the money Tarots pay
// if used now (packages/game getTarotMoney), and whether waiting would pay more.
import { getTarotMoney, TAROT_MONEY_CAPS, type MoneyTarot } from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { formatMoney } from './format';

export const ASKS_SHOULD_USE = /\bshould i use\b|\b(use|play) (it|this|that) now\b/;

/** The verdict for "should I use it?": use now when it pays its most, else what waiting adds. */
function describeVerdict(tarot: MoneyTarot, pays: number): string {
  const cap = TAROT_MONEY_CAPS[tarot];
  if (pays === cap) return `**Use it now**: +${formatMoney(pays)}, the most it pays.`;
  if (pays === 0) {
    return tarot === 'The Hermit'
      ? '**Not now**: you hold no money for it to double.'
      : '**Not now**: you own no Joker for it to pay out.';
  }
  return tarot === 'The Hermit'
    ? `**+${formatMoney(pays)} now**; it pays the full ${formatMoney(cap)} once you hold ${formatMoney(cap)}, so use it after a cash-out if you can wait.`
    : `**+${formatMoney(pays)} now**: your Jokers' sell values together; it pays more as they grow (Egg, Gift Card), up to ${formatMoney(cap)}.`;
}

/** Lines for a money Tarot's answer: a verdict first when asked whether to use it. */
export function describeMoneyTarot(
  question: CoachQuestion,
  tarot: MoneyTarot,
): { readonly lead: string | null; readonly line: string } {
  const { run } = question;
  const pays = getTarotMoney(run, tarot);
  const lead = ASKS_SHOULD_USE.test(question.parsed.text) ? describeVerdict(tarot, pays) : null;
  // The verdict already says when it pays its most.
  const most = lead === null && pays === TAROT_MONEY_CAPS[tarot] ? ', the most it pays' : '';
  return {
    lead,
    line: `- Used now it pays **${formatMoney(pays)}** (${formatMoney(run.money)} → ${formatMoney(run.money + pays)})${most}.`,
  };
}
