// "What does my Tarot do?", "should I use my consumable?": the consumables the run holds, each
// with the game's text (a Planet with the hand it levels, as levelled now), not one named.
import type { Consumable, ConsumableType, RunState } from '@jokerwise/game';
import { getShopItemFacts } from '../engine-tools';
import type { CoachQuestion } from './coach-question';
import { formatLevelUp } from './format';

/** "My Tarot", "the consumables": the run's own. */
export const ASKS_HELD_CONSUMABLE =
  /\b(my|the|this|these|that|those) (tarots?|planets?|spectrals?|consumables?)\b|\b(tarots?|planets?|spectrals?|consumables?) (do|have) i (have|hold|got|own)\b/;

const KIND_WORDS: readonly (readonly [ConsumableType, RegExp])[] = [
  ['Tarot', /\btarots?\b/],
  ['Planet', /\bplanets?\b/],
  ['Spectral', /\bspectrals?\b/],
];

function describeHeld(run: RunState, consumable: Consumable): string {
  const facts = getShopItemFacts(run, consumable.name);
  const detail = facts.levelUp === null ? facts.effect : `${formatLevelUp(facts.levelUp)}.`;
  return `- **${consumable.name}** (${consumable.type}): ${detail}`;
}

export function describeHeldConsumables(question: CoachQuestion): string {
  const { run } = question;
  const kind = KIND_WORDS.find(([, words]) => words.test(question.parsed.text))?.[0] ?? null;
  const held = run.consumables.filter((consumable) => kind === null || consumable.type === kind);
  if (held.length === 0) {
    const hint =
      'Add the one you hold in the **Build** panel, or name it: “What does The Hierophant do?”';
    if (run.consumables.length === 0) return `**You hold no consumables.** ${hint}`;
    const others = run.consumables.map((consumable) => consumable.name).join(', ');
    return `**You hold no ${kind ?? 'consumable'}** — your consumables: ${others}. ${hint}`;
  }
  return [
    `**Your ${kind === null ? 'consumables' : `${kind} cards`}:**`,
    '',
    ...held.map((consumable) => describeHeld(run, consumable)),
  ].join('\n');
}
