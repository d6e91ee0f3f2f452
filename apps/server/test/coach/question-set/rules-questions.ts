// Questions about the game's rules: targets, interest, hand levels, Planets, decks, stakes,
// bosses, vouchers, tags, Tarots, Spectrals, packs and sell values. Every expected fact is
// read from the game's data or rules here.
import {
  BOSS_BLINDS,
  getBoosterPack,
  getBossBlind,
  getBossesForAnte,
  getDeck,
  getHandLevelValues,
  getInterest,
  getJoker,
  getMoneyToNextInterestStep,
  getPlanet,
  getSellPrice,
  getSpectral,
  getStake,
  getStartingMoney,
  getTag,
  getTarot,
  getVoucher,
  POKER_HANDS,
  type DeckName,
  type PokerHandName,
  type StakeName,
  type TargetBlind,
} from '@jokerwise/game';
import { getTarget } from './target-score';
import { FLUSH_RUN, FRESH_RUN, NEEDLE_RUN, WALL_RUN, fmt, usd, type QuestionCase } from './runs';

const target = (
  ante: number,
  blind: TargetBlind,
  stake: StakeName = 'White Stake',
  deck: DeckName = 'Red Deck',
) => fmt(getTarget(ante, blind, stake, deck));

const level = (hand: PokerHandName, at: number) => {
  const values = getHandLevelValues(hand, at);
  return [`${fmt(values.chips)} chips × ${fmt(values.mult)} mult`];
};

const interestOn = (money: number) => getInterest({ money, vouchers: [], deck: 'Red Deck' });

export const RULES_QUESTIONS: readonly QuestionCase[] = [
  {
    category: 'target',
    message: "What's the target?",
    run: FLUSH_RUN,
    expects: [target(3, 'big')],
  },
  {
    category: 'target',
    message: 'What is the target at ante 5 on Green Stake?',
    run: FLUSH_RUN,
    expects: [
      target(5, 'small', 'Green Stake'),
      target(5, 'big', 'Green Stake'),
      target(5, 'boss', 'Green Stake'),
    ],
  },
  {
    category: 'target',
    message: "what's The Wall's target at a6?",
    run: FLUSH_RUN,
    expects: [target(6, 'The Wall')],
  },
  {
    category: 'target',
    message: 'how many chips for the big blind at ante five on purple stake',
    run: FRESH_RUN,
    expects: [target(5, 'big', 'Purple Stake')],
  },
  {
    category: 'target',
    message: 'target for the needle at ante 6 on green stake',
    run: FLUSH_RUN,
    expects: [target(6, 'The Needle', 'Green Stake')],
  },
  {
    category: 'target',
    message: 'How many points do I need at ante 8 with Plasma Deck?',
    run: FRESH_RUN,
    expects: [
      target(8, 'small', 'Red Stake', 'Plasma Deck'),
      target(8, 'boss', 'Red Stake', 'Plasma Deck'),
    ],
  },
  {
    category: 'target',
    message: 'small blind target at ante 10 on white stake',
    run: FRESH_RUN,
    expects: [target(10, 'small')],
  },
  {
    category: 'target',
    message: 'what score do i need for the boss',
    run: WALL_RUN,
    expects: [target(5, 'The Wall', 'Green Stake')],
  },
  {
    category: 'interest',
    message: 'How much interest do I get?',
    run: FLUSH_RUN,
    expects: [
      usd(interestOn(FLUSH_RUN.money)),
      usd(
        FLUSH_RUN.money +
          (getMoneyToNextInterestStep({ money: FLUSH_RUN.money, vouchers: [], deck: 'Red Deck' }) ??
            0),
      ),
    ],
  },
  {
    category: 'interest',
    message: 'How much interest do I get with $37?',
    run: FLUSH_RUN,
    expects: [usd(interestOn(37))],
  },
  {
    category: 'interest',
    message: 'how much should i save for max interest',
    run: FRESH_RUN,
    expects: [usd(getInterest({ money: 1_000, vouchers: [], deck: 'Yellow Deck' }))],
  },
  {
    category: 'interest',
    message: 'I have $22, how much interest is that?',
    run: FRESH_RUN,
    expects: [usd(interestOn(22)), usd(22)],
  },
  {
    category: 'interest',
    message: 'what interest does green deck pay',
    run: { ...FRESH_RUN, deck: 'Green Deck' },
    expects: ['Green Deck pays no interest'],
  },
  {
    category: 'interest',
    message: 'sitting on 19 bucks, interest?',
    run: FLUSH_RUN,
    expects: [usd(interestOn(19))],
  },
  {
    category: 'hand level',
    message: 'what does a level 3 flush give?',
    run: FRESH_RUN,
    expects: level('Flush', 3),
  },
  {
    category: 'hand level',
    message: 'how many chips does a lvl 5 pair give',
    run: FRESH_RUN,
    expects: level('Pair', 5),
  },
  {
    category: 'hand level',
    message: 'What are the base values of a Straight Flush?',
    run: FRESH_RUN,
    expects: level('Straight Flush', 1),
  },
  {
    category: 'hand level',
    message: 'level 7 full house values',
    run: FRESH_RUN,
    expects: level('Full House', 7),
  },
  {
    category: 'hand level',
    message: 'how much is my flush worth?',
    run: FLUSH_RUN,
    expects: level('Flush', 2),
  },
  {
    category: 'hand level',
    message: 'what does a level 2 flush five give',
    run: FRESH_RUN,
    expects: level('Flush Five', 2),
  },
  {
    category: 'which planet',
    message: 'Which planet levels Flush?',
    run: FRESH_RUN,
    expects: [POKER_HANDS.Flush.planet],
  },
  {
    category: 'which planet',
    message: 'what planet is for two pair?',
    run: FRESH_RUN,
    expects: [POKER_HANDS['Two Pair'].planet],
  },
  {
    category: 'which planet',
    message: 'what does Mars level?',
    run: FRESH_RUN,
    expects: [getPlanet('Mars').levelsUp, `+${fmt(getPlanet('Mars').chipsPerLevel)} chips`],
  },
  {
    category: 'which planet',
    message: 'which hand does Eris upgrade',
    run: FRESH_RUN,
    expects: [getPlanet('Eris').levelsUp],
  },
  {
    category: 'which planet',
    message: 'What does Jupiter do for me?',
    run: FLUSH_RUN,
    expects: [getPlanet('Jupiter').levelsUp, ...level('Flush', 3)],
  },
  {
    category: 'deck rule',
    message: 'what does the plasma deck do?',
    run: FRESH_RUN,
    expects: [
      getDeck('Plasma Deck').effect,
      `×${fmt(getDeck('Plasma Deck').modifiers.blindScaling ?? 1)}`,
    ],
  },
  {
    category: 'deck rule',
    message: 'how much money does Yellow Deck start with?',
    run: FLUSH_RUN,
    expects: [usd(getStartingMoney('Yellow Deck'))],
  },
  {
    category: 'deck rule',
    message: 'What does the Black Deck change?',
    run: FRESH_RUN,
    expects: [getDeck('Black Deck').effect],
  },
  {
    category: 'deck rule',
    message: 'explain the abandoned deck',
    run: FRESH_RUN,
    expects: [getDeck('Abandoned Deck').effect],
  },
  {
    category: 'deck rule',
    message: 'what does the green deck do',
    run: FRESH_RUN,
    expects: [getDeck('Green Deck').effect, 'no interest'],
  },
  {
    category: 'stake rule',
    message: 'what does green stake add?',
    run: FRESH_RUN,
    expects: [getStake('Green Stake').added],
  },
  {
    category: 'stake rule',
    message: 'What changes on Black Stake?',
    run: FRESH_RUN,
    expects: [getStake('Black Stake').added, getStake('Green Stake').added],
  },
  {
    category: 'stake rule',
    message: 'what is different about gold stake',
    run: FRESH_RUN,
    expects: [getStake('Gold Stake').added],
  },
  {
    category: 'stake rule',
    message: 'what does red stake do',
    run: FLUSH_RUN,
    expects: [getStake('Red Stake').added, usd(0)],
  },
  {
    category: 'stake rule',
    message: 'explain purple stake',
    run: FRESH_RUN,
    expects: [getStake('Purple Stake').added, target(8, 'small', 'Purple Stake')],
  },
  {
    category: 'bosses of an ante',
    message: 'Which bosses can appear at ante 2?',
    run: FRESH_RUN,
    expects: [`${fmt(getBossesForAnte(2).length)} bosses`, ...getBossesForAnte(2)],
  },
  {
    category: 'bosses of an ante',
    message: 'when can The Ox show up?',
    run: FRESH_RUN,
    expects: [`ante **${fmt(getBossBlind('The Ox').minAnte)}**`],
  },
  {
    category: 'bosses of an ante',
    message: 'what bosses are possible at ante 8',
    run: FRESH_RUN,
    expects: BOSS_BLINDS.filter((boss) => boss.showdown).map((boss) => boss.name),
  },
  {
    category: 'bosses of an ante',
    message: 'earliest ante for the plant?',
    run: FRESH_RUN,
    expects: [`ante **${fmt(getBossBlind('The Plant').minAnte)}**`],
  },
  {
    category: 'bosses of an ante',
    message: 'when does violet vessel appear',
    run: FRESH_RUN,
    expects: ['showdown boss'],
  },
  {
    category: 'card effect',
    message: 'what does seed money do?',
    run: FRESH_RUN,
    expects: [getVoucher('Seed Money').effect],
  },
  {
    category: 'card effect',
    message: 'What does the Investment Tag do?',
    run: FRESH_RUN,
    expects: [getTag('Investment Tag').effect],
  },
  {
    category: 'card effect',
    message: "what's in a mega arcana pack?",
    run: FRESH_RUN,
    expects: [
      `shows ${fmt(getBoosterPack('Mega Arcana Pack').cardsShown)}, you choose ${fmt(getBoosterPack('Mega Arcana Pack').choose)}`,
    ],
  },
  {
    category: 'card effect',
    message: 'what does the Death tarot do',
    run: FRESH_RUN,
    expects: [getTarot('Death').effect],
  },
  {
    category: 'card effect',
    message: 'What does Cryptid do?',
    run: FRESH_RUN,
    expects: [getSpectral('Cryptid').effect],
  },
  {
    category: 'card effect',
    message: 'what does Overstock Plus need?',
    run: FRESH_RUN,
    expects: [getVoucher('Overstock Plus').effect, 'needs Overstock'],
  },
  {
    category: 'card effect',
    message: 'tell me about the double tag',
    run: FRESH_RUN,
    expects: [getTag('Double Tag').effect],
  },
  {
    category: 'card effect',
    message: 'what does Baron do?',
    run: FRESH_RUN,
    expects: [getJoker('Baron').effect],
  },
  {
    category: 'sell value',
    message: 'How much does Blueprint sell for?',
    run: FRESH_RUN,
    expects: [usd(getSellPrice({ baseCost: getJoker('Blueprint').cost, vouchers: [] }))],
  },
  {
    category: 'sell value',
    message: 'what is the sell value of my jokers',
    run: WALL_RUN,
    expects: WALL_RUN.jokers.map((joker) =>
      usd(getSellPrice({ baseCost: getJoker(joker.name).cost, vouchers: [] })),
    ),
  },
  {
    category: 'sell value',
    message: 'what would baron sell for',
    run: NEEDLE_RUN,
    expects: [usd(getSellPrice({ baseCost: getJoker('Baron').cost, vouchers: [] }))],
  },
  {
    category: 'sell value',
    message: 'can I sell a voucher like Seed Money?',
    run: FRESH_RUN,
    expects: ["can't be sold"],
  },
  {
    category: 'sell value',
    message: 'how much do I get for selling the hermit',
    run: FRESH_RUN,
    expects: [usd(getSellPrice({ baseCost: getTarot('The Hermit').cost, vouchers: [] }))],
  },
];
