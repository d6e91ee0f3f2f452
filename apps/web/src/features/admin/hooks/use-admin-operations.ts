import { useCallback, useEffect, useRef, useState } from 'react';
import { authToken } from '../../../lib/storage';
import { classifyAdminFailure } from '../lib/admin-failure';
import { describeFailure, formatElapsed, type ConsoleLine } from '../lib/console-log';
import type { Operation } from '../lib/operation';
import { useAdminFailureHandler, type SessionChanged } from './use-admin-failure';

/**
 * docs/product/staff-console.md admin operation: idle → running (every button disabled) → completed or failed,
 * with the elapsed seconds logged. Leaving the page cancels what is running.
 */
export function useAdminOperations(
  log: (line: ConsoleLine) => void,
  onSessionChanged: SessionChanged,
) {
  const [running, setRunning] = useState<string | null>(null);
  const runningRef = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const handleFailure = useAdminFailureHandler(onSessionChanged);

  useEffect(() => {
    return () => controller.current?.abort();
  }, []);

  const run = useCallback(
    async (name: string, operation: Operation) => {
      if (runningRef.current) return;
      // docs/product/staff-console.md: admin calls need a stored auth token.
      if (!authToken.get()) {
        log({ type: 'error', message: 'Authentication required' });
        return;
      }
      runningRef.current = true;
      setRunning(name);
      const abort = new AbortController();
      controller.current = abort;
      const started = performance.now();
      log({ type: 'info', message: `${name} started` });
      try {
        log(await operation(log, abort.signal));
        log({
          type: 'info',
          message: `${name} finished in ${formatElapsed(performance.now() - started)}`,
        });
      } catch (error) {
        const failure = classifyAdminFailure(error);
        if (abort.signal.aborted || failure.kind === 'aborted') return;
        log(describeFailure(failure));
        log({
          type: 'info',
          message: `${name} failed after ${formatElapsed(performance.now() - started)}`,
        });
        await handleFailure(failure);
      } finally {
        runningRef.current = false;
        if (!abort.signal.aborted) setRunning(null);
      }
    },
    [log, handleFailure],
  );

  return { running, isRunning: running !== null, run };
}
