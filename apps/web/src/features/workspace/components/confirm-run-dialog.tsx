import { RUN_TEXTS } from '@jokerwise/contracts';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../components/ui/confirm-dialog';

const QUESTIONS = {
  /** docs/product/workspace.md "Confirm New Game": what is reset, then 'Yes, Start New Game'. */
  'new-game': {
    title: 'Start a new game?',
    description:
      'This resets your deck, stake, ante and money, your selected Jokers and vouchers, the shop items and rerolls, and your poker-hand levels.',
    confirmLabel: RUN_TEXTS.newGameConfirm,
    confirmVariant: 'destructive',
  },
  /** Load Game over a running game asks first, like New Game; Cancel in the wizard comes back. */
  'load-game': {
    title: 'Load another game?',
    description:
      "Loading replaces this run's deck, stake, ante, round and money with the game you enter. Your Jokers, vouchers and consumables stay. Cancel in the wizard brings you back to this run.",
    confirmLabel: 'Yes, Load a Game',
    confirmVariant: 'primary',
  },
} as const satisfies Record<
  string,
  Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'confirmVariant'>
>;

export interface ConfirmRunDialogProps extends Pick<
  ConfirmDialogProps,
  'open' | 'onOpenChange' | 'onConfirm'
> {
  /** What the player is about to replace the running game with. */
  question: keyof typeof QUESTIONS;
}

/** Asks before a running game is replaced, by a new game or by a loaded one. */
export function ConfirmRunDialog({ question, ...props }: ConfirmRunDialogProps) {
  return <ConfirmDialog {...props} {...QUESTIONS[question]} cancelLabel={RUN_TEXTS.cancel} />;
}
