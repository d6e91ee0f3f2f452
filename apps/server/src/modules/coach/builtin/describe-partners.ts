// "What goes with Canio?": the Jokers that work with one Joker (packages/game
// findJokerPartners), those the player owns first, as they stand in the run.
import {
  findJokerPartners,
  findJokerRelation,
  getJoker,
  getJokerTraits,
  JOKER_NAMES,
  type JokerName,
  type JokerRelation,
} from '@jokerwise/game';
import type { CoachQuestion } from './coach-question';
import { judgeRelationInRun } from './copy-in-run';
import { describeRelation, judgeRelation, writeReason } from './describe-relation';

/** How many Jokers a list names at most. */
export const MAX_SHOWN = 4;

const partnerOf = (name: JokerName, relation: JokerRelation): JokerName =>
  relation.first === name ? relation.second : relation.first;

/** One Joker asked about and none owned to pair it with: what it goes with in general. */
export function describePartners(name: JokerName): string {
  const effect = `**${name}**: _${getJoker(name).effect}_`;
  if (getJokerTraits(name).copies !== null) {
    // A list of three arbitrary Jokers it copies would say nothing: it copies nearly all.
    return `**${name}** works with nearly every Joker: it copies any whose effect can be copied, so it is worth most beside your strongest one.\n\n${effect}`;
  }
  const partners = findJokerPartners(name, JOKER_NAMES, MAX_SHOWN);
  if (partners.length === 0) return `${effect}\n\nNo Joker changes what it does.`;
  return [
    `**${name}** works with ${partners.map((relation) => partnerOf(name, relation)).join(', ')}.`,
    '',
    ...partners.map((relation) => `- ${describeRelation(relation)}`),
    '',
    effect,
  ].join('\n');
}

/**
 * "Which Jokers go with Canio?": the owned Jokers that work with it (with `scoresOf`, the best
 * play with and without each), then others to look for in the shop.
 */
export function describePartnersInRun(
  question: CoachQuestion,
  name: JokerName,
  scoresOf: (pair: readonly [JokerName, JokerName]) => string | null,
): string {
  const { run } = question;
  if (getJokerTraits(name).copies !== null) return describePartners(name);
  const ownedNames = new Set(run.jokers.map((joker) => joker.name));
  const owned = [...ownedNames].flatMap((other) => {
    const relation = other === name ? null : findJokerRelation(name, other);
    return relation?.isSynergy === true ? [relation] : [];
  });
  const others = findJokerPartners(
    name,
    JOKER_NAMES.filter((other) => !ownedNames.has(other)),
    MAX_SHOWN,
  );
  if (owned.length === 0 && others.length === 0) {
    return `**No Joker changes what ${name} does.**\n\n**${name}**: _${getJoker(name).effect}_`;
  }
  const yours = owned.map((relation) => partnerOf(name, relation));
  const lead =
    yours.length === 0
      ? `**None of your Jokers works with ${name}.**`
      : `**Yours: ${yours.join(', ')}** ${yours.length === 1 ? 'works' : 'work'} with ${name}.`;
  const more = others.map((relation) => partnerOf(name, relation));
  return [
    `${lead}${more.length === 0 ? '' : ` Others to look for: ${more.join(', ')}.`}`,
    '',
    ...owned.flatMap((relation) => {
      const scores = scoresOf([relation.first, relation.second]);
      return [
        `- ${writeReason(judgeRelationInRun(run, relation))}`,
        ...(scores === null ? [] : [`  ${scores}`]),
      ];
    }),
    ...others.map((relation) => `- ${writeReason(judgeRelation(relation))}`),
    '',
    `**${name}**: _${getJoker(name).effect}_`,
  ].join('\n');
}
