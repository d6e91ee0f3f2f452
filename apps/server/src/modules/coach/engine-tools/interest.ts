// interest: what money earns at round end under the run's deck, vouchers and To the Moon
// (facts: economy.interest; ADR 004: the cap is $5, not $25), and how much to save.
import {
  getDeck,
  getInterest,
  getInterestCap,
  getMoneyToNextInterestStep,
  ok,
  type InterestInput,
  type Ok,
  type RunState,
  type VoucherName,
} from '@jokerwise/game';
import { z } from 'zod';
import { defineEngineTool } from './engine-tool';
import { moneySchema, voucherNameSchema } from './schemas';

export const interestInputSchema = z.object({
  money: moneySchema.optional().describe("Money held; defaults to the run's money"),
  vouchers: z
    .array(voucherNameSchema)
    .max(32)
    .optional()
    .describe("Owned vouchers (Seed Money, Money Tree); defaults to the run's"),
});
export type InterestToolInput = z.output<typeof interestInputSchema>;

export interface InterestReport {
  readonly money: number;
  readonly interest: number;
  /** The vouchers' cap before To the Moon ($5, $10 or $20). */
  readonly cap: number;
  readonly toTheMoonCount: number;
  /** False on Green Deck. */
  readonly paysInterest: boolean;
  /** Null at the cap or when no interest is paid. */
  readonly moneyForNextStep: number | null;
  readonly nextStepMoney: number | null;
  readonly nextStepInterest: number | null;
  /** The least money that earns the most interest, and what it earns. */
  readonly maxInterestMoney: number;
  readonly maxInterest: number;
}

export function getInterestInput(
  run: RunState,
  money: number = run.money,
  vouchers: readonly VoucherName[] = run.vouchers,
): InterestInput {
  return {
    money,
    vouchers,
    deck: run.deck,
    toTheMoonCount: run.jokers.filter((joker) => joker.name === 'To the Moon').length,
  };
}

/** Walks the engine's interest steps from $0 up to the cap ($20 cap = 20 steps at most). */
function findMaxInterestMoney(input: InterestInput): number {
  let money = 0;
  for (let step = getMoneyToNextInterestStep({ ...input, money }); step !== null;) {
    money += step;
    step = getMoneyToNextInterestStep({ ...input, money });
  }
  return money;
}

export function getInterestReport(input: InterestInput): InterestReport {
  const moneyForNextStep = getMoneyToNextInterestStep(input);
  const nextStepMoney = moneyForNextStep === null ? null : input.money + moneyForNextStep;
  const maxInterestMoney = findMaxInterestMoney(input);
  const interest = getInterest(input);
  return {
    money: input.money,
    interest,
    cap: getInterestCap(input.vouchers),
    toTheMoonCount: input.toTheMoonCount ?? 0,
    paysInterest: getDeck(input.deck).modifiers.interest !== false,
    moneyForNextStep,
    nextStepMoney,
    nextStepInterest:
      nextStepMoney === null ? null : getInterest({ ...input, money: nextStepMoney }),
    maxInterestMoney,
    maxInterest: getInterest({ ...input, money: maxInterestMoney }),
  };
}

export const interestTool = defineEngineTool({
  name: 'interest',
  description:
    "Interest earned at round end for an amount of money (defaults to the run's), the cap, and money needed for the next step.",
  inputSchema: interestInputSchema,
  run(input, { run }): Ok<InterestReport> {
    return ok(getInterestReport(getInterestInput(run, input.money, input.vouchers)));
  },
});
