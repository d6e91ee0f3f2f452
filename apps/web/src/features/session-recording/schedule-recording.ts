import { RECORDING_START_DELAY_MS } from '@jokerwise/contracts';
import { authToken } from '../../lib/storage';
import type { IdentitySource } from './lib/recording-identity';

// The only session-recording code in the first-load bundle: once the page has loaded and the
// browser is idle, signed-in visitors load the recorder's controller (ADR 022); a visitor who
// signs in later loads it at the sign-in (docs/decisions/035-recording-follows-identity.md).
// Module scripts run before the load event, so listening for it is enough.

export function scheduleSessionRecording(identity: IdentitySource): void {
  const loadController = (delayMs: number) =>
    void import('./lib/session-controller').then((module) =>
      module.startSessionRecording(identity, delayMs),
    );
  const load = () => {
    if (authToken.get()) {
      loadController(RECORDING_START_DELAY_MS);
      return;
    }
    const unsubscribe = identity.subscribe((user) => {
      if (!user) return;
      unsubscribe();
      loadController(0);
    });
  };
  window.addEventListener(
    'load',
    () => ('requestIdleCallback' in window ? requestIdleCallback(load) : setTimeout(load)),
    { once: true },
  );
}
