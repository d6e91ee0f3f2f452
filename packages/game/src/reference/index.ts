// Reference look-ups over the game's data and what the effect registry says each Joker pays
// for: the facts a coach answers rules questions with.
export {
  type AnteBossesReference,
  type BossPlace,
  type BossReference,
  type CardReference,
  type DeckReference,
  getAnteBossesReference,
  getBossReference,
  getDeckReference,
  getHandReference,
  getJokerReference,
  getPackReference,
  getPlanetReference,
  getSpectralReference,
  getStakeReference,
  getTagReference,
  getTarotReference,
  getVoucherReference,
  type HandReference,
  type JokerReference,
  type PackReference,
  type PlanetReference,
  type SpectralReference,
  type StakeReference,
  type TagReference,
  type TarotReference,
  type VoucherReference,
} from './look-up';
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
