// The engine's working copy of one play: cards and Jokers as hooks see them, the context
// handed to every hook, and the tally. Built fresh for each scoring from readonly input, so
// the changes a hand makes (Vampire, Hiker, Joker growth) never reach the caller's objects.
import type { JokerName } from '../data/jokers';
import type { JokerEdition, PokerHandName } from '../data/vocabulary';
import { isDebuffedByBoss } from './boss';
import type { CardView, JokerSelf, JokerView, ScoringContext } from './jokers/types';
import type { JokerState } from './scenario';
import type { ActiveJoker, PreparedScenario } from './prepare';
import type { ScenarioCard } from './scenario';
import type { Tally } from './tally';
import { toCardView, toJokerView } from './views';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type WorkingCard = Mutable<CardView>;
export type WorkingJoker = Mutable<JokerView>;
/** Only `handLevel` changes during a play (The Arm, Space Joker). */
export type WorkingContext = ScoringContext & { handLevel: number };

/** `self` for Blueprint/Brainstorm: the copied Joker as it is now, plus who copies it. */
class CopiedSelf implements JokerSelf {
  constructor(
    private readonly target: JokerView,
    readonly copiedBy: JokerView,
  ) {}
  get name(): JokerName {
    return this.target.name;
  }
  get index(): number {
    return this.target.index;
  }
  get edition(): JokerEdition | undefined {
    return this.target.edition;
  }
  get debuffed(): boolean {
    return this.target.debuffed;
  }
  get sellValue(): number | undefined {
    return this.target.sellValue;
  }
  get state(): JokerState {
    return this.target.state;
  }
}

/**
 * The context handed to hooks. A class so that every play shares one shape and money can be
 * read live from the tally (Bull and Bootstraps see the Gold Seals paid earlier this hand).
 */
class PlayContext implements ScoringContext {
  readonly luck: ScoringContext['luck'];
  readonly hand: PokerHandName;
  readonly containedHands: ReadonlySet<PokerHandName>;
  handLevel: number;
  readonly jokerSlots: number | undefined;
  readonly handsLeft: number;
  readonly discardsLeft: number;
  readonly deckRemaining: number | undefined;
  readonly fullDeckSize: number | undefined;
  readonly handsPlayed: ScoringContext['handsPlayed'];
  readonly handsPlayedThisRound: ScoringContext['handsPlayedThisRound'];
  readonly boss: ScoringContext['boss'];
  readonly blind: ScoringContext['blind'];
  readonly deck: ScoringContext['deck'];
  readonly stake: ScoringContext['stake'];
  readonly vouchers: ScoringContext['vouchers'];
  readonly consumables: ScoringContext['consumables'];
  readonly modifiers: ScoringContext['modifiers'];
  readonly isSuit: ScoringContext['isSuit'];
  readonly isFace: ScoringContext['isFace'];
  readonly probability: ScoringContext['probability'];
  readonly roll: ScoringContext['roll'];

  constructor(
    prep: PreparedScenario,
    private readonly tally: Tally,
    detected: { hand: PokerHandName; containedHands: ReadonlySet<PokerHandName> },
    readonly played: readonly CardView[],
    readonly scoring: readonly CardView[],
    readonly held: readonly CardView[],
    readonly jokers: readonly JokerView[],
  ) {
    const scenario = prep.scenario;
    this.luck = prep.luck;
    this.hand = detected.hand;
    this.containedHands = detected.containedHands;
    this.handLevel = scenario.handLevels?.[detected.hand] ?? 1;
    this.jokerSlots = scenario.jokerSlots;
    this.handsLeft = scenario.handsLeft ?? 1;
    this.discardsLeft = scenario.discardsLeft ?? 0;
    this.deckRemaining = scenario.deckRemaining;
    this.fullDeckSize = scenario.fullDeckSize;
    this.handsPlayed = prep.handsPlayed;
    this.handsPlayedThisRound = prep.handsPlayedThisRound;
    this.boss = prep.boss;
    this.blind = prep.blind;
    this.deck = prep.deck;
    this.stake = prep.stake;
    this.vouchers = scenario.vouchers ?? [];
    this.consumables = scenario.consumables ?? [];
    this.modifiers = prep.modifiers;
    this.isSuit = prep.helpers.isSuit;
    this.isFace = prep.helpers.isFace;
    this.probability = prep.helpers.probability;
    this.roll = prep.helpers.roll;
  }

  get money(): number {
    return this.tally.money;
  }
}

export interface PlayState {
  readonly prep: PreparedScenario;
  readonly ctx: WorkingContext;
  readonly played: WorkingCard[];
  /** The same objects as in `played`, scoring ones only, in play order. */
  readonly scoring: WorkingCard[];
  readonly held: WorkingCard[];
  readonly jokers: WorkingJoker[];
  /** `self` for each Joker position with an active effect. */
  readonly selves: readonly (JokerSelf | undefined)[];
  readonly tally: Tally;
}

export function toWorkingCard(
  card: ScenarioCard,
  index: number,
  prep: PreparedScenario,
): WorkingCard {
  const view = toCardView(card, index);
  // The caller's flag carries what the scenario cannot (The Pillar, see BOSS_SCORING).
  return { ...view, debuffed: view.debuffed || isDebuffedByBoss(prep.boss, card, prep.modifiers) };
}

function createSelves(
  active: readonly ActiveJoker[],
  jokers: readonly WorkingJoker[],
): (JokerSelf | undefined)[] {
  const selves: (JokerSelf | undefined)[] = [];
  for (const joker of active) {
    const own = jokers[joker.index];
    const target = jokers[joker.targetIndex];
    if (own === undefined || target === undefined) continue;
    selves[joker.index] = own === target ? own : new CopiedSelf(target, own);
  }
  return selves;
}

export function createPlayState(
  prep: PreparedScenario,
  played: WorkingCard[],
  scoringIndices: readonly number[],
  held: WorkingCard[],
  detected: { hand: PokerHandName; containedHands: ReadonlySet<PokerHandName> },
  tally: Tally,
): PlayState {
  const jokers: WorkingJoker[] = prep.jokers.map(toJokerView);
  const scoring: WorkingCard[] = [];
  for (const index of scoringIndices) {
    const card = played[index];
    if (card) scoring.push(card);
  }
  const ctx = new PlayContext(prep, tally, detected, played, scoring, held, jokers);
  const selves = createSelves(prep.active, jokers);
  return { prep, ctx, played, scoring, held, jokers, selves, tally };
}

/** `self` for an active Joker (its own view, or the copied Joker's). */
export function getJokerSelf(state: PlayState, active: ActiveJoker): JokerSelf {
  const self = state.selves[active.index];
  if (self === undefined) throw new RangeError(`no active Joker at ${active.index}`);
  return self;
}
