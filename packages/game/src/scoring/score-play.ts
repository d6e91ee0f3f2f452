// One played hand, scored in the game's order (facts: scoringOrder, steps 1-10), with a log
// of every change to chips and mult (calculator-scenario.md "Output").
import { POKER_HANDS } from '../data/poker-hands';
import type { PokerHandName } from '../data/vocabulary';
import { getTargetScore, type TargetBlind } from '../rules/blinds';
import { applyFlint, getForbiddenReason, isOxTriggered } from './boss';
import { detectPokerHand } from './detect-hand';
import { ok } from '../result';
import { scoringErr, type ScoringOutcome } from './errors';
import { scoreUnderHook } from './hook';
import { settleOverflow } from './overflow';
import { createPlayState, toWorkingCard, type Mutable, type PlayState } from './play-state';
import type { PlayScore } from './play-score';
import { prepareScenario, type PreparedScenario } from './prepare';
import type { CalculatorScenario, ScenarioCard, ScoreResult } from './scenario';
import { scoreHeldCards, scorePlayedCards, type AffineMap } from './score-cards';
import { runBeforeEffects, scoreJokers, scoreObservatory } from './score-jokers';
import { countScoringWork } from './search-budget';
import { addMoney, createTally, setChipsAndMult } from './tally';

export interface ScoreOptions {
  /**
   * The ante being played. The scenario format carries no ante, and a blind's target cannot
   * be known without one, so `target` and `beatsBlind` appear only when it is given here.
   */
  readonly ante?: number;
}

/** A hand's chips and mult at a level (facts: pokerHands.levelFormula). Unlike
 *  `getHandLevelValues` it takes any level, fractional ones too (Space Joker on average). */
export function getLevelValues(
  hand: PokerHandName,
  level: number,
): { chips: number; mult: number } {
  const definition = POKER_HANDS[hand];
  return {
    chips: definition.baseChips + definition.chipsPerLevel * (level - 1),
    mult: definition.baseMult + definition.multPerLevel * (level - 1),
  };
}

/** Steps 1-2 after detection: boss checks that happen when the hand is played. */
function applyBossOnPlay(state: PlayState): string | undefined {
  const { prep, ctx, tally } = state;
  const boss = prep.boss;
  if (boss === undefined) return undefined;
  // The Tooth charges $1 per played card as the hand is played.
  if (boss === 'The Tooth') addMoney(tally, boss, -ctx.played.length);
  const forbidden = getForbiddenReason(
    boss,
    ctx.hand,
    ctx.played.length,
    prep.handsPlayedThisRound,
  );
  if (forbidden !== undefined) return forbidden;
  if (boss === 'The Arm' && ctx.handLevel > 1) {
    ctx.handLevel -= 1;
    tally.log?.push({ source: boss, effect: 'levelUp', value: -1, chips: 0, mult: 0 });
  }
  if (boss === 'The Ox' && isOxTriggered(ctx.hand, prep.handsPlayed)) {
    addMoney(tally, boss, -tally.money);
  }
  return undefined;
}

/** Step 2 (read after the 'before' effects, as the game does, so Space Joker's level counts). */
function setBaseValues(state: PlayState): void {
  const { ctx, tally, prep } = state;
  const base = getLevelValues(ctx.hand, ctx.handLevel);
  setChipsAndMult(tally, ctx.hand, 'base', base.chips, base.mult, ctx.handLevel);
  if (prep.boss === 'The Flint') {
    const halved = applyFlint(base.chips, base.mult);
    setChipsAndMult(tally, 'The Flint', 'halve', halved.chips, halved.mult, 0.5);
  }
}

function toTargetBlind(prep: PreparedScenario): TargetBlind {
  if (prep.blind === 'Small Blind') return 'small';
  if (prep.blind === 'Big Blind') return 'big';
  return prep.blind;
}

/**
 * Scores `played` with `held` left in hand; the scenario's own cards are ignored. Under The
 * Hook two held cards are discarded first (hook.ts), as the game does when Play is pressed.
 */
export function scorePreparedPlay(
  prep: PreparedScenario,
  played: readonly ScenarioCard[],
  held: readonly ScenarioCard[],
  withLog: boolean,
  options: ScoreOptions = {},
): PlayScore {
  if (prep.boss !== 'The Hook' || held.length === 0) {
    return scoreKeptPlay(prep, played, held, withLog, options);
  }
  return scoreUnderHook(prep, held, withLog, (reacted, kept, log) =>
    scoreKeptPlay(reacted, played, kept, log, options),
  );
}

function scoreKeptPlay(
  prep: PreparedScenario,
  played: readonly ScenarioCard[],
  held: readonly ScenarioCard[],
  withLog: boolean,
  options: ScoreOptions,
): PlayScore {
  const tally = createTally(prep.scenario.money ?? 0, withLog);
  const playedCards = played.map((card, index) => toWorkingCard(card, index, prep));
  const heldCards = held.map((card, index) => toWorkingCard(card, index, prep));
  const detected = detectPokerHand(playedCards, {
    fourFingers: prep.modifiers.has('fourFingers'),
    shortcut: prep.modifiers.has('shortcut'),
    smeared: prep.modifiers.has('smeared'),
    splash: prep.modifiers.has('splash'),
  });
  const state = createPlayState(
    prep,
    playedCards,
    detected.scoringCards,
    heldCards,
    detected,
    tally,
  );
  const cardMult: AffineMap[] = [];
  const heldMult: AffineMap[] = [];
  const notAllowed = applyBossOnPlay(state);
  if (notAllowed !== undefined) {
    setChipsAndMult(tally, prep.boss ?? '', 'notAllowed', 0, 0, 0);
  } else {
    state.ctx.handLevel += runBeforeEffects(state);
    setBaseValues(state);
    scorePlayedCards(state, cardMult);
    scoreHeldCards(state, heldMult);
    scoreJokers(state);
    scoreObservatory(state);
    if (prep.deck === 'Plasma Deck') {
      // Plasma Deck: chips and mult each become floor((chips + mult) / 2).
      const balanced = Math.floor((tally.chips + tally.mult) / 2);
      setChipsAndMult(tally, 'Plasma Deck', 'balance', balanced, balanced, balanced);
    }
  }
  // Past the double range the score is overflow, as chips and mult are (overflow.ts).
  const score = settleOverflow(Math.floor(tally.chips * tally.mult));
  const target =
    options.ante === undefined
      ? undefined
      : getTargetScore({
          ante: options.ante,
          blind: toTargetBlind(prep),
          stake: prep.stake,
          deck: prep.deck,
          bossDisabled: prep.boss === undefined,
        });
  const result: Mutable<ScoreResult> = {
    hand: detected.hand,
    scoringCards: detected.scoringCards,
    chips: tally.chips,
    mult: tally.mult,
    score,
    log: tally.log ?? [],
  };
  if (target !== undefined) {
    result.beatsBlind = score >= target;
    result.target = target;
  }
  if (notAllowed !== undefined) result.notAllowed = notAllowed;
  const work = countScoringWork({
    cards: played.length + held.length,
    jokers: prep.jokers.length,
    steps: tally.steps,
  });
  return { result, cardMult, heldMult, work };
}

/** Scores the scenario's played hand. */
export function scoreHand(
  scenario: CalculatorScenario,
  options: ScoreOptions = {},
): ScoringOutcome<ScoreResult> {
  if (scenario.version !== 1) return scoringErr('UNSUPPORTED_VERSION');
  if (scenario.played.length === 0) return scoringErr('NO_CARDS_PLAYED');
  if (scenario.played.length > 5) return scoringErr('TOO_MANY_CARDS_PLAYED');
  const prep = prepareScenario(scenario);
  return ok(scorePreparedPlay(prep, scenario.played, scenario.held ?? [], true, options).result);
}
