// The engine tools: named, pure functions over packages/game with zod input schemas, used by
// the built-in coach and offered to an OpenAI model as function tools.
import { z } from 'zod';
import { bestPlayTool } from './best-play';
import { bossCounterTool } from './boss-counter';
import {
  toolFailure,
  type EngineTool,
  type EngineToolContext,
  type ToolFailure,
} from './engine-tool';
import { gameReferenceTool } from './game-reference';
import { handDrawsTool } from './hand-draws';
import { interestTool } from './interest';
import { jokerOrderTool } from './joker-order';
import { scoreHandTool } from './score-hand';
import { shopValueTool } from './shop-value';
import { targetScoreTool } from './target-score';

export const ENGINE_TOOLS = [
  scoreHandTool,
  bestPlayTool,
  targetScoreTool,
  interestTool,
  shopValueTool,
  bossCounterTool,
  gameReferenceTool,
  jokerOrderTool,
  handDrawsTool,
] as const satisfies readonly EngineTool[];

export type EngineToolName = (typeof ENGINE_TOOLS)[number]['name'];

export function findEngineTool(name: string): EngineTool | undefined {
  return ENGINE_TOOLS.find((tool) => tool.name === name);
}

export type ToolCallFailure = ToolFailure<'UNKNOWN_TOOL' | 'INVALID_INPUT'>;

/**
 * Runs a tool by name on untrusted input (a model's arguments): the input is parsed with the
 * tool's schema first, and a bad name or input comes back as a value, never a throw.
 */
export function runEngineTool(name: string, input: unknown, context: EngineToolContext): unknown {
  const tool = findEngineTool(name);
  if (tool === undefined) return toolFailure('UNKNOWN_TOOL', `No engine tool is called '${name}'.`);
  const parsed = tool.inputSchema.safeParse(input);
  if (!parsed.success) return toolFailure('INVALID_INPUT', z.prettifyError(parsed.error));
  return tool.run(parsed.data, context);
}

export {
  toolFailure,
  type EngineTool,
  type EngineToolContext,
  type ToolError,
  type ToolFailure,
  type ToolResult,
} from './engine-tool';
export { bestPlayTool, type BestPlay, type PlayOption } from './best-play';
export { gameReferenceTool, REFERENCE_KINDS, type ReferenceKind } from './game-reference';
export { bossCounterTool, getBossCounter, type BossCounter } from './boss-counter';
export {
  getBuildProfile,
  getExampleHandType,
  getHandTypeOfJoker,
  type BuildProfile,
} from './build-profile';
export { getInterestInput, getInterestReport, interestTool, type InterestReport } from './interest';
export {
  createCoachBudget,
  findBestPlayWithAddedJokers,
  findRunBestPlay,
  scoreRunPlay,
  type JokerChanges,
} from './run-scenario';
export { jokerOrderTool, type JokerOrderAnswer } from './joker-order';
export { getPlanetLevelUp, getShopItemFacts, type PlanetLevelUp } from './shop-item-facts';
export { handDrawsTool } from './hand-draws';
export { scoreHandTool, type HandScore } from './score-hand';
export {
  getShopItemValue,
  shopValueTool,
  type ShopItemValue,
  type ShopValue,
  type ShopVerdict,
} from './shop-value';
export {
  getRunBlind,
  getRunTargetDetails,
  getTargetDetails,
  hasBossDisabler,
  targetScoreTool,
  type TargetScore,
} from './target-score';
