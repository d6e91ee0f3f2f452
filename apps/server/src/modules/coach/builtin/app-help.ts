// Questions about Jokerwise itself rather than the game: importing the save file and where the
// game keeps it, the hand calculator, undoing a change to the run, and cancelling the
// subscription — answered with the names the screens use (docs/product/workspace.md,
// docs/product/billing.md).
import { SAVE_FILE_LOCATIONS } from '@jokerwise/contracts';
import type { BasicsTopic } from './basics-topic';

function describeSaveImport(): string {
  return [
    "**Import from save file** in your workspace reads the game's `save.jkr`: choose or drop it, check what it holds, then **Import this run** — Jokers, cards in hand, money, levels and the shop, with nothing to type.",
    '',
    ...SAVE_FILE_LOCATIONS.map(({ system, path }) => `- ${system}: \`${path}\``),
    '',
    '`<profile>` is the profile slot you play on: 1, 2 or 3. The game writes the file while a run is in progress. Console and mobile players cannot reach it.',
  ].join('\n');
}

function describeUndo(): string {
  return '**Undo** in the run header (Ctrl+Z) takes back the last change to your run, and **Redo** (Ctrl+Shift+Z) puts it back; hover either to see which change it is.';
}

function describeCancel(): string {
  return 'Open **Settings** from the account menu, then the **Membership** tab and **Manage Billing & Subscriptions**: the billing portal cancels or changes your plan. A cancelled plan does not renew, and you keep access until the end of the period paid for. Legend is paid once, so there is nothing to cancel.';
}

function describeCalculator(): string {
  return "The **Hand calculator** is on the **Poker Hands** tab: add the cards in your hand and it finds your best play and scores any hand with the run's Jokers, levels and boss. I read the same cards, so “What should I play?” and “What should I discard?” answer for them.";
}

/** Topics for the basics answer (answer-basics.ts), checked before the game's words. */
export const APP_HELP_TOPICS: readonly BasicsTopic[] = [
  {
    asks: /\b(import|load|upload|open|read)\b.*\bsave\b|\bsave ?files?\b|\bsave\.jkr\b|\bwhere(?:'s| is| are| do i find) (my |the )?saves?\b/,
    answer: describeSaveImport,
  },
  {
    asks: /\b(what|where|how)\b.*\b(the |a )?(hand )?calculator\b/,
    answer: describeCalculator,
  },
  {
    asks: /\bundo\b|\bredo\b|\btake (it|that|this) back\b|\brevert\b/,
    answer: describeUndo,
  },
  {
    asks: /\b(cancel|unsubscribe|stop)\b.*\b(subscription|plan|membership|trial|billing)\b|\bunsubscribe\b|\bhow (do|can) i cancel\s*[?.!]*$|\bmanage (my )?(subscription|billing|plan)\b/,
    answer: describeCancel,
  },
];
