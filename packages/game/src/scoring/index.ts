// Scoring: poker hand detection, the scoring engine in the game's order, boss effects,
// luck, and best play. Everything reads the calculator scenario format (scenario.ts).
export type {
  CalculatorScenario,
  HandCounts,
  JokerState,
  ScenarioBlindName,
  ScenarioCard,
  ScenarioJoker,
  ScoreLogEntry,
  ScoreResult,
} from './scenario';
export { REGULAR_BLIND_NAMES } from './scenario';
export { detectPokerHand, type DetectedHand, type DetectionOptions } from './detect-hand';
export { scoreHand, type ScoreOptions } from './score-play';
export { getHandDisplayName, getPlayedHandName, ROYAL_FLUSH } from './hand-name';
export {
  findBestPlay,
  RUNNERS_UP,
  type BestPlayOptions,
  type BestPlayResult,
  type PlayChoice,
} from './best-play';
export { SearchBudget } from './search-budget';
export { isOverflow, OVERFLOW_TEXT } from './overflow';
export {
  SCORING_ERROR_CODES,
  SCORING_ERROR_MESSAGES,
  type ScoringError,
  type ScoringErrorCode,
  type ScoringOutcome,
} from './errors';
export { cardIsFace, cardIsSuit, cardName } from './cards';
export {
  BOSS_SCORING,
  BOSS_SCORING_KINDS,
  type BossScoring,
  type BossScoringKind,
} from './boss-scoring';
export { getChanceWeight, getProbability } from './luck';
export { JOKER_EFFECTS, getJokerEffect } from './jokers/registry';
export { RULE_MODIFIERS } from './jokers/types';
export type {
  BeforeResult,
  CardChange,
  CardView,
  Chance,
  JokerEffect,
  JokerResult,
  JokerSelf,
  JokerView,
  RuleModifier,
  ScoredCardResult,
  ScoredCardView,
  ScoringContext,
} from './jokers/types';
