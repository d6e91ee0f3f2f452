// How the intents about plays and cards score a question: the best play, a typed play, what
// to discard, chips or Mult, the blind, skipping, the Jokers' order and the draws toward a hand.
import { ASKS_ODDS } from './answer-deck-unknown';
import { NAMES_CARDS_TO_DISCARD } from './answer-discard';
import { ASKS_DRAW_TOWARD } from './answer-draws';
import { findRankMentions, findSameRankGroup } from '@jokerwise/game';
import { cue, when, type ScorerRows } from './intent-cues';

const BEST_PLAY =
  /what (should|do|can|shall) i play|best (play|hand|move|cards?)|highest[- ]scoring (hand|play)|(which|what) (cards|hand) (should|do|to|can|shall) (i )?play\b|which (cards|hand) (should|do|to|can|shall)\b|what to play|what do i play|how (do|should|can) i play (this|my) (hand|cards)\b|what should i do with (my|these|this) (cards|hand)|\bscore per hand\b|\bwhat (can|will|does|would) (my|this) hand score\b|\b(most|highest|max(imum)?) (i|we) (can|could) score\b/;

/** "Why not a Flush?", "wouldn't a Flush score more?": one hand weighed against the best play. */
const WHY_NOT_HAND =
  /\bwhy not\b|\bwhy (didn'?t|don'?t|doesn'?t|wouldn'?t) (you|it|i|that)\b|\b(wouldn'?t|won'?t|isn'?t|doesn'?t)\b.*\b(more|better|higher)\b/;

export const PLAY_SCORERS = {
  'compare-plays': [
    when((p) => p.hands.length === 1 && p.cardGroups.length === 0 && WHY_NOT_HAND.test(p.text), 7),
    when((p) => p.cardGroups.length >= 2, 6),
    // "Flush or Full House?" compares plays; about levels, planets or Jokers it does not.
    when(
      (p) =>
        p.hands.length >= 2 &&
        /\bor\b|\bvs\b|better|instead/.test(p.text) &&
        (/\bplay|\b(go|aim) for\b/.test(p.text) ||
          !/\blevel|\bplanet|\bjokers?\b|\bbase\b/.test(p.text)),
      5,
    ),
  ],
  'score-play': [
    // "What does a pair of aces score?": plain cards of that rank, scored.
    when(
      (p) =>
        p.cardGroups.length === 0 &&
        findSameRankGroup(p.text) !== null &&
        /\bscores?\b|\bworth\b|\bhow (much|many)\b|\bgive\b/.test(p.text),
      8,
    ),
    when(
      (p) =>
        p.cardGroups.length === 1 &&
        /\bscores?\b|\bworth\b|how (much|many)|\bgive\b|\bmake\b|\bwhat if i play\b/.test(p.text),
      5,
    ),
  ],
  'best-play': [
    cue(BEST_PLAY, 5),
    // "My Full House", "my best flush", "do I have a Pair?": that hand made from the cards held,
    // not its base values.
    when(
      (p) =>
        p.hands.length === 1 &&
        p.cardGroups.length === 0 &&
        // "What if I play the Flush?", "should I play a Pair?", "play the Flush": now, not
        // "should I play Flushes?".
        /\b(my|best)\b|\bdo i (have|hold)\b|\bwhat if i play\b|\bshould i play (a|an|the)\b|^\s*play (a|an|the) /.test(
          p.text,
        ) &&
        !/\blevel|\bplanet|\bjokers?\b|\bbase\b|\bbuild\b/.test(p.text),
      6,
    ),
    // "How much mult do I have?", "what's my chips?": the best play's chips and mult.
    when(
      (p) =>
        p.hands.length === 0 &&
        /\bhow (much|many) (mult|chips) do i (have|get)\b|\bwhat(?:'s| is|s| are) my (mult|chips)\b/.test(
          p.text,
        ),
      7,
    ),
    when((p) => p.cardGroups.length === 1 && /\bplay\b/.test(p.text), 1),
    // "What if I had another Canio?": the best play with the Joker added (what-if.ts).
    when(
      (p) =>
        p.jokers.length > 0 && /\bwhat if i (had|have|got|get|add|added|bought|buy)\b/.test(p.text),
      6,
    ),
  ],
  discard: [
    // "What if I discard the 3 and 4?", "should I keep the king?": those cards weighed.
    when(
      (p) =>
        NAMES_CARDS_TO_DISCARD.test(p.text) &&
        (findRankMentions(p.text).length > 0 || p.cardGroups.length > 0),
      8,
    ),
    cue(/\bwhich cards? (should|do|to|can) (i )?(get rid of|throw away|toss|ditch)\b/, 7),
    cue(
      /\b(what|which)( cards?)? (should|do|to|can|shall) (i )?discard\b|\bwhat to discard\b|\bshould i discard\b|\bplay or discard\b|\bdiscard or play\b|\bworth discarding\b/,
      7,
    ),
  ],
  'chips-or-mult': [
    cue(/\bchips? or mult\b|\bmult or chips?\b|\bmore (chips|mult)\b.*\bor\b/, 7),
    // "How do I score more?": which side, Chips or Mult, grows the best play more.
    cue(
      /\bhow (do|can|could|should) i (score|get|make) (more|higher|bigger)( points| scores?)?\s*[?!.]*$/,
      7,
    ),
    // "How do I get more mult?": the game's sources of it.
    cue(/\bhow (do|can|could|should) i (get|add|gain|increase|boost|raise)\b.*\b(chips|mult)\b/, 7),
    // "Should I use The Hierophant?": its Bonus cards weighed against The Empress's Mult cards.
    when(
      (p) =>
        p.tarots.some((tarot) => tarot === 'The Hierophant' || tarot === 'The Empress') &&
        /\buse\b/.test(p.text),
      6,
    ),
    // "What Tarot should I use on my Aces?": Bonus against Mult on a card of the best play.
    cue(/\b(which|what) tarot (should|to|do) (i )?use\b/, 6),
  ],
  'scoring-rule': [
    cue(
      /\bwhy (is|was) my (score|hand|play) so (high|low|big|small)\b|\bwhich cards? (scores?|adds?|gives?|does) (the )?most\b|\bhow (does|do) (the )?scor(e|es|ing) work\b|\bhow (is|are) (the |my )?(score|points|chips) (calculated|computed|worked out|counted|added up)\b|\bexplain (the |how )?scor(e|es|ing)\b|\bscoring order\b|\border of scoring\b/,
      7,
    ),
  ],
  'beat-blind': [
    cue(/\b(how much|what(?:'s| is)) (is )?(left|still) to score\b|\bleft to score\b/, 6),
    cue(/\b(beat|clear|pass|enough|survive|make it|win)\b/, 3),
    // "What's my chance of winning this round?": whether the best play reaches the target.
    cue(
      /\b(chances?|odds|likely|likelihood|probability)\b.*\b(win(ning)?|beat(ing)?|clear(ing)?|pass(ing)?|surviv(e|ing))\b/,
      7,
    ),
    // Above the boss's own cues: "how many hands to beat The Wall?" asks for a count.
    cue(/\bhow many hands\b.*\b(beat|clear|need|take)\b/, 8),
    cue(/\bhow far\b.*\b(from|to|off)\b|\bhow much more\b.*\b(need|score|to go)\b/, 4),
    cue(/\bhow (much|many) more (mult|chips)\b/, 7),
    when((p) => p.cardGroups.length > 0 || /\b(this|my) hand\b/.test(p.text), 1),
  ],
  'skip-blind': [
    cue(/\bskip(ping)?\b/, 6),
    // "Is the Rare Tag worth it?": worth skipping a blind for, weighed as the skip answer does.
    when(
      (p) => p.tags.length > 0 && /\bworth\b|\bgood\b|\bshould i (take|get|go for)\b/.test(p.text),
      6,
    ),
  ],
  'joker-order': [
    // "What if Blueprint was on Cavendish?": where it scores most.
    when(
      (p) =>
        p.jokers.length > 0 &&
        /\bwhat if\b.*\b(was|were|is|went) (on|next to|beside|left of|right of)\b/.test(p.text),
      7,
    ),
    cue(
      /\bwhere should (my |the )?[a-z' ]{2,30} go\b|\bshould i move\b|\bmove (my |the )?[a-z' ]{2,30} (to|left|right)\b|\b(order|arrange|rearrange|position) (of |for )?(my |the )?jokers\b|\bjokers? (order|position)\b|\bwhat order\b|\b(best|right) order\b|\bwhich (slot|position)\b/,
      7,
    ),
    // "Is Blueprint in the right place?": whether another place scores more.
    cue(/\b(right|best|wrong|correct|good) (place|spot|position|slot)\b/, 7),
  ],
  // "How close am I to a Flush?": the cards held toward it (answer-draws.ts).
  draws: [when((p) => ASKS_DRAW_TOWARD.test(p.text) && !ASKS_ODDS.test(p.text), 8)],
} satisfies ScorerRows;
