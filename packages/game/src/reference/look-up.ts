// Reference answers from the game's data: what a hand level gives, which Planet levels which
// hand, deck and stake rules, boss effects and their antes, voucher, tag, Tarot, Spectral and
// pack effects, prices and sell values. The coach answers and the AI model's tool both read
// these, so no rule is ever answered from memory.
import { BASE_CHIPS_BY_ANTE } from '../data/blinds';
import { getBoosterPack, type BoosterPackName } from '../data/booster-packs';
import { getBossBlind, type BossBlindName } from '../data/bosses';
import { getDeck, type DeckName } from '../data/decks';
import { getJoker, type JokerName, type JokerRarity } from '../data/jokers';
import { getPlanet, type PlanetName } from '../data/planets';
import { POKER_HANDS, type PokerHandDefinition } from '../data/poker-hands';
import { getSpectral, type SpectralName } from '../data/spectrals';
import { getStake, STAKES, type StakeName } from '../data/stakes';
import { getTag, type TagName } from '../data/tags';
import { getTarot, type TarotName } from '../data/tarots';
import type { JokerEdition, PokerHandName } from '../data/vocabulary';
import { getVoucher, type VoucherName } from '../data/vouchers';
import { getBlindReward, getBossesForAnte, getTargetScore, isShowdownAnte } from '../rules/blinds';
import { getHandLevelValues } from '../rules/hand-levels';
import { getSellPrice, getShopPrice } from '../rules/prices';
import { createRun } from '../run/create-run';
import { getJokerTraits } from './joker-traits';

export interface HandReference extends Omit<PokerHandDefinition, 'name'> {
  readonly kind: 'hand';
  readonly hand: PokerHandName;
  readonly level: number;
  readonly chips: number;
  readonly mult: number;
}

/** A hand at a level: base + per level × (level − 1), and the Planet that levels it. */
export function getHandReference(hand: PokerHandName, level = 1): HandReference {
  const { name, ...definition } = POKER_HANDS[hand];
  return { kind: 'hand', hand: name, ...getHandLevelValues(hand, level), ...definition };
}

export interface PlanetReference {
  readonly kind: 'planet';
  readonly planet: PlanetName;
  readonly hand: PokerHandName;
  readonly chipsPerLevel: number;
  readonly multPerLevel: number;
  readonly cost: number;
  readonly sellValue: number;
  /** The hand at `level` and one level up, as using the Planet makes it. */
  readonly before: HandReference;
  readonly after: HandReference;
}

export function getPlanetReference(planet: PlanetName, level = 1): PlanetReference {
  const info = getPlanet(planet);
  const before = getHandReference(info.levelsUp, level);
  return {
    kind: 'planet',
    planet,
    hand: info.levelsUp,
    chipsPerLevel: info.chipsPerLevel,
    multPerLevel: info.multPerLevel,
    cost: info.cost,
    sellValue: getSellPrice({ baseCost: info.cost, vouchers: [] }),
    before,
    after: getHandReference(info.levelsUp, before.level + 1),
  };
}

export interface DeckReference {
  readonly kind: 'deck';
  readonly deck: DeckName;
  readonly effect: string;
  /** The run's start on White Stake with this deck. */
  readonly money: number;
  readonly hands: number;
  readonly discards: number;
  readonly handSize: number;
  readonly jokerSlots: number;
  readonly consumableSlots: number;
  readonly blindScaling: number;
  readonly paysInterest: boolean;
  readonly vouchers: readonly VoucherName[];
  readonly consumables: readonly string[];
}

export function getDeckReference(deck: DeckName): DeckReference {
  const info = getDeck(deck);
  const run = createRun(deck, 'White Stake');
  return {
    kind: 'deck',
    deck,
    effect: info.effect,
    money: run.money,
    hands: run.hands,
    discards: run.discards,
    handSize: run.handSize,
    jokerSlots: run.jokerSlots,
    consumableSlots: run.consumableSlots,
    blindScaling: info.modifiers.blindScaling ?? 1,
    paysInterest: info.modifiers.interest !== false,
    vouchers: run.vouchers,
    consumables: run.consumables.map((consumable) => consumable.name),
  };
}

export interface StakeReference {
  readonly kind: 'stake';
  readonly stake: StakeName;
  readonly level: number;
  readonly added: string;
  /** The rules of every lower stake, which this one keeps, lowest first. */
  readonly alsoApplies: readonly { readonly stake: StakeName; readonly added: string }[];
  /** Base chips of antes 1 to 8 on this stake's table. */
  readonly anteBaseChips: readonly number[];
  readonly smallBlindReward: number;
}

export function getStakeReference(stake: StakeName): StakeReference {
  const info = getStake(stake);
  return {
    kind: 'stake',
    stake,
    level: info.level,
    added: info.added,
    alsoApplies: STAKES.filter((lower) => lower.level < info.level).map((lower) => ({
      stake: lower.name,
      added: lower.added,
    })),
    anteBaseChips: BASE_CHIPS_BY_ANTE[info.blindTable],
    smallBlindReward: getBlindReward('small', stake),
  };
}

export interface BossReference {
  readonly kind: 'boss';
  readonly boss: BossBlindName;
  readonly effect: string;
  readonly showdown: boolean;
  /** The first ante it can be drawn on (showdown bosses: 8, then every 8th ante). */
  readonly minAnte: number;
  readonly multiplier: number;
  readonly reward: number;
  /** Its target at `ante` on the stake and deck given, and once switched off. */
  readonly ante: number;
  readonly target: number;
  readonly disabledTarget: number;
}

export interface BossPlace {
  readonly ante?: number;
  readonly stake?: StakeName;
  readonly deck?: DeckName;
}

export function getBossReference(boss: BossBlindName, place: BossPlace = {}): BossReference {
  const info = getBossBlind(boss);
  const ante = place.ante ?? Math.max(1, info.minAnte);
  const where = { ante, stake: place.stake ?? 'White Stake', deck: place.deck ?? 'Red Deck' };
  return {
    kind: 'boss',
    boss,
    effect: info.effect,
    showdown: info.showdown,
    minAnte: info.minAnte,
    multiplier: info.multiplier,
    reward: info.reward,
    ante,
    target: getTargetScore({ ...where, blind: boss }),
    disabledTarget: getTargetScore({ ...where, blind: boss, bossDisabled: true }),
  };
}

export interface AnteBossesReference {
  readonly kind: 'ante';
  readonly ante: number;
  readonly showdown: boolean;
  readonly bosses: readonly BossBlindName[];
}

export function getAnteBossesReference(ante: number): AnteBossesReference {
  return { kind: 'ante', ante, showdown: isShowdownAnte(ante), bosses: getBossesForAnte(ante) };
}

export interface CardReference<Kind extends string, Name extends string> {
  readonly kind: Kind;
  readonly name: Name;
  readonly effect: string;
  readonly cost: number;
  readonly sellValue: number;
}

export type TarotReference = CardReference<'tarot', TarotName>;
export type SpectralReference = CardReference<'spectral', SpectralName>;

export function getTarotReference(tarot: TarotName): TarotReference {
  const { effect, cost } = getTarot(tarot);
  return {
    kind: 'tarot',
    name: tarot,
    effect,
    cost,
    sellValue: getSellPrice({ baseCost: cost, vouchers: [] }),
  };
}

export function getSpectralReference(spectral: SpectralName): SpectralReference {
  const { effect, cost } = getSpectral(spectral);
  return {
    kind: 'spectral',
    name: spectral,
    effect,
    cost,
    sellValue: getSellPrice({ baseCost: cost, vouchers: [] }),
  };
}

export interface VoucherReference {
  readonly kind: 'voucher';
  readonly voucher: VoucherName;
  readonly effect: string;
  readonly cost: number;
  /** The base voucher it needs, or the upgrade it unlocks. */
  readonly requires: VoucherName | null;
  readonly upgrade: VoucherName | null;
}

export function getVoucherReference(voucher: VoucherName): VoucherReference {
  const info = getVoucher(voucher);
  return {
    kind: 'voucher',
    voucher,
    effect: info.effect,
    cost: info.cost,
    requires: info.tier === 'upgraded' ? info.requires : null,
    upgrade: info.tier === 'base' ? info.upgrade : null,
  };
}

export interface TagReference {
  readonly kind: 'tag';
  readonly tag: TagName;
  readonly effect: string;
  readonly minAnte: number;
}

export function getTagReference(tag: TagName): TagReference {
  const { effect, minAnte } = getTag(tag);
  return { kind: 'tag', tag, effect, minAnte };
}

export interface PackReference {
  readonly kind: 'pack';
  readonly pack: BoosterPackName;
  readonly contents: string;
  readonly cardsShown: number;
  readonly choose: number;
  readonly cost: number;
}

export function getPackReference(pack: BoosterPackName): PackReference {
  const { contents, cardsShown, choose, cost } = getBoosterPack(pack);
  return { kind: 'pack', pack, contents, cardsShown, choose, cost };
}

export interface JokerReference {
  readonly kind: 'joker';
  readonly joker: JokerName;
  readonly effect: string;
  readonly rarity: JokerRarity;
  readonly edition: JokerEdition | null;
  /** Shop price with the edition, before discount vouchers, and what it sells for. */
  readonly price: number;
  readonly sellValue: number;
  readonly canBeCopied: boolean;
  readonly rewardsHand: PokerHandName | null;
}

export function getJokerReference(
  joker: JokerName,
  edition: JokerEdition | null = null,
): JokerReference {
  const info = getJoker(joker);
  const price = { baseCost: info.cost, edition, vouchers: [] };
  return {
    kind: 'joker',
    joker,
    effect: info.effect,
    rarity: info.rarity,
    edition,
    price: getShopPrice(price),
    sellValue: getSellPrice(price),
    canBeCopied: info.blueprintCompatible,
    rewardsHand: getJokerTraits(joker).rewardsHand,
  };
}
