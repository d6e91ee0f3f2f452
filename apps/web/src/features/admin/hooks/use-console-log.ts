import { useCallback, useRef, useState } from 'react';
import type { ConsoleEntry, ConsoleLine } from '../lib/console-log';

/** Older entries drop off past this many, so a long session keeps a bounded log. */
export const CONSOLE_ENTRY_LIMIT = 500;

export interface ConsoleLog {
  entries: readonly ConsoleEntry[];
  log: (line: ConsoleLine) => void;
  clear: () => void;
}

const systemNow = () => new Date();

/** The console pane's entries; `now` is an argument so tests can fix the time. */
export function useConsoleLog(now: () => Date = systemNow): ConsoleLog {
  const [entries, setEntries] = useState<readonly ConsoleEntry[]>([]);
  const nextId = useRef(0);
  const log = useCallback(
    (line: ConsoleLine) => {
      nextId.current += 1;
      const entry: ConsoleEntry = { ...line, id: `log-${nextId.current}`, timestamp: now() };
      setEntries((current) => [...current, entry].slice(-CONSOLE_ENTRY_LIMIT));
    },
    [now],
  );
  const clear = useCallback(() => setEntries([]), []);
  return { entries, log, clear };
}
