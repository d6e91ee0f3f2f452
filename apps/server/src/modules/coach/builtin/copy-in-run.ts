// What an owned Blueprint or Brainstorm copies in the run's Joker order (packages/game
// findCopyTarget), so the coach says "copies Canio now" instead of asking the player to move
// a Joker that already sits in the right place.
import {
  findCopyTarget,
  getJokerTraits,
  type JokerName,
  type JokerRelation,
  type RunState,
} from '@jokerwise/game';
import { judgeRelation, writeJudgement, type RelationJudgement } from './describe-relation';

export interface CopyInRun {
  readonly copier: JokerName;
  /** The Joker copied now; null when the copier copies nothing in this order. */
  readonly copied: JokerName | null;
  /** The Joker in the place it copies from (its right neighbour, or the leftmost). */
  readonly neighbour: JokerName | null;
}

/** Each owned copier named `copier`, left to right, with what it copies now. */
export function findCopiesInRun(run: RunState, copier: JokerName): CopyInRun[] {
  const traits = getJokerTraits(copier);
  if (traits.copies === null) return [];
  const row = run.jokers.map((joker) => ({ name: joker.name }));
  return run.jokers.flatMap((joker, index) => {
    if (joker.name !== copier) return [];
    const target = findCopyTarget(row, index);
    const from = traits.copies === 'right' ? index + 1 : 0;
    return [
      {
        copier,
        copied: target === null ? null : (run.jokers[target]?.name ?? null),
        neighbour: from === index ? null : (run.jokers[from]?.name ?? null),
      },
    ];
  });
}

function place(copy: CopyInRun): string {
  const where =
    getJokerTraits(copy.copier).copies === 'right'
      ? `it sits directly left of ${copy.neighbour ?? 'nothing'}`
      : `${copy.neighbour ?? 'nothing'} is your leftmost Joker`;
  // Through a chain of copiers: Blueprint left of Blueprint left of Canio copies Canio.
  return copy.copied !== null && copy.copied !== copy.neighbour
    ? `${where}, which copies ${copy.copied}`
    : where;
}

/** "Your Blueprint copies **Canio** now (it sits directly left of Canio)." */
export function describeCopyInRun(copy: CopyInRun): string {
  if (copy.copied !== null) {
    return `Your ${copy.copier} copies **${copy.copied}** now (${place(copy)}).`;
  }
  if (copy.neighbour === null) {
    const why =
      getJokerTraits(copy.copier).copies === 'right'
        ? 'no Joker sits to its right'
        : 'it is your leftmost Joker itself';
    return `Your ${copy.copier} copies nothing now: ${why}.`;
  }
  return `Your ${copy.copier} copies nothing now: ${place(copy)}, whose effect cannot be copied.`;
}

/** A relation as it stands in the run: a copier already copying its partner says so. */
export function judgeRelationInRun(run: RunState, relation: JokerRelation): RelationJudgement {
  if (relation.kind === 'copies') {
    const copying = findCopiesInRun(run, relation.first).find(
      (copy) => copy.copied === relation.second,
    );
    if (copying !== undefined) {
      return {
        verdict: 'Yes',
        reason: `your ${relation.first} copies ${relation.second} now (${place(copying)}), so ${relation.second}'s effect applies twice.`,
      };
    }
  }
  return judgeRelation(relation);
}

export function describeRelationInRun(run: RunState, relation: JokerRelation): string {
  return writeJudgement(judgeRelationInRun(run, relation));
}
