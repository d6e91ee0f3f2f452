// How the intents about the game's rules and the run score a question: what the coach can do,
// bosses, synergies, hand levels and Planets, decks, stakes, card effects, plans, targets,
// game words, what the deck holds and the run summary.
import { findBasicsTopic } from './answer-basics';
import { ASKS_HARDEST } from './answer-boss-list';
import { GREETING, THANKS } from './answer-capabilities';
import { ASKS_DECK_CARDS, ASKS_DRAW, ASKS_ODDS } from './answer-deck-unknown';
import { ASKS_DEFINITION, ASKS_LEVELS } from './answer-hand-level';
import { ASKS_HELD_CONSUMABLE } from './describe-held-consumables';
import { ASKS_HISTORY } from './answer-history';
import { ASKS_HELD_TAGS } from './describe-held-tags';
import { ASKS_SHOULD_USE } from './describe-money-tarot';
import { ASKS_HOW_TO_GROW } from './describe-joker';
import { ASKS_HOW_TO_GET } from './describe-joker-source';
import { ASKS_WHEN_BOSS } from './answer-boss';
import { asksJokersOfKind } from './describe-jokers-of-kind';
import { cue, hasNamedItem, isBareName, when, type ScorerRows } from './intent-cues';

const ASKS_WHAT =
  /\bwhat(?:'s|s| is| are| does| do)\b|\bexplain\b|\btell me about\b|\bhow does\b|\beffect\b|\bwhat .* do\b/;
const BOSS_HOW =
  /\b(how|tips?|advice|strategy|help)\b.*\b(beat|counter|handle|deal with|survive|play around|against)\b|play around|\bcounter\b|\bdisable|switch(es)? off\b/;
const SYNERGY =
  /synerg|\bstacks?\b|\bcombos?\b|work(s)? (well )?(together|with)|go(es)? (well )?(together|with)|pairs? (well )?with|combine|combination|\bcop(y|ies|ied)\b|\bgood with\b|\bwith each other\b/;
const TARGET =
  /target|how (much|many) (points|chips|score)|score (needed|required)|need to score|blind (size|score|requirement)|requirement|\bto beat\b|\bhow big\b|\b(score|points|chips)\b.*\bneed\b/;
const PLAN =
  /\bplan\b|\bam i winning\b|\bhow am i doing\b|\bam i doing (well|ok(ay)?|good|badly|fine)\b|\bhow strong is my (run|build)\b|\bis (this|my run) (a )?good( run)?\b|\b(rounds|antes|blinds) (are )?left\b|\bhow many (more )?(rounds|antes)\b|\bon track\b|\bcan i win\b|\b(going to|gonna|will i) (lose|win|survive|make it)\b|\bwinnable\b|\bdoomed\b|\bhopeless\b|\bendless\b|\b(last|final|highest|max|maximum) ante\b|\bahead\b|next antes|upcoming|road ?map|long[- ]term|what'?s next|\bfuture\b|\bprepare\b/;
const STRATEGY =
  /strateg|\bkeep losing\b|\b(always|i) lose\b|\bi'?m new\b|\bnew (player|to (the game|balatro))\b|\bwhere (do i|should i|to) start\b|\bbeginners?\b|\badvice\b|\bstuck\b|\bhelp me\b|\btips?\b|priorit|\bfocus\b|improve|what should i (do|focus|work on|aim)|next steps?|how (do|can) i (win|get better|scale)|\bscal(e|ing)\b|weak(ness|nesses)?\b|\bmissing\b|what now|\bbuild\b.*\b(need|lack|good|better)|\bneeds?\b.*\bbuild\b|how is my build|\b(rate|judge|grade|review) my (build|run|deck|jokers)\b|\bis my deck (any )?(good|bad|ok(ay)?|strong|weak)\b/;
const CAPABILITIES =
  /what can you (do|answer|help)|what do you know|what can i ask|how do i use you|\bcommands\b|^\s*help\s*[?!.]*\s*$/;

export const RULE_SCORERS = {
  capabilities: [
    cue(CAPABILITIES, 6),
    when((p) => THANKS.test(p.text) || GREETING.test(p.text), 6),
  ],
  boss: [
    when((p) => BOSS_HOW.test(p.text) && (p.boss !== null || /\bboss\b/.test(p.text)), 6),
    // "What should I do against The Psychic?": a boss named after "against", "vs" or "for".
    when(
      (p) =>
        p.boss !== null && /\b(against|vs\.?|versus|facing|tips?|advice|strategy)\b/.test(p.text),
      6,
    ),
    cue(ASKS_WHEN_BOSS, 8),
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
    // "Boss?" on its own: the run's boss.
    cue(/^\s*(the |my )?boss\s*[?!.]*$/, 4),
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
    // "What's my best Joker combo?" asks for a pair, above ranking the Jokers one by one.
    cue(/\bcombos?\b/, 7),
    // "Which Jokers give xmult?": the Jokers of that kind (describe-jokers-of-kind.ts).
    when((p) => p.jokers.length === 0 && asksJokersOfKind(p.text), 8),
    when(
      (p) =>
        p.hands.length > 0 &&
        /\bjokers?\b/.test(p.text) &&
        /\bfor\b|\bgood\b|\bbest\b/.test(p.text),
      5,
    ),
    // "What would help my Flush build?": the Jokers that pay on that hand.
    when(
      (p) =>
        p.hands.length === 1 && /\b(help|improve|boost|good for|fits?)\b.*\bbuild\b/.test(p.text),
      7,
    ),
    // "What's a good Flush build?", "how do I build around Pairs?": the Jokers that pay on it.
    when(
      (p) =>
        p.hands.length === 1 &&
        /\b(good|best|strong) [a-z ]{0,20}\bbuild\b|\bbuild (around|for|a|an)\b/.test(p.text),
      7,
    ),
    cue(/\banti\b/, 4),
    when((p) => p.jokers.length >= 2, 2),
    when((p) => p.jokers.length === 1 && /\bwith\b/.test(p.text), 1),
  ],
  'hand-level': [
    // "What's my highest level hand?", "my hand levels": every hand above level 1.
    cue(ASKS_LEVELS, 6),
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
    // "What's the best hand to level?" is the Planet to buy, not the best play.
    cue(/\b(best|good) hands? to (level|upgrade)\b/, 9),
    when(
      (p) =>
        p.planets.length > 0 &&
        /\blevel|\bupgrade|\bwhat (does|do)\b|\bwhich hand\b|\bhow much\b|\badds?\b|\bgives?\b/.test(
          p.text,
        ),
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
    // "Blueprint?" on its own asks what it is.
    when(isBareName, 4),
    // "How much mult does Swashbuckler give me?": what it adds in the best play.
    when((p) => p.jokers.length > 0 && /\bhow (much|many) (mult|chips)\b/.test(p.text), 6),
    when(
      (p) =>
        p.cardTraits.length > 0 &&
        p.cardGroups.length === 0 &&
        !hasNamedItem(p) &&
        (ASKS_WHAT.test(p.text) ||
          /\bgood\b|\bworth\b|\bhow\b|\bshould i (make|turn)\b/.test(p.text)),
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
    // "How do I get Canio?": where the Joker comes from.
    when((p) => p.jokers.length > 0 && ASKS_HOW_TO_GET.test(p.text), 7),
    // "How do I get more Canio mult?", "how do I scale Ride the Bus?": what makes it grow.
    when((p) => p.jokers.length === 1 && ASKS_HOW_TO_GROW.test(p.text), 8),
    // "When should I use The Hermit?": what it does is what decides when.
    when((p) => hasNamedItem(p) && /\b(when|how) (should|do|can) i use\b/.test(p.text), 6),
    // "Should I use The Hermit?", "how much will Temperance give me?": what it does now.
    when(
      (p) =>
        (p.tarots.length > 0 || p.spectrals.length > 0) &&
        (ASKS_SHOULD_USE.test(p.text) ||
          /\bhow much (will|does|would|can)\b.*\b(give|pay|get|make)\b/.test(p.text)),
      6,
    ),
    // "What does Economy Tag do?" asks for the Tag, not for interest.
    when((p) => p.tags.length > 0 && ASKS_WHAT.test(p.text), 3),
    // "What tags do I have?", "how many blinds have I skipped?": the run's own, not a verdict.
    when((p) => ASKS_HELD_TAGS.test(p.text), 7),
    when((p) => p.packs.length > 0 && /\bin\b|contain|inside|how many|choose|pick/.test(p.text), 4),
  ],
  'ante-plan': [
    cue(PLAN, 5),
    // "What happens when I beat ante 8?": the win, then Endless Mode.
    cue(/\b(beat|beating|after|past|clear|clearing|finish|finishing) ante 8\b/, 8),
  ],
  // "What happened last round?": the run's recorded rounds, not the round in play.
  history: [cue(ASKS_HISTORY, 8)],
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
    // "What's the best hand to play early?" asks for the plan, not a play from cards.
    cue(/\bbest hand to (play|build|go for|focus on)\b.*\b(early|first|start)\b/, 8),
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
    // "What happens after the Big Blind?": the blind that comes next.
    when(
      (p) =>
        p.blindType !== null &&
        /\bwhat (happens|comes|is|'s) (after|next|following)\b|\bwhat comes after\b/.test(p.text),
      5,
    ),
    when((p) => p.ante !== null, 3),
    when((p) => p.blindType !== null && p.boss === null, 1),
    when((p) => p.blindType !== null && /\b(give|gives|pay|pays|reward)\b/.test(p.text), 4),
  ],
  // "What is a blind?": a game word explained (answer-basics.ts holds the words).
  basics: [when((p) => findBasicsTopic(p.text) !== undefined, 6)],
  // "How many hearts are in my deck?": only the hand is known (answer-deck-unknown.ts).
  'deck-unknown': [
    cue(ASKS_DECK_CARDS, 8),
    when((p) => ASKS_ODDS.test(p.text) && (ASKS_DRAW.test(p.text) || p.hands.length > 0), 8),
  ],
  'run-summary': [
    cue(
      /\bsummar|\bmy run\b|\bwhat(?:'s| is|s) my score\b|\boverview\b|\bstatus\b|where am i|\bscore so far\b|\bscored so far\b|how many (hands|discards)|\b(hands|discards) (do i have )?left\b|\b(what|which) (deck|stake)\b.*\b(am i|i'?m)\b|\bhand size\b|\b(what|which) (ante|round) (am i|are we|is (it|this))\b|\bwhat(?:'s| is|s) my ante\b|\bhow many jokers\b|\bjoker slots?\b|\b(my|which|what) vouchers\b|\bvouchers? (do i|i) (have|own)\b/,
      4,
    ),
    // "What round is it?": its own question even after another ("it" is no follow-up here).
    cue(/\b(what|which) (ante|round) (is it|is this|are we|am i)\b/, 6),
    // "What's my build?", "which of my Jokers are Negative?": the summary lists them.
    cue(
      /\bwhat(?:'s| is|s) my build\b|\b(am i|is (this|my run)) (an? )?[a-z ]{3,20} build\b|\b(negative|foil|holographic|polychrome|editions?|stickers?)\b.*\bmy jokers\b|\bmy jokers\b.*\b(negative|foil|holographic|polychrome|editions?|stickers?)\b/,
      5,
    ),
    // "What's in my hand?", "what's my hand?", "which cards are enhanced?": the summary lists them.
    cue(
      /\bwhat(?:'s| is|s) in my hand\b|\bwhat(?:'s| is|s) my hand\s*[?.!]*$|\bwhat cards (do i|am i) (have|hold|holding)\b|\bwhat cards are in my hand\b|\b(show|list) my (hand|cards)\b|\bwhich (of my )?cards (are|have)\b/,
      4,
    ),
  ],
} satisfies ScorerRows;
