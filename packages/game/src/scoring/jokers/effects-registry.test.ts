import { describe, expect, it } from 'vitest';
import facts from '../../../test/reference/balatro-facts.json';
import type { JokerName } from '../../data/jokers';
import { JOKER_EFFECTS as CHIPS } from './effects-chips';
import { JOKER_EFFECTS as MONEY } from './effects-money';
import { JOKER_EFFECTS as MULT } from './effects-mult';
import { NO_SCORING_EFFECT, NO_SCORING_REASONS } from './effects-none';
import { JOKER_EFFECTS as RETRIGGER } from './effects-retrigger';
import { JOKER_EFFECTS as RULES } from './effects-rules';
import { JOKER_EFFECTS as SCALING } from './effects-scaling';
import { JOKER_EFFECTS as XMULT } from './effects-xmult';
import { JOKER_EFFECTS, getJokerEffect } from './registry';

const EFFECT_FILES = { MULT, CHIPS, XMULT, SCALING, RETRIGGER, RULES, MONEY };
const implemented = Object.values(EFFECT_FILES).flatMap((file) => Object.keys(file));
const noScoring = Object.keys(NO_SCORING_EFFECT);
const factNames = facts.jokers.map((joker) => joker.name);

// A compile-time check as well: a Joker missing from both lists fails the typecheck.
type Covered =
  | keyof typeof MULT
  | keyof typeof CHIPS
  | keyof typeof XMULT
  | keyof typeof SCALING
  | keyof typeof RETRIGGER
  | keyof typeof RULES
  | keyof typeof MONEY
  | keyof typeof NO_SCORING_EFFECT;
const everyJokerCovered: Exclude<JokerName, Covered> extends never ? true : false = true;

describe('Joker effect coverage (facts: jokers)', () => {
  it('lists each of the 150 Jokers exactly once: implemented or without scoring effect', () => {
    expect(everyJokerCovered).toBe(true);
    expect(factNames).toHaveLength(150);
    expect([...implemented, ...noScoring].sort()).toEqual([...factNames].sort());
  });

  it('names no Joker twice across the effect files', () => {
    expect(new Set(implemented).size).toBe(implemented.length);
  });

  it('registers every implemented Joker and nothing else', () => {
    expect(Object.keys(JOKER_EFFECTS).sort()).toEqual([...implemented].sort());
    for (const name of noScoring) expect(getJokerEffect(name)).toBeUndefined();
  });

  it('has a hook or rule for every implemented Joker (no empty stubs)', () => {
    for (const name of implemented) {
      const effect = getJokerEffect(name);
      const hooks = Object.keys(effect ?? {}).filter((key) => key !== 'orderSensitive');
      expect(hooks, name).not.toHaveLength(0);
    }
  });

  it('gives every no-scoring Joker a known reason', () => {
    for (const reason of Object.values(NO_SCORING_EFFECT)) {
      expect(NO_SCORING_REASONS).toContain(reason);
    }
  });

  // Every Joker the facts file calls chips, mult, xmult or retrigger must score (Midas Mask,
  // Business Card and the other payers are extra: they feed Bull and Bootstraps). Marble
  // Joker is the one exception: its chips come from the Stone cards it adds to the deck.
  it.each(
    facts.jokers.filter(
      (joker) =>
        joker.name !== 'Marble Joker' &&
        joker.kinds.some((kind) => ['chips', 'mult', 'xmult', 'retrigger'].includes(kind)),
    ),
  )('implements $name ($kinds)', ({ name }) => {
    expect(noScoring).not.toContain(name);
    expect(getJokerEffect(name)).toBeDefined();
  });

  it('counts 111 implemented and 39 without scoring effect', () => {
    expect({ implemented: implemented.length, noScoring: noScoring.length }).toEqual({
      implemented: 111,
      noScoring: 39,
    });
  });
});
