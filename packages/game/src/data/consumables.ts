// The three consumable sets share two slots, so the run state names them with one union.
import { isPlanetName, type PlanetName } from './planets';
import { isSpectralName, type SpectralName } from './spectrals';
import { isTarotName, type TarotName } from './tarots';

export const CONSUMABLE_KINDS = ['tarot', 'planet', 'spectral'] as const;
export type ConsumableKind = (typeof CONSUMABLE_KINDS)[number];

export type ConsumableName = TarotName | PlanetName | SpectralName;

export function getConsumableKind(name: string): ConsumableKind | undefined {
  if (isTarotName(name)) return 'tarot';
  if (isPlanetName(name)) return 'planet';
  if (isSpectralName(name)) return 'spectral';
  return undefined;
}

export function isConsumableName(name: string): name is ConsumableName {
  return getConsumableKind(name) !== undefined;
}
