// Playing-card seals, keyed by the vocabulary's spelling (facts: seals).
import type { SpectralName } from './spectrals';
import type { Seal } from './vocabulary';

export interface SealDefinition {
  readonly name: string;
  readonly effect: string;
  /** Money each time the card scores. */
  readonly money?: number;
  /** Extra triggers of the card, played or held. */
  readonly retriggers?: number;
  /** The Spectral that applies it. */
  readonly spectral: SpectralName;
}

export const SEAL_DEFINITIONS = {
  gold: {
    name: 'Gold Seal',
    money: 3,
    spectral: 'Talisman',
    effect: 'Pays $3 each time the card scores.',
  },
  red: {
    name: 'Red Seal',
    retriggers: 1,
    spectral: 'Deja Vu',
    effect: 'The card triggers one extra time (played or held).',
  },
  blue: {
    name: 'Blue Seal',
    spectral: 'Trance',
    effect:
      'If held in hand at round end, creates the Planet for the last hand played (needs room).',
  },
  purple: {
    name: 'Purple Seal',
    spectral: 'Medium',
    effect: 'Discarding the card produces a Tarot, if a slot is free.',
  },
} as const satisfies { readonly [Name in Seal]: SealDefinition };
