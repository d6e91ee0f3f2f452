import {
  getBlindStatus,
  getJokerSlotUsage,
  getRunEconomy,
  type RunState,
  type ScenarioCard,
  type JokerSlotUsage,
  type RunEconomy,
} from '@jokerwise/game';
import { getCalculatedRecommendations } from './recommendations';
import { describeBlind, describeBuild } from './describe-run';
import { interestTool, targetScoreTool } from './engine-tools';

// docs/product/coach.md "Context sent": the payload the coach is asked with, built on the server from the
// caller's saved run. Every number comes from the game engine (through the engine tools).

/** docs/product/coach.md: Endless at ante 8 or more, Critical at ante 4 or more, otherwise Building. */
export const RUN_STATUSES = ['Building', 'Critical', 'Endless'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export function getRunStatus(ante: number): RunStatus {
  if (ante >= 8) return 'Endless';
  if (ante >= 4) return 'Critical';
  return 'Building';
}

export interface CurrentBuild {
  readonly deckType: string;
  readonly currentStake: string;
  readonly anteLevel: number;
  /** 'Small', 'Big' or 'Boss' (docs/product/coach.md). */
  readonly blindType: 'Small' | 'Big' | 'Boss';
  readonly bossBlind: string | null;
  readonly availableMoney: number;
  readonly currentScore: number;
  /** The engine's target for this blind (not the spec's 2.5x formula, ADR 004). */
  readonly targetScore: number;
  readonly handsRemaining: number;
  readonly discardsRemaining: number;
  readonly activeJokers: readonly {
    readonly name: string;
    readonly edition: string | null;
    readonly stickers: readonly string[];
  }[];
  readonly jokerSlots: JokerSlotUsage;
  readonly economy: RunEconomy;
  readonly shopItems: readonly {
    readonly type: string;
    readonly name: string | null;
    readonly price: number;
  }[];
  readonly runStatus: RunStatus;
  readonly buildSummary: string;
  readonly calculatedRecommendations: readonly string[];
}

/** What docs/product/coach.md calls the "full game state": the run and the calculator's cards in hand. */
export type GameContext = RunState & { readonly hand: readonly ScenarioCard[] };

export interface CoachPayload {
  readonly userMessage: string;
  readonly userName: string;
  /** Null unless the operator opted in to sending it (ADR 010, AI_WEBHOOK_INCLUDE_EMAIL). */
  readonly userEmail: string | null;
  readonly userId: string;
  readonly currentBuild: CurrentBuild;
  readonly gameContext: GameContext;
  readonly buildSummary: string;
  /** Time-based (docs/product/coach.md). */
  readonly sessionId: string;
  readonly timestamp: string;
}

export interface PayloadUser {
  readonly id: string;
  readonly email: string;
  readonly name: string | null;
  readonly username: string | null;
}

/** The saved run as the coach reads it (workspace document: run and cards in hand). */
export interface CoachRunDocument {
  readonly state: RunState;
  readonly hand: readonly ScenarioCard[];
}

export interface PayloadInput {
  readonly message: string;
  readonly user: PayloadUser;
  readonly document: CoachRunDocument;
  readonly includeEmail: boolean;
  readonly now: Date;
}

/** docs/product/coach.md: a user without a name is sent as 'Anonymous User'. */
export function getUserName(user: PayloadUser): string {
  return user.name?.trim() || user.username?.trim() || 'Anonymous User';
}

export function buildCurrentBuild(run: RunState, hand: readonly ScenarioCard[]): CurrentBuild {
  const context = { run, hand };
  const target = targetScoreTool.run({}, context).value;
  const interest = interestTool.run({}, context).value;
  const buildSummary = describeBuild(run);
  const status = getBlindStatus(run);
  return {
    deckType: run.deck,
    currentStake: run.stake,
    anteLevel: run.ante,
    blindType: describeBlind(run.blindType),
    bossBlind: run.bossBlind,
    availableMoney: run.money,
    currentScore: run.currentScore,
    targetScore: target.target,
    // The blind's counters with the boss applied, as the calculator reads them.
    handsRemaining: status.hands,
    discardsRemaining: status.discards,
    activeJokers: run.jokers.map(({ name, edition, stickers }) => ({ name, edition, stickers })),
    jokerSlots: getJokerSlotUsage(run),
    economy: { ...getRunEconomy(run), interestPerRound: interest.interest },
    shopItems: run.shopItems.map(({ type, name, price }) => ({ type, name, price })),
    runStatus: getRunStatus(run.ante),
    buildSummary,
    calculatedRecommendations: getCalculatedRecommendations(run, hand),
  };
}

export function buildCoachPayload(input: PayloadInput): CoachPayload {
  const { state, hand } = input.document;
  const currentBuild = buildCurrentBuild(state, hand);
  return {
    userMessage: input.message,
    userName: getUserName(input.user),
    userEmail: input.includeEmail ? input.user.email : null,
    userId: input.user.id,
    currentBuild,
    gameContext: { ...state, hand },
    buildSummary: currentBuild.buildSummary,
    sessionId: `session_${input.now.getTime()}`,
    timestamp: input.now.toISOString(),
  };
}
