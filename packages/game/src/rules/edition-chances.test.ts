// poll_edition's thresholds: Negative 0.003, then Polychrome 0.006, Holographic 0.02 and Foil
// 0.04, each of the last three times the edition rate (Hone 2, Glow Up 4).
import { describe, expect, it } from 'vitest';
import { getJokerEditionChances } from './edition-chances';

describe('the chance a shop Joker rolls each edition', () => {
  it('is the gap between thresholds: 0.3 %, 0.3 %, 1.4 % and 2 % without a voucher', () => {
    const chances = getJokerEditionChances([]);
    expect(chances.negative).toBeCloseTo(0.003, 10);
    expect(chances.polychrome).toBeCloseTo(0.003, 10);
    expect(chances.holographic).toBeCloseTo(0.014, 10);
    expect(chances.foil).toBeCloseTo(0.02, 10);
  });

  it("triples Polychrome with Hone (0.012 - 0.003), as the rate moves its threshold, not Negative's", () => {
    const chances = getJokerEditionChances(['Hone']);
    expect(chances.negative).toBeCloseTo(0.003, 10);
    expect(chances.polychrome).toBeCloseTo(0.009, 10);
    expect(chances.holographic).toBeCloseTo(0.028, 10);
    expect(chances.foil).toBeCloseTo(0.04, 10);
  });

  it("uses Glow Up's rate of 4 in place of Hone's", () => {
    const chances = getJokerEditionChances(['Hone', 'Glow Up']);
    expect(chances.polychrome).toBeCloseTo(0.021, 10);
    expect(chances.holographic).toBeCloseTo(0.056, 10);
    expect(chances.foil).toBeCloseTo(0.08, 10);
  });
});
