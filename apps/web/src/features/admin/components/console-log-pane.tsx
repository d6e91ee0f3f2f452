import { Eraser, GripHorizontal, Maximize2, SquareTerminal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TitledDialog } from '../../../components/ui/titled-dialog';
import { CONSOLE_HEIGHT, useResizableHeight } from '../hooks/use-resizable-height';
import type { ConsoleEntry } from '../lib/console-log';
import { ConsoleEntries } from './console-entries';

export interface ConsoleLogPaneProps {
  entries: readonly ConsoleEntry[];
  onClear: () => void;
}

/**
 * The admin console of docs/product/staff-console.md: Clear, an expanded view closed with Escape or a click
 * outside, and a height resizable between 200 and 800 px (400 by default).
 */
export function ConsoleLogPane({ entries, onClear }: ConsoleLogPaneProps) {
  const [expanded, setExpanded] = useState(false);
  const { height, handleProps } = useResizableHeight();

  return (
    <section
      aria-labelledby="admin-console-title"
      className="overflow-hidden rounded-card border border-border bg-surface/90 shadow-card"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-border/70 px-4 py-3">
        <h2 id="admin-console-title" className="flex items-center gap-2 font-semibold text-fg">
          <SquareTerminal aria-hidden="true" className="size-4.5 text-gold-300" />
          Console
          <span className="text-xs font-normal text-fg-subtle">({entries.length})</span>
        </h2>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={onClear} disabled={entries.length === 0}>
            <Eraser aria-hidden="true" />
            Clear
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setExpanded(true)}>
            <Maximize2 aria-hidden="true" />
            Expand
          </Button>
        </div>
      </header>
      <ConsoleEntries entries={entries} style={{ height }} label="Console output" />
      <div
        role="separator"
        aria-orientation="horizontal"
        aria-label="Resize console"
        aria-valuemin={CONSOLE_HEIGHT.min}
        aria-valuemax={CONSOLE_HEIGHT.max}
        aria-valuenow={height}
        tabIndex={0}
        {...handleProps}
        className="flex h-4 cursor-row-resize touch-none items-center justify-center border-t border-border/70 text-fg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <GripHorizontal aria-hidden="true" className="size-4" />
      </div>
      <TitledDialog
        open={expanded}
        onOpenChange={setExpanded}
        title="Console"
        description="Press Escape or click outside to close."
        className="max-w-5xl"
        closeLabel="Close console"
      >
        <ConsoleEntries
          entries={entries}
          label="Console output, expanded"
          className="h-[70dvh] rounded-lg border border-border"
        />
      </TitledDialog>
    </section>
  );
}
