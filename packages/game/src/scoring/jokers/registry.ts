// Every Joker's effect, by display name. The effects-*.ts files each export JOKER_EFFECTS;
// add one import and one spread per file. A Joker with no entry has no scoring effect.
import type { JokerName } from '../../data/jokers';
import { JOKER_EFFECTS as CHIPS_EFFECTS } from './effects-chips';
import { JOKER_EFFECTS as MONEY_EFFECTS } from './effects-money';
import { JOKER_EFFECTS as MULT_EFFECTS } from './effects-mult';
import { JOKER_EFFECTS as RETRIGGER_EFFECTS } from './effects-retrigger';
import { JOKER_EFFECTS as RULES_EFFECTS } from './effects-rules';
import { JOKER_EFFECTS as SCALING_EFFECTS } from './effects-scaling';
import { JOKER_EFFECTS as XMULT_EFFECTS } from './effects-xmult';
import type { JokerEffect } from './types';

export const JOKER_EFFECTS: Readonly<Partial<Record<JokerName | string, JokerEffect>>> = {
  ...MULT_EFFECTS,
  ...CHIPS_EFFECTS,
  ...XMULT_EFFECTS,
  ...SCALING_EFFECTS,
  ...RETRIGGER_EFFECTS,
  ...RULES_EFFECTS,
  ...MONEY_EFFECTS,
};

export function getJokerEffect(name: string): JokerEffect | undefined {
  return Object.hasOwn(JOKER_EFFECTS, name) ? JOKER_EFFECTS[name] : undefined;
}
