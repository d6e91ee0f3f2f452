// Consumables held: add, remove and their total cost (docs/product/workspace.md "active consumables with
// remove buttons and total cost"). Tarot, Planet and Spectral cards share the consumable
// slots (facts: startingState.consumableSlots 2, Crystal Ball +1, Nebula Deck -1). A bought
// Booster Pack is also recorded here because the spec sends every other type to consumables
// (docs/product/workspace.md); in the game a pack is opened at once, so it takes no slot.

import { err, ok } from '../result';
import type { RunResult } from './result';
import type { Consumable, ConsumableType, RunState } from './types';

function takesSlot(type: ConsumableType): boolean {
  return type !== 'Booster Pack';
}

export function countUsedConsumableSlots(run: RunState): number {
  return run.consumables.filter((consumable) => takesSlot(consumable.type)).length;
}

export function hasFreeConsumableSlot(run: RunState, type: ConsumableType): boolean {
  return !takesSlot(type) || countUsedConsumableSlots(run) < run.consumableSlots;
}

export function addConsumable(run: RunState, consumable: Consumable): RunResult<RunState> {
  if (!hasFreeConsumableSlot(run, consumable.type)) return err({ code: 'NO_FREE_CONSUMABLE_SLOT' });
  return ok({ ...run, consumables: [...run.consumables, consumable] });
}

/** By position: two copies of The Fool (Magic Deck) are two entries. */
export function removeConsumable(run: RunState, index: number): RunResult<RunState> {
  if (!Number.isInteger(index) || index < 0 || index >= run.consumables.length)
    return err({ code: 'CONSUMABLE_NOT_FOUND' });
  return ok({ ...run, consumables: run.consumables.filter((_, position) => position !== index) });
}

export function getConsumablesTotalCost(run: RunState): number {
  return run.consumables.reduce((total, consumable) => total + consumable.price, 0);
}
