// Opening a Booster Pack: what it holds and what taking its cards does (facts: boosterPacks).
// Planet, Tarot and Spectral cards from a pack are used at once; a Buffoon Pack's Jokers take
// a slot; a Standard Pack's playing cards go to the deck, which the run state does not track.

import {
  getBoosterPack,
  isBoosterPackName,
  type BoosterPackKind,
  type BoosterPackName,
} from '../data/booster-packs';
import { isConsumableName } from '../data/consumables';
import { isJokerName } from '../data/jokers';
import { isShopItemNameOfType, toConsumable } from './catalog';
import { addJoker } from './jokers';
import { useConsumable, type MoveOutcome } from './moves';
import { err, ok } from '../result';
import type { RunResult } from './result';
import type { RunState, ShopItemType } from './types';

export type PackContentType = Extract<ShopItemType, 'Joker' | 'Tarot' | 'Planet' | 'Spectral'>;

const CONTENT_TYPES: { readonly [K in BoosterPackKind]: PackContentType | null } = {
  Arcana: 'Tarot',
  Celestial: 'Planet',
  Spectral: 'Spectral',
  Buffoon: 'Joker',
  Standard: null,
};

/** The kind of card a pack offers; null for a Standard Pack (playing cards). */
export function getPackContentType(name: BoosterPackName): PackContentType | null {
  return CONTENT_TYPES[getBoosterPack(name).kind];
}

function takeCard(run: RunState, type: PackContentType, name: string): RunResult<MoveOutcome> {
  if (!isShopItemNameOfType(type, name)) return err({ code: 'NOT_IN_PACK' });
  if (isJokerName(name)) {
    const added = addJoker(run, { name });
    return added.ok ? ok({ run: added.value, log: `took ${name}` }) : added;
  }
  if (!isConsumableName(name)) return err({ code: 'NOT_IN_PACK' });
  // Used at once: played through useConsumable so a Planet levels its hand the same way.
  const held = { ...run, consumables: [...run.consumables, toConsumable(name)] };
  return useConsumable(held, held.consumables.length - 1);
}

/**
 * Opens the Booster Pack held at `index` and takes `picks` from it, at most the pack's
 * "choose" (Mega packs: 2). The pack is gone afterwards, whatever was taken.
 */
export function openBoosterPack(
  run: RunState,
  index: number,
  picks: readonly string[],
): RunResult<MoveOutcome> {
  const pack = Number.isInteger(index) ? run.consumables[index] : undefined;
  if (pack === undefined) return err({ code: 'CONSUMABLE_NOT_FOUND' });
  if (pack.type !== 'Booster Pack' || !isBoosterPackName(pack.name))
    return err({ code: 'NOT_A_PACK' });
  if (picks.length > getBoosterPack(pack.name).choose) return err({ code: 'TOO_MANY_PICKS' });
  const type = getPackContentType(pack.name);
  let next: RunState = {
    ...run,
    consumables: run.consumables.filter((_, position) => position !== index),
  };
  const lines = [`Opened ${pack.name}`];
  for (const name of picks) {
    if (type === null) return err({ code: 'NOT_IN_PACK' });
    const taken = takeCard(next, type, name);
    if (!taken.ok) return taken;
    next = taken.value.run;
    lines.push(taken.value.log);
  }
  return ok({ run: next, log: lines.join('; ') });
}
