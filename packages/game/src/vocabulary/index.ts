// Entity extraction over the game's vocabulary (names, cards, antes, money, scores), pure and
// tolerant of case, accents, possessives and typos: what a coach reads from a player's message.
export {
  extractEntities,
  findName,
  getNamesOfKind,
  MONEY_ROLES,
  type ExtractedEntities,
  type MoneyMention,
  type MoneyRole,
} from './extract-entities';
export type { CardMention } from './find-cards';
export { MAX_MENTIONED_ANTE, QUANTITY_KINDS, type QuantityKind } from './find-quantities';
export { NAME_KINDS, type NameKind, type NameKinds } from './lexicon';
export type { NameMention } from './match-names';
