// Jokers whose sell value grows (Egg, Gift Card) with a Joker that counts sell values
// (Swashbuckler): both found from the game's own rules, the round-end growth of
// run/sell-values.ts and the scoring hook, so a new Joker of either kind is found too.
import type { JokerName } from '../data/jokers';
import { createRun } from '../run/create-run';
import { getJokerSellValue, growSellValuesAtRoundEnd } from '../run/sell-values';
import type { JokerEntry } from '../run/types';
import { getJokerEffect } from '../scoring/jokers/registry';
import { remember } from './joker-traits';
import { createProbeContext, createProbeSelf } from './probe-context';

const entry = (name: JokerName): JokerEntry => ({ name, edition: null, stickers: [] });

const growsByName = new Map<string, boolean>();
const countsByName = new Map<string, boolean>();

/** A won round raises the Joker's own sell value (Egg; Gift Card raises every Joker's). */
function growsOwnSellValue(name: JokerName): boolean {
  return remember(growsByName, name, () => {
    const run = { ...createRun('Red Deck', 'White Stake'), jokers: [entry(name)] };
    const [before] = run.jokers;
    const [after] = growSellValuesAtRoundEnd(run).jokers;
    return (
      before !== undefined &&
      after !== undefined &&
      getJokerSellValue(run, after) > getJokerSellValue(run, before)
    );
  });
}

/** Its main effect changes when another Joker sells for more (Swashbuckler). */
function countsSellValues(name: JokerName): boolean {
  return remember(countsByName, name, () => probeCountsSellValues(name));
}

function probeCountsSellValues(name: JokerName): boolean {
  const main = getJokerEffect(name)?.main;
  if (main === undefined) return false;
  const mainWithOther = (sellValue: number) => {
    const ctx = createProbeContext({ hand: 'High Card' });
    const other = { ...createProbeSelf('Joker'), index: 1, sellValue };
    const self = createProbeSelf(name);
    return JSON.stringify(main({ ...ctx, jokers: [self, other] }, self));
  };
  return mainWithOther(1) !== mainWithOther(10);
}

/** `grower`'s sell value rises every round and `reader` adds it to the score. */
export function isSellValueSynergy(grower: JokerName, reader: JokerName): boolean {
  return grower !== reader && countsSellValues(reader) && growsOwnSellValue(grower);
}
