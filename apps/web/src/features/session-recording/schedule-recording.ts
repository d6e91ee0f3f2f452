import { authToken } from '../../lib/storage';

// The only session-recording code in the first-load bundle: once the page has loaded and the
// browser is idle, signed-in visitors load the recorder's controller (ADR 022). Module scripts
// run before the load event, so listening for it is enough.

export function scheduleSessionRecording(): void {
  const load = () => {
    if (authToken.get()) {
      void import('./lib/session-controller').then((module) => module.startSessionRecording());
    }
  };
  window.addEventListener(
    'load',
    () => ('requestIdleCallback' in window ? requestIdleCallback(load) : setTimeout(load)),
    { once: true },
  );
}
