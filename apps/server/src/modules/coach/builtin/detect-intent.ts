// Which question is asked: every answerer scores the question at once from its cues (words)
// and the entities found (a boss, two plays, a price next to an item ...), and the highest
// score wins; ties go to the earlier intent below. Below MIN_SCORE nothing matched well, and
// the coach says what it can answer (answer-capabilities.ts).
import { findBasicsTopic } from './answer-basics';
import { ASKS_HARDEST } from './answer-boss-list';
import { ASKS_MORE_CAPACITY } from './answer-capacity';
import { ASKS_DRAW_TOWARD } from './answer-draws';
import { ASKS_DEFINITION } from './answer-hand-level';
import { GREETING, THANKS } from './answer-capabilities';
import { ASKS_DECK_CARDS, ASKS_DRAW, ASKS_ODDS } from './answer-deck-unknown';
import { ASKS_HELD_CONSUMABLE } from './describe-held-consumables';
import type { ParsedQuestion } from './parse-question';

export const INTENTS = [
  'capabilities',
  'compare-plays',
  'score-play',
  'best-play',
  'discard',
  'chips-or-mult',
  'scoring-rule',
  'beat-blind',
  'skip-blind',
  'boss',
  'boss-list',
  'synergy',
  'reroll',
  'sell-value',
  'joker-value',
  'joker-order',
  'afford',
  'hand-level',
  'which-planet',
  'shop',
  'deck-rule',
  'stake-rule',
  'card-effect',
  'ante-plan',
  'strategy',
  'target',
  'interest',
  'cash-out',
  'run-summary',
  'capacity',
  'draws',
  'basics',
  'deck-unknown',
] as const;
export type Intent = (typeof INTENTS)[number];

/** The least score that counts as understood. */
export const MIN_SCORE = 3;
/** A follow-up whose own best score is below this only names something: it keeps the intent. */
export const FOLLOW_UP_OWN_SCORE = 5;

type Scorer = (parsed: ParsedQuestion) => number;

/** `weight` when the pattern is in the text. */
function cue(pattern: RegExp, weight: number): Scorer {
  return ({ text }) => (pattern.test(text) ? weight : 0);
}

function when(condition: (parsed: ParsedQuestion) => boolean, weight: number): Scorer {
  return (parsed) => (condition(parsed) ? weight : 0);
}

const ASKS_WHAT =
  /\bwhat(?:'s|s| is| are| does| do)\b|\bexplain\b|\btell me about\b|\bhow does\b|\beffect\b|\bwhat .* do\b/;
const BOSS_HOW =
  /\b(how|tips?|advice|strategy|help)\b.*\b(beat|counter|handle|deal with|survive|play around|against)\b|play around|\bcounter\b|\bdisable|switch(es)? off\b/;
const BEST_PLAY =
  /what (should|do|can|shall) i play|best (play|hand|move|cards?)|highest[- ]scoring (hand|play)|(which|what) (cards|hand) (should|do|to|can|shall) (i )?play\b|which (cards|hand) (should|do|to|can|shall)\b|what to play|what do i play|what should i do with (my|these|this) (cards|hand)|\bscore per hand\b|\bwhat (can|will|does|would) (my|this) hand score\b/;
const SYNERGY =
  /synerg|\bstacks?\b|\bcombos?\b|work(s)? (well )?(together|with)|go(es)? (well )?(together|with)|pairs? (well )?with|combine|combination|\bcop(y|ies|ied)\b|\bgood with\b|\bwith each other\b/;
const SHOP =
  /\bbuy|\bshop\b|purchase|\bworth\b|should i (get(?! rid)|take|pick|grab)|\bpick up\b|\bgrab\b/;
const TARGET =
  /target|how (much|many) (points|chips|score)|score (needed|required)|need to score|blind (size|score|requirement)|requirement|\bto beat\b|\bhow big\b|\b(score|points|chips)\b.*\bneed\b/;
const INTEREST =
  /interest|\bsav(e|ing|ings)\b|\bbank\b|hold (on to )?money|how much money|economy|\bcash\b|\b(make|earn|get) (more )?money\b|\bmore money\b|\bmy money\b/;
/** The round's payout as a whole; a question that says interest asks only for that part. */
const CASH_OUT =
  /\bcash(ing)? ?out\b|\bpayout\b|\b(round|blind) (pays?|reward|earnings)\b|\b(earn|make|get|have)\b.*\b(this|next|after (this|the)|end of( the)?) (round|blind)\b|\bafter (this|the) (round|blind)\b/;
const PLAN =
  /\bplan\b|\bon track\b|\bcan i win\b|\b(going to|gonna|will i) (lose|win|survive|make it)\b|\bwinnable\b|\bdoomed\b|\bhopeless\b|\bendless\b|\b(last|final|highest|max|maximum) ante\b|\bahead\b|next antes|upcoming|road ?map|long[- ]term|what'?s next|\bfuture\b|\bprepare\b/;
const STRATEGY =
  /strateg|\bi'?m new\b|\bnew (player|to (the game|balatro))\b|\bwhere (do i|should i|to) start\b|\bbeginners?\b|\badvice\b|\bstuck\b|\bhelp me\b|\btips?\b|priorit|\bfocus\b|improve|what should i (do|focus|work on|aim)|next steps?|how (do|can) i (win|get better|scale)|\bscal(e|ing)\b|weak(ness|nesses)?\b|\bmissing\b|what now|\bbuild\b.*\b(need|lack|good|better)|\bneeds?\b.*\bbuild\b|how is my build/;
/** Asking what a Joker does for the build, not what it does in general. */
const JOKER_WORTH =
  /\bkeep(ing)?\b|\bgood\b|\bworth\b|\bhow (strong|useful)\b|\badds?\b|\bcontribut|\bhelp(s|ing)?\b|\bdoing\b|\buseful\b|\bweight\b|\bmatters?\b/;
const RANKS_JOKERS =
  /\b(weakest|worst|strongest|best|least useful|most useful|useless)\b.*\bjokers?\b|\bjokers?\b.*\b(weakest|worst|strongest|best|least useful|most useful|useless)\b|\bwhich jokers? (should i|to|do i) (keep|drop|replace|cut|get rid of|ditch)\b|\bjokers?\b.*\b(pull(ing)? (its|their) weight|doing (the )?(most|least|nothing))\b|\bjokers? (gives?|adds?|scores?|does) (me )?(the )?(most|least)\b/;
const SELL_OR_KEEP =
  /\bshould i (sell|keep|ditch|dump|get rid of|replace|swap|drop)\b|\b(sell|keep) or (sell|keep)\b|\bworth selling\b|\bsell (it|him|her|this)\b|\bif i (sell|sold)\b/;
/** A Joker wanted for the build is one to get, not one owned. */
const FOR_THE_BUILD =
  /\bfor (my|this|the) (build|run|deck)\b|\bfor me\b|\b(go(es)? with|fits?|suits?) (my|this|the) (build|run)\b/;
const CAPABILITIES =
  /what can you (do|answer|help)|what do you know|what can i ask|how do i use you|\bcommands\b|^\s*help\s*[?!.]*\s*$/;

const hasNamedItem = (parsed: ParsedQuestion) =>
  parsed.jokers.length +
    parsed.vouchers.length +
    parsed.planets.length +
    parsed.tarots.length +
    parsed.spectrals.length +
    parsed.packs.length >
  0;

const SCORERS: { readonly [I in Intent]: readonly Scorer[] } = {
  capabilities: [
    cue(CAPABILITIES, 6),
    when((p) => THANKS.test(p.text) || GREETING.test(p.text), 6),
  ],
  'compare-plays': [
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
    when(
      (p) =>
        p.cardGroups.length === 1 &&
        /\bscores?\b|\bworth\b|how (much|many)|\bgive\b|\bmake\b|\bwhat if i play\b/.test(p.text),
      5,
    ),
  ],
  'best-play': [
    cue(BEST_PLAY, 5),
    // "My Full House", "my best flush": that hand made from the cards held, not its base values.
    when(
      (p) =>
        p.hands.length === 1 &&
        p.cardGroups.length === 0 &&
        /\b(my|best)\b/.test(p.text) &&
        !/\blevel|\bplanet|\bjokers?\b|\bbase\b/.test(p.text),
      6,
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
    cue(
      /\b(what|which)( cards?)? (should|do|to|can|shall) (i )?discard\b|\bwhat to discard\b|\bshould i discard\b|\bplay or discard\b|\bdiscard or play\b|\bworth discarding\b/,
      7,
    ),
  ],
  'chips-or-mult': [
    cue(/\bchips? or mult\b|\bmult or chips?\b|\bmore (chips|mult)\b.*\bor\b/, 7),
    // "How do I get more mult?": the game's sources of it.
    cue(/\bhow (do|can|could|should) i (get|add|gain|increase|boost|raise)\b.*\b(chips|mult)\b/, 7),
    // "Should I use The Hierophant?": its Bonus cards weighed against The Empress's Mult cards.
    when(
      (p) =>
        p.tarots.some((tarot) => tarot === 'The Hierophant' || tarot === 'The Empress') &&
        /\buse\b/.test(p.text),
      6,
    ),
  ],
  'scoring-rule': [
    cue(
      /\bwhy (is|was) my (score|hand|play) so (high|low|big|small)\b|\bwhich cards? (scores?|adds?|gives?|does) (the )?most\b|\bhow (does|do) (the )?scor(e|es|ing) work\b|\bhow (is|are) (the |my )?(score|points|chips) (calculated|computed|worked out|counted|added up)\b|\bexplain (the |how )?scor(e|es|ing)\b|\bscoring order\b|\border of scoring\b/,
      7,
    ),
  ],
  'beat-blind': [
    cue(/\b(beat|clear|pass|enough|survive|make it|win)\b/, 3),
    // Above the boss's own cues: "how many hands to beat The Wall?" asks for a count.
    cue(/\bhow many hands\b.*\b(beat|clear|need|take)\b/, 8),
    cue(/\bhow far\b.*\b(from|to|off)\b|\bhow much more\b.*\b(need|score|to go)\b/, 4),
    cue(/\bhow (much|many) more (mult|chips)\b/, 7),
    when((p) => p.cardGroups.length > 0 || /\b(this|my) hand\b/.test(p.text), 1),
  ],
  'skip-blind': [cue(/\bskip(ping)?\b/, 6)],
  boss: [
    when((p) => BOSS_HOW.test(p.text) && (p.boss !== null || /\bboss\b/.test(p.text)), 6),
    cue(
      /\b(which|what) boss\b|\bnext boss\b|\bboss (is )?next\b|\bwhat(?:'s| is|s) the boss\b|\bwho(?:'s| is) the boss\b/,
      4,
    ),
    when((p) => p.boss !== null, 3),
    // "What does the boss do?": the run's boss, unnamed.
    when(
      (p) =>
        /\b(the|this|my) boss\b/.test(p.text) &&
        (ASKS_WHAT.test(p.text) || /\b(what|how) about\b/.test(p.text)),
      4,
    ),
    cue(/\bboss\b/, 1),
  ],
  'boss-list': [
    cue(ASKS_HARDEST, 7),
    // "What boss comes at ante 10?": a later ante's boss is not drawn yet, only who can be.
    when((p) => p.ante !== null && p.boss === null && /\b(which|what) boss\b/.test(p.text), 6),
    cue(
      /\b(which|what|possible|all) bosses\b|bosses (can|could|might|will) (appear|show|come)|\bboss pool\b|\bshowdown\b|\bfinal boss/,
      6,
    ),
    when(
      (p) =>
        p.boss !== null &&
        /\bwhen\b|\bwhich ante|\bwhat ante|earliest|\bappear|show up/.test(p.text),
      6,
    ),
  ],
  synergy: [
    cue(SYNERGY, 4),
    when(
      (p) =>
        p.hands.length > 0 &&
        /\bjokers?\b/.test(p.text) &&
        /\bfor\b|\bgood\b|\bbest\b/.test(p.text),
      5,
    ),
    cue(/\banti\b/, 4),
    when((p) => p.jokers.length >= 2, 2),
    when((p) => p.jokers.length === 1 && /\bwith\b/.test(p.text), 1),
  ],
  reroll: [cue(/\bre-?roll/, 7)],
  'sell-value': [
    cue(/\bsell(s|ing)?\b|sell value|resale/, 6),
    // "How much is Egg worth next round?": its sell value as it grows.
    cue(/\bworth\b.*\b(next|after (this|the)) (round|blind)\b/, 8),
  ],
  'joker-value': [
    when((p) => p.jokers.length > 0 && JOKER_WORTH.test(p.text), 5),
    // "Is Canio better than Blueprint?": between Jokers owned (the answer sends others to the shop).
    when((p) => p.jokers.length >= 2 && /\bbetter\b|\bstronger\b|\bvs\b/.test(p.text), 5),
    // "What do my Jokers do?": what each of them adds.
    cue(/\b(what (do|does)|tell me about|how (good|strong) are) (all )?my jokers\b/, 5),
    // "Should I sell Egg?" asks for a verdict on a named Joker, not only its price.
    when((p) => p.jokers.length > 0 && SELL_OR_KEEP.test(p.text), 7),
    // "Best Joker for Flush" asks for synergy; "best Joker to buy" and "for my build" the shop.
    when(
      (p) =>
        p.hands.length === 0 &&
        !SHOP.test(p.text) &&
        !FOR_THE_BUILD.test(p.text) &&
        RANKS_JOKERS.test(p.text),
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
  ],
  afford: [
    cue(/\bafford|\bafter buying\b|\bleft after\b|\bhave after\b/, 7),
    cue(/\b(buy|get) (it all|everything|all of (it|them))\b/, 6),
  ],
  shop: [
    cue(SHOP, 3),
    when(
      (p) =>
        p.jokers.length === 0 &&
        /\b(best|good|which|what) jokers?\b/.test(p.text) &&
        FOR_THE_BUILD.test(p.text),
      6,
    ),
    // "What should I spend my money on?", "best voucher for me": what the shop offers.
    cue(/\bspend\b.*\bon\b|\bspend (it|my money)\b/, 6),
    cue(/\b(best|good) vouchers?\b|\b(which|what) vouchers? (should|to|is best|are best)\b/, 6),
    cue(/\b(which|what) (booster )?packs? (should|to|do|is)\b/, 6),
    cue(/\bbest (value|deal|item|buy|purchase)\b|\b(which|what) item\b/, 6),
    // "Buy or save?": each item with what it leaves and does to interest.
    cue(/\b(buy|spend) or save\b|\bsave or (buy|spend)\b/, 8),
    cue(/\bshould i (buy|get(?! rid)|take|grab|pick|open)\b/, 2),
    // "What's a good first Joker?": the shop's Jokers weighed for this run.
    when(
      (p) =>
        p.jokers.length === 0 &&
        p.hands.length === 0 &&
        (/\b(good|best|strong) (first |starting |early )?jokers?\b/.test(p.text) ||
          /\bjokers? (should i|to) (look for|get|buy)\b.*\b(early|first|start)/.test(p.text)),
      6,
    ),
    when((p) => p.jokers.length >= 2 && /\bbetter\b|\bor\b|\bvs\b|\binstead\b/.test(p.text), 4),
    when((p) => p.prices.length > 0, 2),
    when(hasNamedItem, 1),
    cue(/\bwhat should i buy\b/, 2),
  ],
  'hand-level': [
    // "What's a Straight?": the hand and its values (answer-hand-level.ts).
    when(
      (p) => p.hands.length === 1 && p.cardGroups.length === 0 && ASKS_DEFINITION.test(p.text),
      4,
    ),
    when((p) => p.hands.length > 0 && p.level !== null, 5),
    when((p) => p.hands.length > 0 && /\b(what|which) level\b|\blevel of\b/.test(p.text), 5),
    when((p) => p.hands.length >= 2 && /\blevel/.test(p.text), 5),
    when(
      (p) =>
        p.hands.length > 0 &&
        /\bhow (much|many)\b|\bbase\b|\bgive|\bworth\b|\bvalues?\b|\bchips\b/.test(p.text),
      3,
    ),
  ],
  'which-planet': [
    cue(/\b(which|what) planet\b|\bplanet for\b|\bplanet levels\b/, 6),
    cue(/\b(which|what) hand (should|do|to|can) (i )?(level|upgrade)\b/, 7),
    when(
      (p) =>
        p.planets.length > 0 && /\blevel|\bupgrade|\bwhat (does|do)\b|\bwhich hand\b/.test(p.text),
      5,
    ),
  ],
  'deck-rule': [
    // "What's my deck?": the run's deck (the answer reads it when no deck is named).
    when((p) => p.deck === null && /\bmy deck\b/.test(p.text) && ASKS_WHAT.test(p.text), 5),
    when(
      (p) =>
        p.deck !== null &&
        (ASKS_WHAT.test(p.text) || /\bstart|\brule|\bhow (many|much)\b/.test(p.text)),
      5,
    ),
  ],
  'stake-rule': [
    when(
      (p) =>
        p.stake !== null &&
        (ASKS_WHAT.test(p.text) || /\brule|\badd|\bchange|different|harder|sticker/.test(p.text)),
      4,
    ),
  ],
  'card-effect': [
    when((p) => hasNamedItem(p) && ASKS_WHAT.test(p.text), 4),
    // "How much mult does Swashbuckler give me?": what it adds in the best play.
    when((p) => p.jokers.length > 0 && /\bhow (much|many) (mult|chips)\b/.test(p.text), 6),
    when(
      (p) =>
        p.cardTraits.length > 0 &&
        p.cardGroups.length === 0 &&
        !hasNamedItem(p) &&
        (ASKS_WHAT.test(p.text) || /\bgood\b|\bworth\b|\bhow\b/.test(p.text)),
      5,
    ),
    // "What does my Tarot do?", "should I use my consumable?": the ones held.
    when(
      (p) =>
        !hasNamedItem(p) &&
        ASKS_HELD_CONSUMABLE.test(p.text) &&
        (ASKS_WHAT.test(p.text) || /\buse\b|\bgood\b|\bworth\b/.test(p.text)),
      6,
    ),
    when((p) => p.tags.length > 0, 4),
    when((p) => p.packs.length > 0 && /\bin\b|contain|inside|how many|choose|pick/.test(p.text), 4),
  ],
  'ante-plan': [cue(PLAN, 5)],
  strategy: [
    cue(STRATEGY, 4),
    // "Should I play Flushes?": which hand to build around, not a play from the cards.
    when(
      (p) =>
        p.hands.length === 1 &&
        p.cardGroups.length === 0 &&
        /\bshould i (play|go for|aim for|focus on)\b/.test(p.text),
      5,
    ),
    // "Which hand should I build around?" is the build's plan, not the best play now.
    cue(
      /\bbuild around\b|\b(which|what) hand (should|to|do) (i )?(build|focus|go for|aim for|speciali[sz]e)\b/,
      7,
    ),
  ],
  target: [
    // "How many chips does a Flush give?" asks the hand's values, not a blind's target.
    when((p) => TARGET.test(p.text) && p.hands.length === 0, 4),
    cue(
      /\bwhat(?:'s| is|s)? (my |the )?(next|current|upcoming) blind\b|\b(which|what) blind (is|am i)\b/,
      4,
    ),
    when((p) => p.ante !== null, 3),
    when((p) => p.blindType !== null && p.boss === null, 1),
    when((p) => p.blindType !== null && /\b(give|gives|pay|pays|reward)\b/.test(p.text), 4),
  ],
  interest: [cue(INTEREST, 5), when((p) => p.money !== null && p.prices.length === 0, 3)],
  'cash-out': [when((p) => CASH_OUT.test(p.text) && !/\binterest\b/.test(p.text), 8)],
  // "How do I get more Joker slots?": where the game gives more (answer-capacity.ts).
  capacity: [
    when(
      (p) =>
        ASKS_MORE_CAPACITY.test(p.text) && /\bhow\b|\bways?\b|\bwhere\b|\bcan i\b/.test(p.text),
      7,
    ),
  ],
  // "How close am I to a Flush?": the cards held toward it (answer-draws.ts).
  draws: [when((p) => ASKS_DRAW_TOWARD.test(p.text) && !ASKS_ODDS.test(p.text), 8)],
  // "What is a blind?": a game word explained (answer-basics.ts holds the words).
  basics: [when((p) => findBasicsTopic(p.text) !== undefined, 6)],
  // "How many hearts are in my deck?": only the hand is known (answer-deck-unknown.ts).
  'deck-unknown': [
    cue(ASKS_DECK_CARDS, 8),
    when((p) => ASKS_ODDS.test(p.text) && (ASKS_DRAW.test(p.text) || p.hands.length > 0), 8),
  ],
  'run-summary': [
    cue(
      /\bsummar|\bmy run\b|\boverview\b|\bstatus\b|where am i|\bscore so far\b|\bscored so far\b|how many (hands|discards)|\b(hands|discards) (do i have )?left\b|\b(what|which) (deck|stake)\b.*\b(am i|i'?m)\b|\bhand size\b|\b(what|which) (ante|round) (am i|are we|is (it|this))\b|\bwhat(?:'s| is|s) my ante\b|\bhow many jokers\b|\bjoker slots?\b|\b(my|which|what) vouchers\b|\bvouchers? (do i|i) (have|own)\b/,
      4,
    ),
    // "What's my build?", "which of my Jokers are Negative?": the summary lists them.
    cue(
      /\bwhat(?:'s| is|s) my build\b|\b(am i|is (this|my run)) (an? )?[a-z ]{3,20} build\b|\b(negative|foil|holographic|polychrome|editions?|stickers?)\b.*\bmy jokers\b|\bmy jokers\b.*\b(negative|foil|holographic|polychrome|editions?|stickers?)\b/,
      5,
    ),
    // "What's in my hand?", "what cards do I have": the summary lists them.
    cue(
      /\bwhat(?:'s| is|s) in my hand\b|\bwhat cards (do i|am i) (have|hold|holding)\b|\b(show|list) my (hand|cards)\b/,
      4,
    ),
  ],
};

export interface IntentScore {
  readonly intent: Intent;
  readonly score: number;
}

/** Every intent's score, best first (ties keep the order of INTENTS). */
export function scoreIntents(parsed: ParsedQuestion): IntentScore[] {
  return INTENTS.map((intent) => ({
    intent,
    score: SCORERS[intent].reduce((sum, scorer) => sum + scorer(parsed), 0),
  })).sort((a, b) => b.score - a.score);
}

/** The intent asked, or null when nothing reaches `minScore`. */
export function findIntent(parsed: ParsedQuestion, minScore = MIN_SCORE): Intent | null {
  const [best] = scoreIntents(parsed);
  return best !== undefined && best.score >= minScore ? best.intent : null;
}
