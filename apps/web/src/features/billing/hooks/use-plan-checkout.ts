import type { PlanId } from '@jokerwise/contracts';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/api-client';
import { CHECKOUT_FAILURE_MESSAGES, startCheckout } from '../../../lib/start-checkout';
import { ERROR_TITLE } from '../lib/messages';

/**
 * Starts the checkout of a plan card (docs/product/billing.md, ADR 009) and remembers which card is busy
 * until the browser leaves. Failures show the product's error text, the server's message preferred.
 */
export function usePlanCheckout() {
  const [pendingPlan, setPendingPlan] = useState<PlanId | null>(null);

  // Back from checkout through the back/forward cache: no card may stay busy.
  useEffect(() => {
    const reset = () => setPendingPlan(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const choose = (plan: PlanId) => {
    setPendingPlan(plan);
    startCheckout(plan).catch((error: unknown) => {
      setPendingPlan(null);
      toast({
        title: ERROR_TITLE,
        description: getErrorMessage(error, CHECKOUT_FAILURE_MESSAGES[plan]),
        variant: 'destructive',
      });
    });
  };

  return { choose, pendingPlan };
}
