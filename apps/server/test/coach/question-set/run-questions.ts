// Questions about the player's run: best play, plays compared, the shop, synergies, the boss,
// skipping, strategy, what the coach can do, and follow-ups. Expected facts come from the
// game's engine (scoreHand, findBestPlay on the game's run → scenario conversion) and data.
import {
  findBestPlay,
  getBlindReward,
  getBossesForAnte,
  JOKER_NAMES,
  getBoosterPack,
  getHandLevelValues,
  getShopRerollCost,
  getBossBlind,
  getInterest,
  getJoker,
  getRunScoreOptions,
  getRunTargetScore,
  getShopPrice,
  scoreHand,
  toRunScenario,
  type RunState,
  type ScenarioCard,
} from '@jokerwise/game';
import { cards } from '../builtin/run-fixtures';
import { getTarget } from './target-score';
import {
  CHICOT_RUN,
  FLUSH_HAND,
  FLUSH_RUN,
  FRESH_RUN,
  NEEDLE_HAND,
  NEEDLE_RUN,
  WALL_HAND,
  WALL_RUN,
  fmt,
  usd,
  type QuestionCase,
} from './runs';

function best(run: RunState, hand: readonly ScenarioCard[]) {
  const outcome = findBestPlay(toRunScenario(run, { held: hand }), getRunScoreOptions(run));
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.best.result;
}

/** A play scored by the engine; the rest of `hand` stays held (Baron, Mime read it). */
function score(
  run: RunState,
  played: readonly ScenarioCard[],
  hand: readonly ScenarioCard[] = [],
): number {
  const held = hand.filter(
    (card) => !played.some((other) => other.rank === card.rank && other.suit === card.suit),
  );
  const outcome = scoreHand(toRunScenario(run, { played, held }), getRunScoreOptions(run));
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.score;
}

const flushBest = best(FLUSH_RUN, FLUSH_HAND);
const wallBest = best(WALL_RUN, WALL_HAND);
const needleBest = best(NEEDLE_RUN, NEEDLE_HAND);
const price = (run: RunState, name: string) =>
  run.shopItems.find((item) => item.name === name)?.price ?? -1;
const wallTarget = getTarget(5, 'The Wall', 'Green Stake', 'Blue Deck');
const interestOf = (run: RunState, money: number) =>
  getInterest({ money, vouchers: run.vouchers, deck: run.deck });

export const RUN_QUESTIONS: readonly QuestionCase[] = [
  {
    category: 'best play',
    message: 'What should I play?',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    expects: [flushBest.hand, fmt(flushBest.score)],
  },
  {
    category: 'best play',
    message: 'best hand?',
    run: WALL_RUN,
    hand: WALL_HAND,
    expects: [wallBest.hand, fmt(wallBest.score), fmt(wallTarget)],
  },
  {
    category: 'best play',
    message: 'which cards should i play',
    run: NEEDLE_RUN,
    hand: NEEDLE_HAND,
    expects: [needleBest.hand, fmt(needleBest.score)],
  },
  {
    category: 'best play',
    message: 'what should I play with As Ah Ad 9c 9s 2h 4d?',
    run: FRESH_RUN,
    expects: [
      best(FRESH_RUN, cards('As Ah Ad 9c 9s 2h 4d')).hand,
      fmt(best(FRESH_RUN, cards('As Ah Ad 9c 9s 2h 4d')).score),
    ],
  },
  {
    category: 'best play',
    message: 'What should I play?',
    run: FRESH_RUN,
    expects: ['enter the cards in your hand'],
  },
  {
    category: 'best play',
    message: 'what to play with blueprint added',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    expects: ['Blueprint', flushBest.hand],
  },
  {
    category: 'compare plays',
    message: 'Kh 9h 7h 4h 2h or Ks Kh?',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    verdict: '**Play K♥ 9♥ 7♥ 4♥ 2♥**',
    expects: [
      fmt(score(FLUSH_RUN, cards('Kh 9h 7h 4h 2h'))),
      fmt(score(FLUSH_RUN, cards('Ks Kh'))),
    ],
  },
  {
    category: 'compare plays',
    message: 'should I play Ks Kh Kd or Ks Kh?',
    run: WALL_RUN,
    hand: WALL_HAND,
    verdict: '**Play K♠ K♥ K♦**',
    expects: [fmt(score(WALL_RUN, cards('Ks Kh Kd'))), fmt(score(WALL_RUN, cards('Ks Kh')))],
  },
  {
    category: 'compare plays',
    message: 'ace of clubs vs king of hearts?',
    run: FRESH_RUN,
    verdict: '**Play A♣**',
    expects: [fmt(score(FRESH_RUN, cards('Ac'))), fmt(score(FRESH_RUN, cards('Kh')))],
  },
  {
    category: 'compare plays',
    message: 'ten of clubs or king of hearts?',
    run: FRESH_RUN,
    verdict:
      score(FRESH_RUN, cards('10c')) === score(FRESH_RUN, cards('Kh')) ? '**Either**' : '**Play',
    expects: [fmt(score(FRESH_RUN, cards('Kh')))],
  },
  {
    category: 'compare plays',
    message: 'should I play the flush or the pair?',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    verdict: '**Play',
    expects: [fmt(flushBest.score)],
  },
  {
    category: 'compare plays',
    message: '5s 5d vs Kh Ks',
    run: NEEDLE_RUN,
    hand: NEEDLE_HAND,
    expects: [
      fmt(score(NEEDLE_RUN, cards('5s 5d'), NEEDLE_HAND)),
      fmt(score(NEEDLE_RUN, cards('Kh Ks'), NEEDLE_HAND)),
    ],
  },
  {
    category: 'compare plays',
    message: 'what is the score of Ks Kh Kd',
    run: FLUSH_RUN,
    verdict: `scores ${fmt(score(FLUSH_RUN, cards('Ks Kh Kd')))}`,
    expects: [],
  },
  {
    category: 'compare plays',
    message: 'what will As Ks Qs Js 10s score?',
    run: FRESH_RUN,
    verdict: `scores ${fmt(score(FRESH_RUN, cards('As Ks Qs Js 10s')))}`,
    expects: [],
  },
  {
    category: 'beat the blind',
    message: 'Can I beat this blind?',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    verdict: flushBest.score >= getRunTargetScore(FLUSH_RUN) ? '**Yes**' : '**Not in one hand**',
    expects: [fmt(flushBest.score), fmt(getRunTargetScore(FLUSH_RUN))],
  },
  {
    category: 'beat the blind',
    message: 'is this enough for the wall?',
    run: WALL_RUN,
    hand: WALL_HAND,
    expects: [fmt(wallBest.score), fmt(wallTarget)],
  },
  {
    category: 'beat the blind',
    message: 'does As Ah beat the small blind?',
    run: FRESH_RUN,
    verdict: '**No**',
    expects: [
      fmt(score(FRESH_RUN, cards('As Ah'))),
      fmt(getTarget(1, 'small', 'Red Stake', 'Yellow Deck')),
    ],
  },
  {
    category: 'beat the blind',
    message: 'can i clear the needle with this hand',
    run: NEEDLE_RUN,
    hand: NEEDLE_HAND,
    expects: [fmt(needleBest.score)],
  },
  {
    category: 'shop',
    message: 'What should I buy?',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    expects: ['Blueprint', 'Jupiter', 'Sly Joker', usd(price(FLUSH_RUN, 'Blueprint'))],
  },
  {
    category: 'shop',
    message: 'Should I take the planet?',
    run: FLUSH_RUN,
    expects: ['**Buy** Jupiter', usd(price(FLUSH_RUN, 'Jupiter'))],
  },
  {
    category: 'shop',
    message: 'is sly joker worth it',
    run: FLUSH_RUN,
    verdict: '**Skip** Sly Joker',
    expects: [getJoker('Sly Joker').effect],
  },
  {
    category: 'shop',
    message: 'I have $12, is Blueprint at $10 worth it?',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    expects: [usd(10), usd(2), usd(12)],
  },
  {
    category: 'shop',
    message: 'should i buy the tribe for 8 dollars',
    run: FRESH_RUN,
    expects: [usd(8), usd(FRESH_RUN.money - 8)],
  },
  {
    category: 'shop',
    message: 'is Hanging Chad good to buy?',
    run: FLUSH_RUN,
    expects: [
      'Hanging Chad',
      usd(getShopPrice({ baseCost: getJoker('Hanging Chad').cost, vouchers: [] })),
    ],
  },
  {
    category: 'shop',
    message: 'is blueprint better than sly joker?',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    verdict: '**Buy Blueprint first**',
    expects: [usd(price(FLUSH_RUN, 'Blueprint')), usd(price(FLUSH_RUN, 'Sly Joker'))],
  },
  {
    category: 'afford',
    message: 'how much money will I have after buying blueprint?',
    run: FLUSH_RUN,
    verdict: '**Yes**',
    expects: [usd(FLUSH_RUN.money - price(FLUSH_RUN, 'Blueprint'))],
  },
  {
    category: 'afford',
    message: 'can i afford blueprint for $10?',
    run: FLUSH_RUN,
    verdict: '**Yes**',
    expects: [usd(FLUSH_RUN.money - 10), usd(interestOf(FLUSH_RUN, FLUSH_RUN.money - 10))],
  },
  {
    category: 'afford',
    message: 'can I afford Blueprint?',
    run: NEEDLE_RUN,
    verdict: '**No**',
    expects: [usd(getJoker('Blueprint').cost - NEEDLE_RUN.money)],
  },
  {
    category: 'afford',
    message: 'I have 5 bucks, can I afford Jupiter?',
    run: FLUSH_RUN,
    verdict: '**Yes**',
    expects: [usd(5 - price(FLUSH_RUN, 'Jupiter'))],
  },
  {
    category: 'afford',
    message: 'can i afford a mega buffoon pack',
    run: FRESH_RUN,
    verdict: '**Yes**',
    expects: [usd(FRESH_RUN.money - getBoosterPack('Mega Buffoon Pack').cost)],
  },
  {
    category: 'afford',
    message: 'can I afford Sly Joker with $2?',
    run: FLUSH_RUN,
    verdict: '**No**',
    expects: [usd(price(FLUSH_RUN, 'Sly Joker') - 2)],
  },
  {
    category: 'reroll',
    message: 'Should I reroll?',
    run: FLUSH_RUN,
    expects: [usd(getShopRerollCost(FLUSH_RUN))],
  },
  {
    category: 'reroll',
    message: 'is a re-roll worth it here',
    run: NEEDLE_RUN,
    expects: [
      usd(getShopRerollCost(NEEDLE_RUN)),
      usd(NEEDLE_RUN.money - getShopRerollCost(NEEDLE_RUN)),
    ],
  },
  {
    category: 'synergy',
    message: 'Does Blueprint work with The Duo?',
    run: FRESH_RUN,
    verdict: '**Yes** — Blueprint copies The Duo',
    expects: [],
  },
  {
    category: 'synergy',
    message: 'can blueprint copy four fingers?',
    run: FRESH_RUN,
    verdict: getJoker('Four Fingers').blueprintCompatible
      ? '**Yes**'
      : "**No** — Blueprint can't copy Four Fingers",
    expects: [],
  },
  {
    category: 'synergy',
    message: 'do jolly joker and the duo go together',
    run: FRESH_RUN,
    verdict: '**Yes** — both pay on a Pair',
    expects: [],
  },
  {
    category: 'synergy',
    message: 'is smeared joker good with the tribe',
    run: FRESH_RUN,
    verdict: '**Yes**',
    expects: ['Flush'],
  },
  {
    category: 'synergy',
    message: 'any synergies in my build?',
    run: WALL_RUN,
    expects: ['Jolly Joker', 'The Duo'],
  },
  {
    category: 'synergy',
    message: 'does ride the bus go with scary face',
    run: FRESH_RUN,
    verdict: '**No**',
    expects: [],
  },
  {
    category: 'synergy',
    message: 'Does Mime work with Baron?',
    run: NEEDLE_RUN,
    hand: NEEDLE_HAND,
    verdict: '**Yes**',
    expects: ['retriggers'],
  },
  {
    category: 'synergy',
    message: 'whats a good joker for flushes',
    run: FLUSH_RUN,
    expects: JOKER_NAMES.filter((name) => /contains a Flush/.test(getJoker(name).effect)),
  },
  {
    category: 'synergy',
    message: 'does the tribe stack with droll joker?',
    run: FLUSH_RUN,
    verdict: '**Yes**',
    expects: ['Flush'],
  },
  {
    category: 'synergy',
    message: 'what goes well with pareidolia?',
    run: FRESH_RUN,
    expects: ['Scary Face'],
  },
  {
    category: 'boss counter',
    message: 'How do I beat the boss?',
    run: WALL_RUN,
    verdict: `**The Wall: ${fmt(wallTarget)} to beat**`,
    expects: [getBossBlind('The Wall').effect],
  },
  {
    category: 'boss counter',
    message: 'how to beat the needle',
    run: NEEDLE_RUN,
    verdict: `**Chicot switches The Needle off: ${fmt(getTarget(6, 'The Needle', 'Purple Stake', 'Plasma Deck', true))} to beat**`,
    expects: [],
  },
  {
    category: 'boss counter',
    message: "How do I deal with The Wall's effect?",
    run: CHICOT_RUN,
    verdict: `**Chicot switches The Wall off: ${fmt(getTarget(5, 'The Wall', 'White Stake', 'Red Deck', true))} to beat**`,
    expects: [],
  },
  {
    category: 'boss counter',
    message: 'tips against the flint',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    verdict: `**The Flint: ${fmt(getTarget(3, 'The Flint', 'White Stake', 'Red Deck'))} to beat**`,
    expects: [getBossBlind('The Flint').effect],
  },
  {
    category: 'boss counter',
    message: 'The Psychic',
    run: FRESH_RUN,
    expects: [
      fmt(getTarget(1, 'The Psychic', 'Red Stake', 'Yellow Deck')),
      getBossBlind('The Psychic').effect,
    ],
  },
  {
    category: 'boss counter',
    message: 'how do i handle the boss',
    run: FRESH_RUN,
    expects: [`usual boss asks **${fmt(getTarget(1, 'boss', 'Red Stake', 'Yellow Deck'))}**`],
  },
  {
    category: 'boss counter',
    message: 'how do I counter the club?',
    run: FLUSH_RUN,
    expects: [
      fmt(getTarget(3, 'The Club', 'White Stake', 'Red Deck')),
      usd(getBlindReward('boss', 'White Stake')),
    ],
  },
  {
    category: 'sell value',
    message: 'which joker should I sell?',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    verdict: '**Sell',
    expects: [],
  },
  {
    category: 'bosses of an ante',
    message: 'can the ox appear at ante 3?',
    run: FRESH_RUN,
    verdict: getBossBlind('The Ox').minAnte <= 3 ? '**Yes**' : '**No**',
    expects: [],
  },
  {
    category: 'bosses of an ante',
    message: 'when do showdown bosses appear',
    run: FLUSH_RUN,
    expects: getBossesForAnte(8),
  },
  {
    category: 'hand level',
    message: 'should I level flush or straight?',
    run: FLUSH_RUN,
    verdict: '**Level Flush**',
    expects: [`${fmt(getHandLevelValues('Straight', 2).chips)} chips`],
  },
  {
    category: 'skip or play',
    message: 'should I skip the small blind?',
    run: FRESH_RUN,
    expects: [
      usd(getBlindReward('small', 'Red Stake')),
      usd(interestOf(FRESH_RUN, FRESH_RUN.money)),
    ],
  },
  {
    category: 'skip or play',
    message: 'should i skip this blind',
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    expects: [
      usd(getBlindReward('big', 'White Stake')),
      fmt(getTarget(3, 'big', 'White Stake', 'Red Deck')),
    ],
  },
  {
    category: 'skip or play',
    message: 'can I skip the boss?',
    run: WALL_RUN,
    verdict: "**You can't skip a Boss Blind**",
    expects: [],
  },
  {
    category: 'skip or play',
    message: 'is skipping the big blind a good idea',
    run: NEEDLE_RUN,
    expects: [usd(getBlindReward('big', 'Purple Stake'))],
  },
  {
    category: 'strategy',
    message: 'what should my build focus on?',
    run: FLUSH_RUN,
    expects: [
      'Flush',
      'The Tribe',
      'Droll Joker',
      `${fmt(getTarget(3, 'boss', 'White Stake', 'Red Deck'))}`,
    ],
  },
  {
    category: 'strategy',
    message: 'what are my priorities?',
    run: WALL_RUN,
    expects: ['Pair', `${fmt(wallTarget)}`],
  },
  {
    category: 'strategy',
    message: 'how can I improve my build',
    run: NEEDLE_RUN,
    expects: ['The Needle'],
  },
  {
    category: 'strategy',
    message: 'what strategy should I follow',
    run: FRESH_RUN,
    expects: ['Pick a hand to build around'],
  },
  {
    category: 'ante plan',
    message: "What's my plan for the next antes?",
    run: FLUSH_RUN,
    expects: [
      fmt(getTarget(4, 'boss', 'White Stake', 'Red Deck')),
      fmt(getTarget(5, 'small', 'White Stake', 'Red Deck')),
    ],
  },
  {
    category: 'ante plan',
    message: 'plan ahead',
    run: WALL_RUN,
    expects: [fmt(wallTarget), fmt(getTarget(6, 'small', 'Green Stake', 'Blue Deck'))],
  },
  {
    category: 'what the coach can do',
    message: 'what can you do?',
    run: WALL_RUN,
    expects: ['“How do I beat The Wall?”', '“Does Jolly Joker work with The Duo?”'],
  },
  {
    category: 'what the coach can do',
    message: 'hello',
    run: FLUSH_RUN,
    expects: [
      "I didn't catch that",
      '“Does The Tribe work with Droll Joker?”',
      '“Should I buy Blueprint?”',
    ],
  },
  {
    category: 'what the coach can do',
    message: 'What is the meaning of life?',
    run: FRESH_RUN,
    expects: [
      "I didn't catch that",
      `“What is the target at ante ${fmt(FRESH_RUN.ante + 1)} on Red Stake?”`,
    ],
  },
  {
    category: 'what the coach can do',
    message: 'help',
    run: NEEDLE_RUN,
    hand: NEEDLE_HAND,
    expects: ['“What should I play?”', '“How do I beat The Needle?”'],
  },
  {
    category: 'follow-up',
    message: 'and on green stake?',
    earlier: ['What is the target at ante 5?'],
    run: FRESH_RUN,
    expects: [
      fmt(getTarget(5, 'small', 'Green Stake', 'Yellow Deck')),
      fmt(getTarget(5, 'boss', 'Green Stake', 'Yellow Deck')),
    ],
  },
  {
    category: 'follow-up',
    message: 'and ante 7?',
    earlier: ['What is the target at ante 5 on gold stake?'],
    run: FRESH_RUN,
    expects: [fmt(getTarget(7, 'small', 'Gold Stake', 'Yellow Deck'))],
  },
  {
    category: 'follow-up',
    message: 'what about with Brainstorm?',
    earlier: ['Does Blueprint work with The Duo?'],
    run: FRESH_RUN,
    expects: ['Blueprint', 'Brainstorm'],
  },
  {
    category: 'follow-up',
    message: 'what about with Blueprint?',
    earlier: ['What should I play?'],
    run: FLUSH_RUN,
    hand: FLUSH_HAND,
    expects: ['Blueprint', flushBest.hand],
  },
  {
    category: 'follow-up',
    message: 'and at level 4?',
    earlier: ['what does a level 3 flush give?'],
    run: FRESH_RUN,
    expects: [`${fmt(getHandLevelValues('Flush', 4).chips)} chips`],
  },
  {
    category: 'follow-up',
    message: 'and the Ox?',
    earlier: ['when can The Needle appear?'],
    run: FRESH_RUN,
    expects: [`ante **${fmt(getBossBlind('The Ox').minAnte)}**`],
  },
  {
    category: 'follow-up',
    message: 'what about with $40?',
    earlier: ['How much interest do I get?'],
    run: FLUSH_RUN,
    expects: [usd(interestOf(FLUSH_RUN, 40))],
  },
  {
    category: 'follow-up',
    message: 'and the big blind?',
    earlier: ["What's the target at ante 4?"],
    run: FLUSH_RUN,
    expects: [fmt(getTarget(4, 'big', 'White Stake', 'Red Deck'))],
  },
];
