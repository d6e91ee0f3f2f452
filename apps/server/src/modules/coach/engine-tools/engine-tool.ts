// The shape of one engine tool: a named, pure function over the game engine with a zod input
// schema, so the built-in coach calls it directly and an OpenAI model can call it as a function
// tool (its JSON Schema comes from `z.toJSONSchema(inputSchema)`).
import {
  err,
  type Err,
  type Result,
  type RunState,
  type ScenarioCard,
  type SearchBudget,
} from '@jokerwise/game';
import type { z } from 'zod';

/** What every tool may read: the player's run and the cards in hand from the calculator. */
export interface EngineToolContext {
  readonly run: RunState;
  readonly hand: readonly ScenarioCard[];
  /**
   * How much the tool's best-play searches may do (run-scenario.ts `createCoachBudget`); one
   * budget is shared by every tool an answer runs. Without one, each tool run gets its own.
   */
  readonly budget?: SearchBudget;
}

export interface EngineTool<Schema extends z.ZodType = z.ZodType, Output = unknown> {
  readonly name: string;
  /** One line, written for a model choosing which tool to call. */
  readonly description: string;
  readonly inputSchema: Schema;
  /** Pure; the result is plain JSON. Method syntax keeps tools assignable to `EngineTool`. */
  run(input: z.output<Schema>, context: EngineToolContext): Output;
}

/** Keeps each tool's own input and output types while checking it is an EngineTool. */
export function defineEngineTool<Schema extends z.ZodType, Output>(
  tool: EngineTool<Schema, Output>,
): EngineTool<Schema, Output> {
  return tool;
}

/** What a failed tool run carries: a stable code and the text the model passes on. */
export interface ToolError<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
}

/**
 * A tool's expected failures are values with stable codes (docs/guiding-principles.md "Rule
 * violations are values"). Tools answer in the game's one Result shape: `ok(value)` on success,
 * `{ ok: false, code, message }` on failure, and the model reads that same JSON (README.md).
 */
export type ToolFailure<Code extends string = string> = Err<ToolError<Code>>;

/** What a tool that can fail returns: its output under `value`, or a coded failure. */
export type ToolResult<Output, Code extends string = string> = Result<Output, ToolError<Code>>;

export function toolFailure<Code extends string>(code: Code, message: string): ToolFailure<Code> {
  return err({ code, message });
}

/** The failure of a tool that plays cards when none are in hand (best_play, joker_order). */
export function noCardsInHand(): ToolFailure<'NO_CARDS_IN_HAND'> {
  return toolFailure('NO_CARDS_IN_HAND', 'Enter the cards in your hand in the calculator.');
}
