// The 12 Planet cards, $3 each; each levels up one poker hand (facts: planets).
import type { PokerHandName } from './vocabulary';
import { createCatalog } from './lookup';

export interface PlanetDefinition<Name extends string = string> {
  readonly key: string;
  readonly name: Name;
  readonly cost: number;
  readonly levelsUp: PokerHandName;
  readonly chipsPerLevel: number;
  readonly multPerLevel: number;
  /** Planets of secret hands are offered only after their hand has been played this run. */
  readonly secret: boolean;
}

export const PLANETS = [
  {
    key: 'c_pluto',
    name: 'Pluto',
    cost: 3,
    levelsUp: 'High Card',
    chipsPerLevel: 10,
    multPerLevel: 1,
    secret: false,
  },
  {
    key: 'c_mercury',
    name: 'Mercury',
    cost: 3,
    levelsUp: 'Pair',
    chipsPerLevel: 15,
    multPerLevel: 1,
    secret: false,
  },
  {
    key: 'c_uranus',
    name: 'Uranus',
    cost: 3,
    levelsUp: 'Two Pair',
    chipsPerLevel: 20,
    multPerLevel: 1,
    secret: false,
  },
  {
    key: 'c_venus',
    name: 'Venus',
    cost: 3,
    levelsUp: 'Three of a Kind',
    chipsPerLevel: 20,
    multPerLevel: 2,
    secret: false,
  },
  {
    key: 'c_saturn',
    name: 'Saturn',
    cost: 3,
    levelsUp: 'Straight',
    chipsPerLevel: 30,
    multPerLevel: 3,
    secret: false,
  },
  {
    key: 'c_jupiter',
    name: 'Jupiter',
    cost: 3,
    levelsUp: 'Flush',
    chipsPerLevel: 15,
    multPerLevel: 2,
    secret: false,
  },
  {
    key: 'c_earth',
    name: 'Earth',
    cost: 3,
    levelsUp: 'Full House',
    chipsPerLevel: 25,
    multPerLevel: 2,
    secret: false,
  },
  {
    key: 'c_mars',
    name: 'Mars',
    cost: 3,
    levelsUp: 'Four of a Kind',
    chipsPerLevel: 30,
    multPerLevel: 3,
    secret: false,
  },
  {
    key: 'c_neptune',
    name: 'Neptune',
    cost: 3,
    levelsUp: 'Straight Flush',
    chipsPerLevel: 40,
    multPerLevel: 4,
    secret: false,
  },
  {
    key: 'c_planet_x',
    name: 'Planet X',
    cost: 3,
    levelsUp: 'Five of a Kind',
    chipsPerLevel: 35,
    multPerLevel: 3,
    secret: true,
  },
  {
    key: 'c_ceres',
    name: 'Ceres',
    cost: 3,
    levelsUp: 'Flush House',
    chipsPerLevel: 40,
    multPerLevel: 4,
    secret: true,
  },
  {
    key: 'c_eris',
    name: 'Eris',
    cost: 3,
    levelsUp: 'Flush Five',
    chipsPerLevel: 50,
    multPerLevel: 3,
    secret: true,
  },
] as const satisfies readonly PlanetDefinition[];

export type PlanetName = (typeof PLANETS)[number]['name'];
export type PlanetInfo = PlanetDefinition<PlanetName>;

export const {
  names: PLANET_NAMES,
  isName: isPlanetName,
  get: getPlanet,
} = createCatalog<PlanetInfo>(PLANETS);
