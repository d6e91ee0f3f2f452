// "What should my build focus on?": two or three priorities read from the build, each tied to
// a number from the engine: what scores (the main hand, its level and Jokers), what is missing
// (×Mult, free slots, interest), and what the next boss asks or punishes.
import {
  getBossBlind,
  getBossesForAnte,
  getHandReference,
  getJoker,
  getJokerSlotUsage,
  type RunState,
} from '@jokerwise/game';
import {
  getBuildProfile,
  getInterestInput,
  getInterestReport,
  getTargetDetails,
  hasBossDisabler,
} from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';

function scoringPriority(run: RunState): string {
  const profile = getBuildProfile(run);
  if (profile.favouredHand === null) {
    return `**Pick a hand to build around** — no Joker of yours rewards a poker hand and no hand is above level 1; a Pair starts at ${formatNumber(getHandReference('Pair').chips)} × ${formatNumber(getHandReference('Pair').mult)}, a Flush at ${formatNumber(getHandReference('Flush').chips)} × ${formatNumber(getHandReference('Flush').mult)}.`;
  }
  const level = profile.favouredHandLevel ?? 1;
  const now = getHandReference(profile.favouredHand, level);
  const next = getHandReference(profile.favouredHand, level + 1);
  const jokers =
    profile.supportingJokers.length === 0 ? 'its level' : profile.supportingJokers.join(', ');
  return `**Keep playing and levelling ${profile.favouredHand}** — it is what scores (${jokers}): level ${formatNumber(now.level)} gives ${formatNumber(now.chips)} × ${formatNumber(now.mult)}, one ${now.planet} makes it ${formatNumber(next.chips)} × ${formatNumber(next.mult)}.`;
}

function missingPriority(run: RunState): string {
  const slots = getJokerSlotUsage(run);
  const hasXmult = run.jokers.some((joker) => getJoker(joker.name).kinds.includes('xmult'));
  if (!hasXmult && run.jokers.length > 0) {
    return `**Add a ×Mult Joker** — none of your ${formatNumber(run.jokers.length)} Jokers multiplies Mult, and targets grow faster than +Mult does.`;
  }
  if (slots.remaining > 0) {
    return `**Fill your ${formatNumber(slots.remaining)} free Joker slot${slots.remaining === 1 ? '' : 's'}** — an empty slot adds nothing to any hand.`;
  }
  const interest = getInterestReport(getInterestInput(run));
  if (interest.paysInterest && interest.moneyForNextStep !== null) {
    return `**Build your bank** — ${formatMoney(run.money)} earns ${formatMoney(interest.interest)} a round; ${formatMoney(interest.maxInterestMoney)} earns the most, ${formatMoney(interest.maxInterest)}.`;
  }
  return `**Upgrade, don't add** — all ${formatNumber(slots.available)} Joker slots are full: replace your weakest Joker when the shop offers a better one.`;
}

function bossPriority(run: RunState): string {
  const bossDisabled = hasBossDisabler(run);
  const place = { ante: run.ante, stake: run.stake, deck: run.deck, bossDisabled };
  if (run.bossBlind !== null) {
    const target = getTargetDetails({ ...place, blind: run.bossBlind });
    return `**Prepare for ${run.bossBlind}** — _${getBossBlind(run.bossBlind).effect}_ It asks **${formatNumber(target.target)}** at ante ${formatNumber(run.ante)}.`;
  }
  const usual = getTargetDetails({ ...place, blind: 'boss' });
  const hardest = getBossesForAnte(run.ante)
    .map((boss) => getTargetDetails({ ...place, blind: boss }))
    .sort((a, b) => b.target - a.target)[0];
  const worst =
    hardest === undefined || hardest.target === usual.target
      ? ''
      : `; ${String(hardest.blind)} would ask ${formatNumber(hardest.target)}`;
  return `**Get ready for the ante ${formatNumber(run.ante)} boss** — a usual boss asks **${formatNumber(usual.target)}**${worst}.`;
}

export function answerStrategy(question: CoachQuestion): string {
  const { run } = question;
  // In the shop, what to buy is the step at hand.
  const shop =
    run.isShopOpen && run.shopItems.length > 0
      ? [
          '',
          `Your shop is open with ${formatNumber(run.shopItems.length)} ${run.shopItems.length === 1 ? 'item' : 'items'}: ask “What should I buy?”`,
        ]
      : [];
  return [
    `Three priorities for your ${run.deck} run at ante ${formatNumber(run.ante)}:`,
    '',
    `1. ${scoringPriority(run)}`,
    `2. ${missingPriority(run)}`,
    `3. ${bossPriority(run)}`,
    ...shop,
  ].join('\n');
}
