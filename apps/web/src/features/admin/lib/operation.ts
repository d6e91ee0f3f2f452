import type { ConsoleLine } from './console-log';

/** An admin operation: logs as it goes and resolves to its closing line (docs/product/staff-console.md). */
export type Operation = (
  log: (line: ConsoleLine) => void,
  signal: AbortSignal,
) => Promise<ConsoleLine>;
