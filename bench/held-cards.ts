import type { ScenarioCard } from '@jokerwise/game';

/** Eight cards with enhancements, editions and seals, so every scoring step does work. */
export const HELD: readonly ScenarioCard[] = [
  { rank: 'A', suit: 'spades', edition: 'foil' },
  { rank: 'K', suit: 'hearts', enhancement: 'steel' },
  { rank: 'K', suit: 'spades', seal: 'red' },
  { rank: 'Q', suit: 'diamonds', enhancement: 'glass' },
  { rank: '10', suit: 'hearts', enhancement: 'mult' },
  { rank: '10', suit: 'clubs', edition: 'holographic' },
  { rank: '5', suit: 'hearts', enhancement: 'lucky' },
  { rank: '2', suit: 'hearts', seal: 'gold' },
];
