// What each playing-card enhancement does, keyed by the vocabulary's spelling (facts:
// enhancements). "oneIn" fields are the printed odds: multOneIn 5 = "1 in 5".
import type { TarotName } from './tarots';
import type { Enhancement } from './vocabulary';

export interface EnhancementDefinition {
  readonly key: string;
  readonly name: string;
  readonly effect: string;
  /** +Chips when scored (on top of rank chips; Stone has no rank). */
  readonly chips?: number;
  /** +Mult when scored (Lucky: only when its chance hits). */
  readonly mult?: number;
  readonly multOneIn?: number;
  /** xMult when scored. */
  readonly xmult?: number;
  /** Chance to be destroyed after scoring. */
  readonly destroyOneIn?: number;
  /** xMult while held in hand, not played. */
  readonly heldXmult?: number;
  /** Money when still held at round end. */
  readonly heldEndOfRoundMoney?: number;
  /** Money when scored and its chance hits. */
  readonly money?: number;
  readonly moneyOneIn?: number;
  /** The Tarot that applies it. */
  readonly tarot: TarotName;
}

export const ENHANCEMENT_DEFINITIONS = {
  bonus: {
    key: 'm_bonus',
    name: 'Bonus Card',
    chips: 30,
    tarot: 'The Hierophant',
    effect: '+30 Chips when scored (on top of rank chips).',
  },
  mult: {
    key: 'm_mult',
    name: 'Mult Card',
    mult: 4,
    tarot: 'The Empress',
    effect: '+4 Mult when scored.',
  },
  wild: {
    key: 'm_wild',
    name: 'Wild Card',
    tarot: 'The Lovers',
    effect: 'Counts as every suit at once.',
  },
  glass: {
    key: 'm_glass',
    name: 'Glass Card',
    xmult: 2,
    destroyOneIn: 4,
    tarot: 'Justice',
    effect: 'X2 Mult when scored; 1 in 4 chance to shatter (be destroyed) afterwards.',
  },
  steel: {
    key: 'm_steel',
    name: 'Steel Card',
    heldXmult: 1.5,
    tarot: 'The Chariot',
    effect: 'X1.5 Mult while it stays in hand (not played).',
  },
  stone: {
    key: 'm_stone',
    name: 'Stone Card',
    chips: 50,
    tarot: 'The Tower',
    effect: '+50 Chips, has no rank or suit, always scores when played.',
  },
  gold: {
    key: 'm_gold',
    name: 'Gold Card',
    heldEndOfRoundMoney: 3,
    tarot: 'The Devil',
    effect: 'Pays $3 if it is still in hand when the round ends.',
  },
  lucky: {
    key: 'm_lucky',
    name: 'Lucky Card',
    mult: 20,
    multOneIn: 5,
    money: 20,
    moneyOneIn: 15,
    tarot: 'The Magician',
    effect: 'When scored: 1 in 5 chance of +20 Mult and 1 in 15 chance of $20.',
  },
} as const satisfies { readonly [Name in Enhancement]: EnhancementDefinition };
