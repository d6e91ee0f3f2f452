// "How do I get Blueprint?": where a Joker comes from — shop and Buffoon Pack Jokers at its
// rarity's odds, the Tag that puts a free one of its rarity in the next shop, or for a
// Legendary Joker only The Soul (packages/game JOKER_RARITY_ODDS).
import { getJoker, JOKER_RARITY_ODDS, TAGS, type JokerName } from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { formatNumber } from './format';

export const ASKS_HOW_TO_GET =
  /\bhow (do|can|would) (i|you) (get|find|obtain)\b|\bwhere (do|can) (i|you) (get|find)\b/;

export function describeJokerSource(question: CoachQuestion, name: JokerName): string {
  const { rarity } = getJoker(name);
  const owned = question.run.jokers.some((joker) => joker.name === name) ? ' You own one now.' : '';
  if (rarity === 'Legendary') {
    return `**${name}** is a Legendary Joker: never sold in a shop or a Buffoon Pack — only the Spectral card **The Soul** creates one.${owned}`;
  }
  const share = formatNumber(JOKER_RARITY_ODDS[rarity] * 100);
  // Read from the Tags' own texts ("Next shop includes a free Rare Joker."), not a second table.
  const tag = TAGS.find((entry) => entry.effect.includes(`free ${rarity} Joker`))?.name;
  return [
    `**${name}** is ${rarity === 'Uncommon' ? 'an' : 'a'} ${rarity} Joker: it turns up among shop and Buffoon Pack Jokers, ${share}% of which are ${rarity}.${owned}`,
    ...(tag === undefined
      ? []
      : [
          '',
          `- A **${tag}** (for skipping a blind) puts a free ${rarity} Joker in the next shop.`,
        ]),
  ].join('\n');
}
