import { AI_APP_PATH, type PlanId } from '@jokerwise/contracts';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useShellNavigation } from '../../../lib/shell-navigation';
import { CHECKOUT_FAILURE_MESSAGES, startCheckout } from '../../../lib/start-checkout';
import { saveTierChoice } from '../../../lib/tier-intent';
import { decideTierChoice, type TierChoiceViewer } from '../lib/tier-choice';

export interface TierChoiceOptions {
  /** Who is signed in, once the stored session is checked; null when signed out. */
  readViewer: () => Promise<TierChoiceViewer | null>;
  /** Opens the sign-up ('Join') modal; the tier is already saved. */
  onRequireSignUp: (tier: PlanId) => void;
}

/**
 * Acts on a tier card click following docs/product/landing.md; settles true when the page is
 * leaving for checkout.
 */
export function useTierChoice({ readViewer, onRequireSignUp }: TierChoiceOptions) {
  const { navigate } = useShellNavigation();
  return async (tier: PlanId): Promise<boolean> => {
    // A click just after the page loads waits for the stored session's check: a signed-in
    // player is never taken for a visitor and shown the sign-up modal.
    const viewer = await readViewer();
    const choice = decideTierChoice(tier, viewer);
    if (choice.kind === 'open-app') {
      navigate(AI_APP_PATH);
      return false;
    }
    // Kept so login can resume it (docs/product/landing.md), for this player's e-mail or, signed out, for
    // whoever the sign-up modal sends a code to (lib/tier-intent.ts).
    saveTierChoice(tier, viewer?.email ?? null);
    if (choice.kind === 'sign-up') {
      onRequireSignUp(tier);
      return false;
    }
    try {
      await startCheckout(tier);
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: getErrorMessage(error, CHECKOUT_FAILURE_MESSAGES[tier]),
        variant: 'destructive',
      });
      return false;
    }
  };
}
