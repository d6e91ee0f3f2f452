// How the intents about money and the shop score a question: rerolls, sell values, what a
// Joker is worth, affording, the shop, interest, the round's cash-out and more of a limit.
import { ASKS_PRICE, SAVES_FOR } from './answer-afford';
import { ASKS_HOW_MANY, ASKS_MORE_CAPACITY } from './answer-capacity';
import { cue, hasNamedItem, when, type ScorerRows } from './intent-cues';
import { findKindInText } from './shop-kind';

const SHOP =
  /\bbuy|\bshop\b|purchase|\bworth\b|should i (get(?! rid)|take|pick|grab)|\bpick up\b|\bgrab\b/;
const INTEREST =
  /interest|\bsav(e|ing|ings)\b|\bbank\b|hold (on to )?money|how much money|economy|\bcash\b|\b(make|earn|get) (more )?money\b|\bmore money\b|\bmy money\b/;
/** The round's payout as a whole; a question that says interest asks only for that part. */
const CASH_OUT =
  /\bcash(ing)? ?out\b|\bhow much (money )?(will|do|would) i (get|earn|make)\b|\bpayout\b|\b(round|blind) (pays?|reward|earnings)\b|\b(earn|make|get|have)\b.*\b(this|next|after (this|the)|end of( the)?) (round|blind)\b|\bafter (this|the) (round|blind)\b/;
/** Asking what a Joker does for the build, not what it does in general. */
const JOKER_WORTH =
  /\bkeep(ing)?\b|\bgood\b|\bworth\b|\bhow (strong|useful)\b|\badds?\b|\bcontribut|\bhelp(s|ing)?\b|\bdoing\b|\buseful\b|\bweight\b|\bmatters?\b/;
const RANKS_JOKERS =
  /\b(weakest|worst|strongest|best|least useful|most useful|useless)\b.*\bjokers?\b|\bjokers?\b.*\b(weakest|worst|strongest|best|least useful|most useful|useless)\b|\bwhich jokers? (should i|to|do i) (keep|drop|replace|cut|get rid of|ditch)\b|\bjokers?\b.*\b(pull(ing)? (its|their) weight|doing (the )?(most|least|nothing))\b|\bjokers? (gives?|adds?|scores?|does) (me )?(the )?(most|least)\b|\bjokers? (is |are )?carr(y|ies|ying)\b/;
const SELL_OR_KEEP =
  /^\s*(sell|keep|ditch|drop) (my |the )?\S.*\?\s*$|\bshould i (sell|keep|ditch|dump|get rid of|replace|swap|drop)\b|\b(sell|keep) or (sell|keep)\b|\bworth selling\b|\bsell (it|him|her|this)\b|\bif i (sell|sold)\b/;
/** A Joker wanted for the build is one to get, not one owned. */
const FOR_THE_BUILD =
  /\bfor (my|this|the) (build|run|deck)\b|\bfor me\b|\b(go(es)? with|fits?|suits?) (my|this|the) (build|run)\b/;

export const SHOP_SCORERS = {
  reroll: [cue(/\bre-?roll/, 7)],
  'sell-value': [
    cue(/\bsell(s|ing)?\b|sell value|resale/, 6),
    // "How much are my Jokers worth?": what they sell for, not what they add to a play.
    // A poker hand's worth is its chips and mult (hand-level).
    when(
      (p) =>
        p.hands.length === 0 &&
        /\bhow much (is|are)\b.*\bworth\b|\bwhat are my jokers worth\b/.test(p.text),
      8,
    ),
    // "How much is Egg worth next round?": its sell value as it grows.
    cue(/\bworth\b.*\b(next|after (this|the)) (round|blind)\b/, 8),
  ],
  'joker-value': [
    // "Jokers?" on its own: what each of the player's adds.
    cue(/^\s*(my )?jokers\s*[?!.]*$/, 5),
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
        // "The best Legendary Joker?" asks about the five of the game (answer-basics.ts).
        !/\blegendary\b/.test(p.text) &&
        // "The best first Joker?" asks what to buy (first-joker.ts).
        !/\b(first|starting|early|opening)\b/.test(p.text) &&
        RANKS_JOKERS.test(p.text),
      6,
    ),
  ],
  afford: [
    cue(/\bafford|\bafter buying\b|\bleft after\b|\bhave after\b/, 7),
    cue(/\b(buy|get) (it all|everything|all of (it|them))\b/, 6),
    // "How much is Grabber?": the price of a named item, against the money held; "how much do
    // Planets cost?" the price of the kind.
    when((p) => (hasNamedItem(p) || findKindInText(p.text) !== null) && ASKS_PRICE.test(p.text), 7),
    // "Should I save for Grabber?" is about that item, not interest.
    when((p) => hasNamedItem(p) && SAVES_FOR.test(p.text), 8),
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
    // "I'm in the shop, what now?"
    cue(/\b(i'?m|am i|we'?re) in the shop\b/, 6),
    cue(/\b(best|good) vouchers?\b|\b(which|what) vouchers? (should|to|is best|are best)\b/, 6),
    cue(/\b(which|what) (booster )?packs? (should|to|do|is)\b/, 6),
    cue(/\bbest (value|deal|item|buy|purchase)\b|\b(which|what) item\b/, 6),
    // "Buy or save?": each item with what it leaves and does to interest.
    cue(
      /\b(buy|spend) or save\b|\bsave or (buy|spend)\b|\b(interest|saving) or (buy|spend|jokers?)\b|\b(buy(ing)?|jokers?) or (interest|saving)\b/,
      8,
    ),
    cue(/\bshould i (buy|get(?! rid)|take|grab|pick|open)\b/, 2),
    // "What's a good first Joker?": the shop's Jokers weighed for this run.
    when(
      (p) =>
        p.jokers.length === 0 &&
        p.hands.length === 0 &&
        (/\b(good|best|strong) (first |starting |early )?jokers?\b/.test(p.text) ||
          /\bjokers? (should i|to|do i) (look for|get|buy|want)\b/.test(p.text)),
      6,
    ),
    when((p) => p.jokers.length >= 2 && /\bbetter\b|\bor\b|\bvs\b|\binstead\b/.test(p.text), 4),
    when((p) => p.prices.length > 0, 2),
    when(hasNamedItem, 1),
    // "Is Grabber good?", "is the Jumbo Arcana Pack worth it?": the item weighed for this run.
    when(
      (p) =>
        p.jokers.length === 0 &&
        hasNamedItem(p) &&
        /\b(good|any good|worth it|worth (buying|getting)|useful|strong)\b/.test(p.text),
      6,
    ),
    cue(/\bwhat should i buy\b/, 2),
  ],
  interest: [cue(INTEREST, 5), when((p) => p.money !== null && p.prices.length === 0, 3)],
  // "How much do I get if I sell everything?" is a sale, not the round's payout.
  'cash-out': [when((p) => CASH_OUT.test(p.text) && !/\binterest\b|\bsell/.test(p.text), 8)],
  // "How do I get more Joker slots?": where the game gives more (answer-capacity.ts).
  capacity: [
    cue(ASKS_HOW_MANY, 8),
    when(
      (p) =>
        ASKS_MORE_CAPACITY.test(p.text) && /\bhow\b|\bways?\b|\bwhere\b|\bcan i\b/.test(p.text),
      7,
    ),
  ],
} satisfies ScorerRows;
