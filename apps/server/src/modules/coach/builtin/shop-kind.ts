// The kind of shop item a question asks about ("best voucher for me", "which Joker fits my
// build"; "a Planet or a Joker?" names none), and what the shop answer says when the shop holds
// nothing of it.
import {
  getHandReference,
  getJokerSlotUsage,
  getJokersRewardingHand,
  getVoucher,
  getVouchersOnOffer,
  JOKER_NAMES,
  type RunState,
  type ShopItemType,
} from '@jokerwise/game';
import { getPlanetLevelUp, type BuildProfile } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { labelBlind } from './settled-blind';
import { MAX_SHOWN } from './describe-partners';
import { formatLevelUp, formatNumber } from './format';

const KIND_WORDS: readonly (readonly [ShopItemType, RegExp])[] = [
  ['Joker', /\bjokers?\b/],
  ['Voucher', /\bvouchers?\b/],
  ['Planet', /\bplanets?\b/],
  ['Tarot', /\btarots?\b/],
  ['Spectral', /\bspectrals?\b/],
  ['Booster Pack', /\bpacks?\b/],
];

/** The one kind of item a text names ("best voucher for me"), else null. */
export function findKindInText(text: string): ShopItemType | null {
  const named = KIND_WORDS.filter(([, words]) => words.test(text));
  const [only, ...more] = named;
  return only !== undefined && more.length === 0 ? only[0] : null;
}

/** The one kind of item the question names, else any item. */
export function findAskedKind(question: CoachQuestion): ShopItemType | null {
  return findKindInText(question.parsed.text);
}

/** What the ante's Voucher can be: the upgrades of those owned first, by name and effect. */
function describeVouchersOnOffer(run: RunState): string {
  const offered = getVouchersOnOffer(run).map(getVoucher);
  const upgrades = offered.filter((voucher) => voucher.tier === 'upgraded');
  const bases = offered.length - upgrades.length;
  const lead = 'The shop offers one Voucher an ante, a new one after each Boss Blind.';
  if (upgrades.length === 0) {
    return `${lead} Any of the ${formatNumber(bases)} base Vouchers you do not own can show up; each one's upgrade follows once you own it.`;
  }
  // "Upgrades your Hone": Glow Up's own text ("Those editions ...") leans on its base.
  const listed = upgrades.map(
    (voucher) => `- **${voucher.name}** (upgrades your ${voucher.requires}): ${voucher.effect}`,
  );
  return [
    `${lead} Upgrades of yours that can show up (once unlocked in your game):`,
    '',
    ...listed,
    '',
    `Or one of the ${formatNumber(bases)} base Vouchers you do not own.`,
  ].join('\n');
}

/** Nothing in the shop to judge: what is there instead, or what to look for. */
export function describeNothingToJudge(
  question: CoachQuestion,
  profile: BuildProfile,
  kind: ShopItemType | null,
): string {
  const { run } = question;
  const onOffer = kind === 'Voucher' ? ` ${describeVouchersOnOffer(run)}` : '';
  if (kind !== null && run.shopItems.length > 0) {
    const held = run.shopItems.map((item) => item.name ?? `an unnamed ${item.type}`).join(', ');
    return `**No ${kind} in your shop now.** It holds ${held}.${onOffer}`;
  }
  if (kind === 'Voucher') return `Your shop is empty here.${onOffer}`;
  const hand = profile.favouredHand;
  if (kind === 'Planet' && hand !== null) {
    const { planet } = getHandReference(hand);
    return `Your shop is empty here. The Planet for your **${hand}** build is **${planet}**: it ${formatLevelUp(getPlanetLevelUp(run, hand))}. Celestial Packs hold Planets too.`;
  }
  if (kind === 'Joker' && hand !== null) {
    const owned = new Set(run.jokers.map((joker) => joker.name));
    const wanted = getJokersRewardingHand(hand, JOKER_NAMES).filter((name) => !owned.has(name));
    if (wanted.length > 0) {
      const slots = getJokerSlotUsage(run);
      const full =
        slots.used >= slots.available
          ? ` Your Joker slots are full (${formatNumber(slots.used)}/${formatNumber(slots.available)}): one would replace a Joker you own.`
          : '';
      return `Your shop is empty here. For your **${hand}** build, look for ${wanted.slice(0, MAX_SHOWN).join(', ')}: each pays on every ${hand}.${full}`;
    }
  }
  // "Am I in the shop?" between blinds of a save read mid-round: the shop is not open yet.
  if (!run.isShopOpen) {
    return `**The shop is closed now**: you are playing ${labelBlind(run)}, and the shop opens once it is beaten. Then add the items you see in the **Shop** panel and ask again.`;
  }
  return 'Your shop is empty here: add the items you see in the **Shop** panel and ask again.';
}
