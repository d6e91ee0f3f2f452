import { useEffect, useRef, useState } from 'react';
import type { ExtractionIcon, FromWorker, ToWorker } from '../lib/extraction-protocol';

export interface Progress {
  current: number;
  total: number;
  name: string;
}

export type GridRequest = Omit<Extract<ToWorker, { type: 'extract' }>, 'type'>;

export type GridOutcome =
  | { type: 'done'; icons: ExtractionIcon[]; total: number }
  | { type: 'cancelled' }
  | { type: 'failed'; message: string };

/**
 * The bulk extraction in a Web Worker (docs/product/staff-console.md progress; the page stays responsive): one
 * worker per run, given a copy of the sheet's bitmap, ended when the run ends or the page leaves.
 */
export function useGridExtraction() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const worker = useRef<Worker | null>(null);

  useEffect(() => {
    // Leaving the page ends a run still going.
    return () => worker.current?.terminate();
  }, []);

  /** Runs the grid; `onOutcome` hears how it ended (done with the icons, cancelled, failed). */
  async function start(request: GridRequest, onOutcome: (outcome: GridOutcome) => void) {
    if (worker.current) return;
    const running = new Worker(new URL('../lib/extraction.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.current = running;
    const finish = (outcome: GridOutcome) => {
      running.terminate();
      worker.current = null;
      setProgress(null);
      onOutcome(outcome);
    };
    setProgress({ current: 0, total: request.cells.length, name: request.sheet });
    running.addEventListener('message', (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'progress') {
        setProgress({ current: message.current, total: message.total, name: message.name });
      } else finish(message);
    });
    running.addEventListener('error', (event) =>
      finish({ type: 'failed', message: event.message || 'The extraction stopped.' }),
    );
    // The query keeps its bitmap; the worker gets (and owns) a copy.
    const bitmap = await createImageBitmap(request.bitmap);
    const message: ToWorker = { type: 'extract', ...request, bitmap };
    running.postMessage(message, [bitmap]);
  }

  function cancel() {
    const message: ToWorker = { type: 'cancel' };
    worker.current?.postMessage(message);
  }

  return { progress, start, cancel };
}
