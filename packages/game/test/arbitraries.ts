// fast-check arbitraries the property tests share: any card the scenario format accepts.
import fc from 'fast-check';
import { CARD_EDITIONS, ENHANCEMENTS, RANKS, SEALS, SUITS, type ScenarioCard } from '../src';

export const cardArb: fc.Arbitrary<ScenarioCard> = fc.record(
  {
    rank: fc.constantFrom(...RANKS),
    suit: fc.constantFrom(...SUITS),
    enhancement: fc.constantFrom(...ENHANCEMENTS),
    edition: fc.constantFrom(...CARD_EDITIONS),
    seal: fc.constantFrom(...SEALS),
    debuffed: fc.boolean(),
  },
  { requiredKeys: ['rank', 'suit'] },
);
