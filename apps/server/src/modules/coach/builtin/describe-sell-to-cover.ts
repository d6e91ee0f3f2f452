// "Can I afford Grabber?" with too little money: a shop's items leave with it (the next shop
// is new), so the one way to buy it now is to sell something. Names the cheapest thing whose
// sale covers the gap, a consumable before a Joker, and leaves the trade to the player.
import { getConsumableSellValue, getJokerSellValue, type RunState } from '@jokerwise/game';
import { formatMoney } from './format';

interface Sellable {
  readonly name: string;
  readonly value: number;
  readonly isJoker: boolean;
}

function listSellables(run: RunState): Sellable[] {
  const consumables = run.consumables.map((card) => ({
    name: card.name,
    value: getConsumableSellValue(run, card),
    isJoker: false,
  }));
  const jokers = run.jokers
    .filter((joker) => !joker.stickers.includes('Eternal'))
    .map((joker) => ({ name: joker.name, value: getJokerSellValue(run, joker), isJoker: true }));
  return [...consumables, ...jokers];
}

export function describeSellToCover(run: RunState, item: string, short: number): string {
  const leaves = `${item} leaves with this shop: the next one is new.`;
  const sellables = listSellables(run);
  const covering = sellables
    .filter((sellable) => sellable.value >= short)
    .sort((a, b) => Number(a.isJoker) - Number(b.isJoker) || a.value - b.value);
  const [best] = covering;
  if (best !== undefined) {
    const trade = best.isJoker
      ? ` — only if ${item} does more for your build than ${best.name}`
      : '';
    return `- ${leaves} Selling ${best.name} (${formatMoney(best.value)}) covers the ${formatMoney(short)}${trade}.`;
  }
  const total = sellables.reduce((sum, sellable) => sum + sellable.value, 0);
  if (sellables.length === 0)
    return `- ${leaves} You hold nothing to sell for the ${formatMoney(short)}.`;
  if (total < short) {
    return `- ${leaves} Selling everything you hold raises only ${formatMoney(total)}.`;
  }
  return `- ${leaves} No one thing you hold sells for ${formatMoney(short)}; it takes selling more than one.`;
}
