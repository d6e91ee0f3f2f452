// boss_counter: what a boss does, what it asks for at the run's ante, how to play around it,
// and, with cards in hand, what it costs the best play (the engine scores both).
import {
  getBossBlind,
  getBossesForAnte,
  getFirstBossAnte,
  ok,
  type BossBlindName,
  type BossCategory,
  type JokerName,
  type PokerHandName,
  type Result,
  type RunState,
  type ScenarioCard,
  type SearchBudget,
} from '@jokerwise/game';
import { z } from 'zod';
import { BOSS_ADVICE } from './boss-advice';
import { defineEngineTool, toolFailure, type ToolError } from './engine-tool';
import { createCoachBudget, findRunBestPlay } from './run-scenario';
import { bossNameSchema } from './schemas';
import { getTargetDetails, hasBossDisabler } from './target-score';

export const bossCounterInputSchema = z.object({
  boss: bossNameSchema.optional().describe("Boss name; defaults to the run's chosen boss"),
});
export type BossCounterInput = z.output<typeof bossCounterInputSchema>;

/** Jokers that answer a boss (facts: jokers[].effect): Chicot and Luchador switch it off. */
const BOSS_DISABLERS: readonly JokerName[] = ['Chicot', 'Luchador'];

export interface BossPlay {
  readonly hand: PokerHandName;
  readonly cards: readonly ScenarioCard[];
  readonly score: number;
  readonly notAllowed: string | null;
}

export interface BossCounter {
  readonly boss: BossBlindName;
  readonly effect: string;
  readonly category: BossCategory;
  readonly howToPlay: string;
  /** The run's ante, or the first ante after it at which the boss can appear. */
  readonly ante: number;
  readonly isAtRunAnte: boolean;
  readonly multiplier: number;
  readonly target: number;
  /** What a x2 boss asks at this ante, to show what The Wall or The Needle change. */
  readonly usualBossTarget: number;
  /** The target once the boss is switched off (Chicot, Luchador). */
  readonly disabledTarget: number;
  readonly reward: number;
  /** Owned Jokers that switch the boss off. */
  readonly ownedDisablers: readonly JokerName[];
  readonly isDisabledByChicot: boolean;
  readonly money: number;
  readonly hands: number;
  readonly discards: number;
  readonly handSize: number;
  /** With cards in hand: the best play under the boss and with the boss switched off. */
  readonly bestPlayWithBoss: BossPlay | null;
  readonly bestPlayWithoutBoss: BossPlay | null;
}

/** No boss to counter yet: the failure lists the bosses this ante can bring. */
export type BossCounterError = ToolError<'NO_BOSS_CHOSEN'> & {
  readonly possibleBosses: readonly BossBlindName[];
};

function findBossPlay(
  run: RunState,
  hand: readonly ScenarioCard[],
  bossDisabled: boolean,
  budget: SearchBudget,
): BossPlay | null {
  if (hand.length === 0) return null;
  const outcome = findRunBestPlay(run, hand, { bossDisabled }, budget);
  if (!outcome.ok) return null;
  const { best } = outcome.value;
  return {
    hand: best.result.hand,
    cards: best.cards.map((index) => hand[index] as ScenarioCard),
    score: best.result.score,
    notAllowed: best.result.notAllowed ?? null,
  };
}

export function getBossCounter(
  run: RunState,
  hand: readonly ScenarioCard[],
  boss: BossBlindName,
  budget: SearchBudget = createCoachBudget(),
): BossCounter {
  const info = getBossBlind(boss);
  // The run's own boss is at its ante; another that cannot come there (The Wall at ante 1) is
  // weighed where it first can.
  const ante = boss === run.bossBlind ? run.ante : getFirstBossAnte(boss, run.ante);
  const place = { ante, stake: run.stake, deck: run.deck };
  const isDisabledByChicot = hasBossDisabler(run);
  const target = getTargetDetails({ ...place, blind: boss, bossDisabled: isDisabledByChicot });
  // The boss round of that ante with this boss, whatever round the run is in now.
  const bossRun: RunState = { ...run, ante, blindType: 'boss', bossBlind: boss };
  return {
    boss,
    effect: info.effect,
    category: info.category,
    howToPlay: BOSS_ADVICE[boss],
    ante,
    isAtRunAnte: ante === run.ante,
    multiplier: target.multiplier,
    target: target.target,
    usualBossTarget: getTargetDetails({ ...place, blind: 'boss', bossDisabled: false }).target,
    disabledTarget: getTargetDetails({ ...place, blind: boss, bossDisabled: true }).target,
    reward: target.reward,
    ownedDisablers: run.jokers
      .map((joker) => joker.name)
      .filter((name) => BOSS_DISABLERS.includes(name)),
    isDisabledByChicot,
    money: run.money,
    hands: run.hands,
    discards: run.discards,
    handSize: run.handSize,
    bestPlayWithBoss: findBossPlay(bossRun, hand, false, budget),
    bestPlayWithoutBoss: findBossPlay(bossRun, hand, true, budget),
  };
}

export const bossCounterTool = defineEngineTool({
  name: 'boss_counter',
  description:
    "A boss's effect, its target at the run's ante (or the first ante it can appear at), how to play around it, and its cost to the best play from the hand.",
  inputSchema: bossCounterInputSchema,
  run(input, { run, hand, budget }): Result<BossCounter, BossCounterError> {
    const boss = input.boss ?? run.bossBlind;
    if (boss === null) {
      return {
        ...toolFailure('NO_BOSS_CHOSEN', 'No boss is chosen for this ante yet.'),
        possibleBosses: getBossesForAnte(run.ante),
      };
    }
    return ok(getBossCounter(run, hand, boss, budget));
  },
});
