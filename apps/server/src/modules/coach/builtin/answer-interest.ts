// "How much interest?" / "How much should I save?": interest for the money asked about (or
// the run's), the cap from vouchers and To the Moon, and the money for the next step and the max.
import { interestTool } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { ASKS_WAYS_TO_EARN, answerWaysToEarn } from './ways-to-earn';
import { formatMoney, formatNumber } from './format';

export function answerInterest(question: CoachQuestion): string {
  const { parsed, run } = question;
  if (ASKS_WAYS_TO_EARN.test(parsed.text)) return answerWaysToEarn(question);
  const report = interestTool.run(parsed.money === null ? {} : { money: parsed.money }, {
    run,
    hand: question.hand,
  }).value;
  if (!report.paysInterest) {
    return `**${run.deck} pays no interest**, so saving earns nothing: spend on Jokers and Planets.`;
  }
  const lines = [
    `With **${formatMoney(report.money)}** you earn **${formatMoney(report.interest)}** interest at the end of the round (cap ${formatMoney(report.cap)}${report.toTheMoonCount > 0 ? `, plus To the Moon ×${formatNumber(report.toTheMoonCount)}` : ''}).`,
    '',
  ];
  if (report.moneyForNextStep !== null && report.nextStepMoney !== null) {
    lines.push(
      `- Next step: hold **${formatMoney(report.nextStepMoney)}** (${formatMoney(report.moneyForNextStep)} more) for ${formatMoney(report.nextStepInterest ?? 0)}.`,
    );
  } else {
    lines.push(
      `- You are at the most interest: anything above ${formatMoney(report.maxInterestMoney)} earns nothing more.`,
    );
  }
  lines.push(
    `- Most interest: ${formatMoney(report.maxInterest)} per round from **${formatMoney(report.maxInterestMoney)}** — keep that much after shopping; spend what is above it.`,
  );
  if (parsed.money !== null && parsed.money !== run.money) {
    lines.push(`- You have ${formatMoney(run.money)} now.`);
  }
  return lines.join('\n');
}
