import { ADMIN_GATE_MESSAGES } from '@jokerwise/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { authToken } from '../../../lib/storage';
import { bootstrapAdmin } from '../api/bootstrap-admin';
import { checkAdmin } from '../api/check-admin';
import { classifyAdminFailure, type AdminFailure } from '../lib/admin-failure';
import type { SessionChanged } from './use-admin-failure';

export type GateState = { phase: 'loading' } | { phase: 'error'; message: string };

type Outcome = { granted: string } | { error: string } | null;

/** The gate's wording for a failed call; null when the page went away (aborted). */
function failureMessage(failure: AdminFailure, otherwise: string): string | null {
  if (failure.kind === 'aborted') return null;
  if (failure.kind === 'session-expired') {
    // docs/product/staff-console.md: a 401 removes the stored token.
    authToken.remove();
    return ADMIN_GATE_MESSAGES.sessionExpired;
  }
  if (failure.kind === 'network') return ADMIN_GATE_MESSAGES.networkError;
  return otherwise;
}

const asOutcome = (message: string | null): Outcome => (message ? { error: message } : null);

/** docs/product/staff-console.md admin gate: check, else bootstrap the first admin, else explain. */
async function verifyAdmin(signal: AbortSignal): Promise<Outcome> {
  if (!authToken.get()) return { error: ADMIN_GATE_MESSAGES.authenticationRequired };
  try {
    if ((await checkAdmin(signal)).isAdmin) return { granted: ADMIN_GATE_MESSAGES.accessGranted };
  } catch (error) {
    return asOutcome(failureMessage(classifyAdminFailure(error), ADMIN_GATE_MESSAGES.verifyFailed));
  }
  if (signal.aborted) return null;
  try {
    await bootstrapAdmin(signal);
    return { granted: ADMIN_GATE_MESSAGES.firstAdminCreated };
  } catch (error) {
    return asOutcome(failureMessage(classifyAdminFailure(error), ADMIN_GATE_MESSAGES.notAdmin));
  }
}

export function useAdminGate(onSessionChanged: SessionChanged): GateState {
  const [state, setState] = useState<GateState>({ phase: 'loading' });
  const navigate = useNavigate();
  // Read at the moment it is needed, so a new callback identity never restarts the check.
  const sessionChanged = useEffectEvent(() => onSessionChanged());

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const outcome = await verifyAdmin(controller.signal);
      if (!outcome || controller.signal.aborted) return;
      // The signed-in user is read again either way: now an admin, or signed out by a 401.
      await sessionChanged();
      if (controller.signal.aborted) return;
      if ('error' in outcome) {
        setState({ phase: 'error', message: outcome.error });
        return;
      }
      toast({ title: outcome.granted });
      await navigate(paths.admin.dev.getHref(), { replace: true });
    })();
    return () => controller.abort();
  }, [navigate]);

  return state;
}
