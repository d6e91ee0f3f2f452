// Reference look-ups over the game's data and what the effect registry says each Joker pays
// for: the facts a coach answers rules questions with.
export * from './look-up';
export { getEasedHands } from './hand-examples';
export {
  doesJokerPayOnHand,
  FACE_CARD_LEANINGS,
  getJokersRewardingHand,
  getJokerTraits,
  getModifierLeaning,
  type FaceCardLeaning,
  type JokerTraits,
} from './joker-traits';
export {
  findJokerPartners,
  findJokerRelation,
  findSharedHand,
  JOKER_RELATION_KINDS,
  type JokerRelation,
  type JokerRelationKind,
} from './joker-relations';
