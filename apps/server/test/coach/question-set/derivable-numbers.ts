// "No invented number": every number an answer shows must be derivable — in the question, in
// the run, in the game's data, or an output of the engine for this run (targets, rewards,
// interest, prices, hand levels, best plays with and without the Jokers named). Worked out
// here with the game package's own functions, never with the coach's code.
import {
  BASE_CHIPS_BY_ANTE,
  BLIND_MULTIPLIERS,
  BLIND_REWARDS,
  BOOSTER_PACKS,
  BOSS_BLIND_NAMES,
  BOSS_BLINDS,
  createRun,
  DECKS,
  extractEntities,
  findBestPlay,
  getBasePrice,
  getBlindReward,
  getBossesForAnte,
  getHandLevelValues,
  getInterest,
  getInterestCap,
  getJoker,
  getMoneyToNextInterestStep,
  getPlanet,
  getRunScoreOptions,
  getSellPrice,
  getShopPrice,
  getShopRerollCost,
  getTargetScore,
  INTEREST,
  isJokerName,
  isPlanetName,
  JOKER_NAMES,
  PLANETS,
  POKER_HAND_NAMES,
  POKER_HANDS,
  rerollShop,
  scoreHand,
  SHOP_ITEM_TYPES,
  STAKE_NAMES,
  STAKES,
  TAGS,
  TAROTS,
  SPECTRALS,
  TAG_NAMES,
  toRunScenario,
  toScenarioJokers,
  VOUCHERS,
  WIN_ANTE,
  type JokerName,
  type PlanetName,
  type RunState,
  type ScenarioCard,
  type ScenarioJoker,
  type ShopItemName,
  type TargetBlind,
} from '@jokerwise/game';
import type { QuestionCase } from './runs';

const NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

/** Names that hold digits ("Cloud 9", "D6 Tag") are not numbers of the answer. */
const NAMES_WITH_DIGITS = [...JOKER_NAMES, ...TAG_NAMES].filter((name) => /\d/.test(name));

export function numbersIn(text: string): number[] {
  let rest = text.replace(/^\s*\d+\.\s/gm, ' ');
  for (const name of NAMES_WITH_DIGITS) rest = rest.replaceAll(name, ' ');
  return [...rest.matchAll(NUMBER)].map((match) => Number(match[0].replaceAll(',', '')));
}

function addDeep(into: Set<number>, value: unknown, depth = 0): void {
  if (depth > 12) return;
  if (typeof value === 'number') into.add(Math.abs(value));
  else if (typeof value === 'string') numbersIn(value).forEach((number) => into.add(number));
  else if (Array.isArray(value)) value.forEach((item) => addDeep(into, item, depth + 1));
  else if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach((item) => addDeep(into, item, depth + 1));
  }
}

const DATA = [
  POKER_HANDS,
  PLANETS,
  BASE_CHIPS_BY_ANTE,
  BOSS_BLINDS,
  DECKS,
  STAKES,
  BOOSTER_PACKS,
  TAGS,
  VOUCHERS,
  TAROTS,
  SPECTRALS,
  BLIND_MULTIPLIERS,
  BLIND_REWARDS,
  INTEREST,
];

function addTargets(
  into: Set<number>,
  run: RunState,
  antes: readonly number[],
  stakes: readonly RunState['stake'][],
  decks: readonly RunState['deck'][],
): void {
  const blinds: TargetBlind[] = ['small', 'big', 'boss', ...BOSS_BLIND_NAMES];
  for (const ante of antes) {
    into.add(ante);
    into.add(getBossesForAnte(ante).length);
    for (const stake of stakes) {
      for (const deck of decks) {
        for (const blind of blinds) {
          for (const bossDisabled of [false, true]) {
            const target = getTargetScore({ ante, blind, stake, deck, bossDisabled });
            into.add(target);
            into.add(Math.max(0, target - run.currentScore));
          }
        }
      }
      for (const type of ['small', 'big', 'boss'] as const) into.add(getBlindReward(type, stake));
    }
  }
}

function addInterest(into: Set<number>, run: RunState, amounts: readonly number[]): void {
  const input = { vouchers: run.vouchers, deck: run.deck, toTheMoonCount: 0 };
  into.add(getInterestCap(run.vouchers));
  for (let money = 0; money <= 200; money += INTEREST.moneyPerStep) {
    into.add(money);
    into.add(getInterest({ ...input, money }));
  }
  for (const money of amounts) {
    into.add(money);
    into.add(getInterest({ ...input, money }));
    const step = getMoneyToNextInterestStep({ ...input, money });
    if (step !== null)
      addDeep(into, [step, money + step, getInterest({ ...input, money: money + step })]);
  }
}

function bestPlayNumbers(
  into: Set<number>,
  run: RunState,
  hand: readonly ScenarioCard[],
  jokers: readonly ScenarioJoker[],
): number[] {
  const outcome = findBestPlay(toRunScenario(run, { held: hand, jokers }), getRunScoreOptions(run));
  if (!outcome.ok) return [];
  addDeep(into, outcome.value);
  return [
    outcome.value.best.result.score,
    ...outcome.value.runnersUp.map((choice) => choice.result.score),
  ];
}

/** The run's Jokers with each named one added at each place, and each owned one removed. */
function jokerVariants(run: RunState, named: readonly JokerName[]): ScenarioJoker[][] {
  const owned = toScenarioJokers(run);
  const variants: ScenarioJoker[][] = [
    owned,
    ...owned.map((_, index) => owned.filter((__, i) => i !== index)),
  ];
  const missing = named.filter((name) => !run.jokers.some((joker) => joker.name === name));
  const insertAll = (base: readonly ScenarioJoker[], block: readonly ScenarioJoker[]) =>
    Array.from({ length: base.length + 1 }, (_, at) => [
      ...base.slice(0, at),
      ...block,
      ...base.slice(at),
    ]);
  for (const base of [
    owned,
    ...named.map((name) => owned.filter((joker) => joker.name !== name)),
  ]) {
    for (const name of missing) variants.push(...insertAll(base, [{ name }]));
    const block = missing.map((name) => ({ name }));
    if (block.length > 1)
      variants.push(...insertAll(base, block), ...insertAll(base, [...block].reverse()));
  }
  return variants;
}

interface PlayVariants {
  readonly jokers: readonly JokerName[];
  readonly bosses: readonly NonNullable<RunState['bossBlind']>[];
  readonly planets: readonly PlanetName[];
  readonly typed: readonly (readonly ScenarioCard[])[];
}

/** The run with a Planet used: its hand one level up. */
function withPlanet(run: RunState, planet: PlanetName): RunState {
  const hand = getPlanet(planet).levelsUp;
  const handLevels = { ...run.tracker.handLevels, [hand]: run.tracker.handLevels[hand] + 1 };
  return { ...run, tracker: { ...run.tracker, handLevels } };
}

function addPlays(
  into: Set<number>,
  run: RunState,
  hand: readonly ScenarioCard[],
  variants: PlayVariants,
): void {
  const scores: number[] = [];
  const named = variants.jokers;
  const typed = variants.typed;
  const bosses = [run.bossBlind, ...variants.bosses].filter((boss) => boss !== null);
  const runs = [
    run,
    { ...run, currentScore: 0 },
    ...bosses.map((boss) => ({
      ...run,
      blindType: 'boss' as const,
      bossBlind: boss,
      currentScore: 0,
    })),
    ...variants.planets.map((planet) => withPlanet(run, planet)),
  ];
  const hands = [hand, ...typed].filter((cards) => cards.length > 0);
  for (const played of typed.filter((group) => group.length <= 5)) {
    const held = hand.filter(
      (card) => !played.some((other) => other.rank === card.rank && other.suit === card.suit),
    );
    for (const current of runs) {
      for (const cards of [held, []]) {
        const outcome = scoreHand(
          toRunScenario(current, { played, held: cards }),
          getRunScoreOptions(current),
        );
        if (outcome.ok) {
          addDeep(into, outcome.value);
          scores.push(outcome.value.score);
        }
      }
    }
  }
  for (const current of runs) {
    for (const cards of hands) {
      for (const jokers of jokerVariants(current, named))
        scores.push(...bestPlayNumbers(into, current, cards, jokers));
      scores.push(...bestPlayNumbers(into, current, cards, toScenarioJokers(current)));
    }
  }
  const targets = [...into];
  for (const a of scores) {
    for (const b of [...scores, ...targets]) into.add(Math.abs(a - b));
  }
}

function addPrices(into: Set<number>, run: RunState, names: readonly ShopItemName[]): void {
  const items = [
    ...run.shopItems.flatMap((item) =>
      item.name === null ? [] : [{ type: item.type, name: item.name, edition: item.edition }],
    ),
  ];
  for (const name of names) {
    for (const type of SHOP_ITEM_TYPES) {
      if (getBasePrice(type, name) > 0) items.push({ type, name, edition: null });
    }
  }
  for (const joker of run.jokers)
    items.push({ type: 'Joker', name: joker.name, edition: joker.edition });
  const reroll = rerollShop(run);
  const rerollCost = getShopRerollCost(run);
  addDeep(into, [rerollCost, reroll.ok ? getShopRerollCost(reroll.value) : 0]);
  const moneys = [run.money, run.money - rerollCost];
  for (const item of items) {
    const input = {
      baseCost: getBasePrice(item.type, item.name),
      edition: item.edition,
      vouchers: run.vouchers,
    };
    const price = getShopPrice(input);
    addDeep(into, [input.baseCost, price, getSellPrice(input), run.money - price]);
    moneys.push(run.money - price);
    if (isJokerName(item.name)) addDeep(into, getJoker(item.name).effect);
  }
  addInterest(into, run, moneys);
}

/** Every number the answer to `question` may show without inventing it. */
export function getDerivableNumbers(question: QuestionCase): ReadonlySet<number> {
  const into = new Set<number>([0, 1, WIN_ANTE, WIN_ANTE * 2, WIN_ANTE * 3]);
  const { run } = question;
  const messages = [...(question.earlier ?? []), question.message];
  const entities = messages.map((message) => extractEntities(message));
  messages.forEach((message) => addDeep(into, numbersIn(message)));
  addDeep(into, [run, question.hand ?? [], DATA]);
  const named = entities.flatMap((found) => found.names);
  // Any ante's target is an engine output; the answers look a few antes ahead, or to a boss's first ante.
  const lastAnte = Math.max(run.ante + 3, WIN_ANTE);
  const antes = [
    ...new Set([
      ...Array.from({ length: lastAnte + 1 }, (_, ante) => ante),
      ...entities.flatMap((found) => found.antes),
    ]),
  ];
  const stakes = [
    ...new Set([
      run.stake,
      ...named.flatMap((mention) => (mention.kind === 'stake' ? [mention.name] : [])),
    ]),
  ];
  const decks = [
    ...new Set([
      run.deck,
      ...named.flatMap((mention) => (mention.kind === 'deck' ? [mention.name] : [])),
    ]),
  ];
  addTargets(into, run, antes, stakes.length === 1 ? [...stakes] : stakes, decks);
  STAKE_NAMES.forEach((stake) => addDeep(into, getBlindReward('small', stake)));
  decks.forEach((deck) => addDeep(into, createRun(deck, 'White Stake')));
  const levels = [
    ...new Set([
      1,
      ...Object.values(run.tracker.handLevels),
      ...entities.flatMap((found) => found.levels),
    ]),
  ];
  for (const hand of POKER_HAND_NAMES) {
    for (const level of levels.flatMap((level) => [level, level + 1]))
      addDeep(into, getHandLevelValues(hand, level));
  }
  const itemNames = named.flatMap((mention) =>
    mention.kind === 'joker' ||
    mention.kind === 'voucher' ||
    mention.kind === 'planet' ||
    mention.kind === 'tarot' ||
    mention.kind === 'spectral' ||
    mention.kind === 'pack'
      ? [mention.name]
      : [],
  );
  addPrices(into, run, itemNames);
  addInterest(into, run, [
    run.money,
    ...entities.flatMap((found) => found.money.map((money) => money.amount)),
  ]);
  const jokers = named.flatMap((mention) => (mention.kind === 'joker' ? [mention.name] : []));
  const shopJokers = run.shopItems.flatMap((item) =>
    item.name !== null && isJokerName(item.name) ? [item.name] : [],
  );
  const planets = [
    ...named.flatMap((mention) => (mention.kind === 'planet' ? [mention.name] : [])),
    ...run.shopItems.flatMap((item) =>
      item.name !== null && isPlanetName(item.name) ? [item.name] : [],
    ),
  ];
  addPlays(into, run, question.hand ?? [], {
    jokers: [...new Set([...jokers, ...shopJokers])],
    bosses: named.flatMap((mention) => (mention.kind === 'boss' ? [mention.name] : [])),
    planets,
    typed: entities.flatMap((found) => found.cardGroups),
  });
  return into;
}

export function findInventedNumbers(answer: string, question: QuestionCase): number[] {
  const derivable = getDerivableNumbers(question);
  return numbersIn(answer).filter((number) => !derivable.has(number));
}
