// A new player's questions about the game's words — "what is a blind?", "what are antes?",
// "what does stake mean?", "how do Planets work?", "what's a Tarot?", "what happens if I
// lose?" — in a few lines each, the numbers from packages/game's data, then where this run is.
import {
  BLIND_MULTIPLIERS,
  BLIND_REWARDS,
  getHandReference,
  getJoker,
  getStakeReference,
  WIN_ANTE,
  type PokerHandName,
} from '@jokerwise/game';
import { getExampleHandType, getRunTargetDetails } from '../engine-tools';
import { APP_HELP_TOPICS } from './app-help';
import { SCORING_TOPICS } from './basics-scoring';
import { TAROT_TOPICS } from './describe-best-tarot';
import { formatBlindName } from './answer-target';
import {
  describeDeckUnlocks,
  describeDecks,
  describeHandRanking,
  describePacks,
  describeStickers,
  describeTagList,
  describeTagMoments,
  describeTags,
  describeVouchers,
} from './basics-items';
import {
  describeBossBlind,
  describeChipsAndMult,
  describeEditions,
  describeHardestStake,
  describeHowToPlay,
  describeJokerUnlocks,
  describeLegendaryJokers,
  describeSeals,
  describeSpectrals,
} from './basics-words';
import type { BasicsTopic } from './basics-topic';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber } from './format';

function describeBlinds(question: CoachQuestion): string {
  const { run } = question;
  const target = getRunTargetDetails(run);
  // From Red Stake the Small Blind pays nothing: the reward is the run's stake's.
  const rewards = { ...BLIND_REWARDS, small: getStakeReference(run.stake).smallBlindReward };
  const part = (name: string, type: keyof typeof BLIND_MULTIPLIERS) =>
    `${name} ×${formatNumber(BLIND_MULTIPLIERS[type])} (${formatMoney(rewards[type])})`;
  return [
    `A **blind** is a score to reach before your hands run out. Each ante has three, each a multiple of the ante's base score, each paying a reward: ${part('Small Blind', 'small')}, ${part('Big Blind', 'big')} and ${part('Boss Blind', 'boss')}, which also brings a rule of its own. The Small and Big Blind can be skipped for a tag.`,
    '',
    `- Now: **${formatBlindName(target.blind)}** at ante ${formatNumber(run.ante)}, target **${formatNumber(target.target)}**.`,
  ].join('\n');
}

function describeAntes({ run }: CoachQuestion): string {
  return [
    `An **ante** is one round of three blinds — Small, Big and Boss — and the targets grow with every ante. Beat the Boss Blind of ante ${formatNumber(WIN_ANTE)} to win the run; Endless Mode goes on after it.`,
    '',
    `- You are at ante **${formatNumber(run.ante)}** of ${formatNumber(WIN_ANTE)}.`,
  ].join('\n');
}

function describeStakes({ run }: CoachQuestion): string {
  const stake = getStakeReference(run.stake);
  return [
    "A **stake** is the run's difficulty: each stake adds one rule and keeps every rule of the stakes below it.",
    '',
    `- You play **${stake.stake}** (stake ${formatNumber(stake.level)}): ${stake.added}`,
  ].join('\n');
}

function describePlanets({ run }: CoachQuestion): string {
  const hand: PokerHandName = getExampleHandType(run);
  const now = getHandReference(hand, run.tracker.handLevels[hand]);
  return [
    "A **Planet** card levels up one poker hand for the rest of the run: each level adds to that hand's base Chips and Mult, before cards and Jokers score.",
    '',
    `- ${now.planet} levels your ${hand}: level ${formatNumber(now.level)} gives ${formatNumber(now.chips)} × ${formatNumber(now.mult)}, and each level adds +${formatNumber(now.chipsPerLevel)} Chips and +${formatNumber(now.multPerLevel)} Mult.`,
    '- Planets come from the shop and Celestial Packs; The High Priestess and Blue Seals make them. Black Hole levels every hand, the Orbital Tag one hand by 3, and Space Joker and Burnt Joker level hands as you play.',
  ].join('\n');
}

function describeSkippingBlinds(): string {
  return '**No** — the Small and Big Blind can each be skipped for a tag (no reward and no shop after it); only the Boss Blind must be beaten to go on to the next ante. A blind you play and do not beat ends the run.';
}

function describeTarots(): string {
  return 'A **Tarot** card changes the cards in your hand — an enhancement (The Empress makes Mult cards), a suit, a rank — or makes money or other cards. It waits in a consumable slot until you use it. Ask what one does: “What does The Hanged Man do?”';
}

function describeLosing(): string {
  return `If your last hand ends below the blind's target, the run is over. Only **Mr. Bones** saves it: _${getJoker('Mr. Bones').effect}_`;
}

const TOPICS: readonly BasicsTopic[] = [
  ...APP_HELP_TOPICS,
  ...SCORING_TOPICS,
  ...TAROT_TOPICS,
  {
    // Not "what's the blind at ante 3?", which asks a target.
    asks: /\bwhat(?:'s| is|s) a blind\b|\bwhat are blinds\b|\bdifference between (the )?(small|big|boss)\b.*\bblind/,
    answer: describeBlinds,
  },
  {
    asks: /\bwhat(?:'s| is|s) an ante\b|\bwhat are antes\b|\bhow many (rounds|blinds) (are )?(in|per) (an|each|a) ante\b/,
    answer: describeAntes,
  },
  {
    // Not "what's the boss blind?", which asks this ante's boss.
    asks: /\bwhat(?:'s| is|s) a boss( blind)?\b|\bwhat are boss(es| blinds)\b|\bhow do boss(es| blinds) work\b/,
    answer: describeBossBlind,
  },
  {
    asks: /\bdifference between (the )?(chips and mult|mult and chips)\b|\bwhat (is|are|does) (x ?mult|mult|chips)( mean)?\s*[?.!]*$|\bwhat does x ?mult mean\b/,
    answer: describeChipsAndMult,
  },
  {
    asks: /\bwhat(?:'s| is| are|s) (a )?seals?\s*[?.!]*$|\bhow do seals work\b/,
    answer: describeSeals,
  },
  {
    asks: /\bwhat(?:'s| is| are|s) (an? )?editions?\s*[?.!]*$|\bhow do editions work\b/,
    answer: describeEditions,
  },
  {
    asks: /\bwhat(?:'s| is| are|s) (a )?spectrals?( cards?)?\s*[?.!]*$|\bhow do spectrals?( cards?)? work\b/,
    answer: describeSpectrals,
  },
  {
    asks: /\bwhat(?:'s| is| are|s) (a )?legendary( jokers?)?\b|\bhow do i get (a )?legendary\b|\blegendary jokers\s*[?.!]*$|\b(best|strongest|good) legendary\b/,
    answer: describeLegendaryJokers,
  },
  { asks: /\b(hardest|highest|toughest|max(imum)?) stake\b/, answer: describeHardestStake },
  {
    asks: /\bunlock(ing)? (the |new |more |all )?jokers?\b|\bjokers? unlock/,
    answer: describeJokerUnlocks,
  },
  {
    asks: /\bhow (do|to) (i |you )?play (balatro|this game|the game)\b|\bhow (do|to) (i |you )?play\s*[?.!]*$|\bhow does (balatro|this game|the game) work\b/,
    answer: describeHowToPlay,
  },
  {
    asks: /\bwhat (is|does|are) (a |the )?stakes?( mean| do)?\b|\bwhat(?:'s|s) a stake\b/,
    answer: describeStakes,
  },
  {
    asks: /\bdifference between (a |the )?(tarots?|planets?) and (a |the )?(tarots?|planets?)\b|\b(tarots?|planets?) (vs|versus) (tarots?|planets?)\b/,
    answer: (question) => `${describePlanets(question)}\n\n${describeTarots()}`,
  },
  {
    asks: /\bhow do(es)? planets? (cards? )?work\b|\bwhat(?:'s| is| are|s) (a )?planets?( cards?)?\s*[?.!]*$|\bhow do(es)? (poker )?hand levels? work\b|\bwhat are (poker )?hand levels\b|\bhow does level(l)?ing( up)? work\b|\bhow (do|can|to) (i |you )?level( up)? (a |my |the )?(poker )?hands?\b/,
    answer: describePlanets,
  },
  {
    asks: /\bhow do(es)? tarots? (cards? )?work\b|\bwhat(?:'s| is| are|s) (a )?tarots?( cards?)?\s*[?.!]*$/,
    answer: describeTarots,
  },
  {
    asks: /\b(do|must) i (need to |have to )?(beat|play|win) (every|each|all( the| of the)?) blinds?\b|\b(have|need) to (beat|play) (every|each|all( the)?) blinds?\b/,
    answer: describeSkippingBlinds,
  },
  {
    asks: /\bwhat happens (if|when) i (lose|fail|die)\b|\bgame over\b|\bif i lose\b/,
    answer: describeLosing,
  },
  {
    asks: /\bwhat(?:'s| is| are|s) (a )?vouchers?\s*[?.!]*$|\bhow do vouchers work\b/,
    answer: describeVouchers,
  },
  {
    asks: /\bwhat(?:'s| is| are|s) (a )?(booster )?packs?\s*[?.!]*$|\bhow do (booster )?packs work\b|\bwhat(?:'s| is| are|s) (a )?(jumbo|mega) packs?\s*[?.!]*$|\b(differen\w*|vs|versus)\b.*\b(jumbo|mega)\b|\b(jumbo|mega)\b.*\b(differen\w*|vs|versus)\b|\bpack sizes?\b/,
    answer: describePacks,
  },
  {
    asks: /\bwhat(?:'s| is| are|s) (a )?tags?\s*[?.!]*$|\bhow do tags work\b/,
    answer: describeTags,
  },
  {
    asks: /\bwhen (do|are|does|will) (my |the )?tags? (get |be )?(used|trigger(ed)?|appl(y|ied)|activate(d)?|kick in|work)\b/,
    answer: describeTagMoments,
  },
  {
    asks: /\b(best|good|strongest) tags?\b|\b(which|what) tags (can|could|are there|might)\b|\blist of tags\b|\ball (the )?tags\b/,
    answer: describeTagList,
  },
  {
    asks: /\bwhat(?:'s| is| are|s) (a |an )?(stickers?|eternal|perishable|rental)( jokers?| stickers?)?\s*[?.!]*$|\bhow do stickers work\b|\bwhat (does|do) (an? )?(eternal|perishable|rental)( jokers?| stickers?)? (do|mean)\b/,
    answer: describeStickers,
  },
  {
    asks: /\bunlock(ing)? (the |new |more )?decks?\b|\bdecks? unlock/,
    answer: describeDeckUnlocks,
  },
  {
    asks: /\b(which|what) decks? (is|are) (the )?(best|easiest|good|strongest)\b|\b(best|easiest) decks?\b|\bwhat decks are there\b|\blist of decks\b|\b(which|what) deck (should i|to|do i) (pick|choose|play|start with|use)\b/,
    answer: describeDecks,
  },
  {
    asks: /\b(best|highest|strongest) (poker )?hand (in the game|there is|possible)\b|\bwhat beats an? \b|\bhand rank(ing|s)?\b|\b(list|order) of (poker )?hands\b|\bwhat (poker )?hands are there\b/,
    answer: describeHandRanking,
  },
];

/** The game word a new player asks about, if the question is one of those. */
export function findBasicsTopic(text: string): BasicsTopic | undefined {
  return TOPICS.find((topic) => topic.asks.test(text));
}

export function answerBasics(question: CoachQuestion): string {
  return findBasicsTopic(question.parsed.text)?.answer(question) ?? describeAntes(question);
}
