// How to play around each boss, written from its effect (facts: bossBlinds[].effect). Keyed by
// the boss name union so a missing boss fails the typecheck.
import type { BossBlindName } from '@jokerwise/game';

export const BOSS_ADVICE: { readonly [Boss in BossBlindName]: string } = {
  'The Hook':
    'Two random cards in hand are discarded after each play: play the cards you need first and keep hands small so fewer good cards sit in hand.',
  'The Ox':
    'Playing your most-played hand sets money to $0: spend what you want to keep in the shop before, or win with another hand type.',
  'The House':
    'The first hand is dealt face down: discard or play it blind and rely on the following draws.',
  'The Wall':
    'The target is twice a normal boss: play your highest-scoring hand every time; Chicot or Luchador bring it back to a normal boss target.',
  'The Wheel':
    'Each drawn card has a 1 in 7 chance to be face down: prefer hands that do not need one exact card.',
  'The Arm':
    'Each played hand loses a level before scoring: play a hand you do not need to keep levelled, or one already at level 1.',
  'The Club': 'Clubs score nothing: play hands made of the other suits.',
  'The Fish': 'Cards drawn after a play arrive face down: make your key play early.',
  'The Psychic':
    'Only 5-card hands score: play Flushes, Straights, Full Houses or pad with 5 cards.',
  'The Goad': 'Spades score nothing: play hands made of the other suits.',
  'The Water':
    'No discards this round: every hand must count, so play for score from the first draw.',
  'The Window': 'Diamonds score nothing: play hands made of the other suits.',
  'The Manacle':
    'One card less in hand: smaller hands (Pairs, Three of a Kind) are easier to find.',
  'The Eye':
    'Each hand type only once this round: plan different hand types for each hand you play.',
  'The Mouth': 'Only the first hand type may be played again: open with your strongest hand type.',
  'The Plant': 'Jacks, Queens and Kings score nothing: play number cards and Aces.',
  'The Serpent': 'You always draw exactly 3 cards: discard sparingly and play the hand you have.',
  'The Pillar':
    'Cards played earlier this ante are debuffed: play cards you held back in the Small and Big Blind.',
  'The Needle': 'One hand only: your single best play must reach the target.',
  'The Head': 'Hearts score nothing: play hands made of the other suits.',
  'The Tooth': 'Each played card costs $1: play fewer cards when the score allows it.',
  'The Flint':
    "Your hand's base Chips and Mult are halved: Jokers and card bonuses carry the score, so play the hand they boost most.",
  'The Mark':
    'Face cards arrive face down: face-card builds lose their aim; play what you can see.',
  'Amber Acorn':
    'Jokers are flipped and shuffled: order-sensitive builds (Blueprint, ×Mult last) may score less.',
  'Verdant Leaf':
    'Every card is debuffed until you sell a Joker: sell your least useful Joker first.',
  'Violet Vessel':
    'The target is three times a normal boss: only a fully built scoring engine gets through.',
  'Crimson Heart': 'A random Joker is disabled each hand: do not rely on one Joker to carry.',
  'Cerulean Bell': 'One card is always forced into your play: build hands around it.',
};
