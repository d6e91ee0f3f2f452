import { useEffect, useRef } from 'react';
import { cn } from '../../../utils/cn';
import { formatConsoleTime, type ConsoleEntry, type ConsoleEntryType } from '../lib/console-log';

const typeStyles: Record<ConsoleEntryType, string> = {
  info: 'text-[#9cc2ff]',
  success: 'text-chip-green',
  warning: 'text-gold-300',
  error: 'text-ruby-300',
};

export interface ConsoleEntriesProps {
  entries: readonly ConsoleEntry[];
  className?: string;
  style?: { height: number };
  label: string;
}

/** The log lines, newest at the bottom, kept scrolled to the latest entry. */
export function ConsoleEntries({ entries, className, style, label }: ConsoleEntriesProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries]);

  return (
    <ol
      ref={list}
      role="log"
      aria-label={label}
      aria-live="polite"
      style={style}
      className={cn(
        'overflow-y-auto bg-midnight-950/80 p-3 font-mono text-xs leading-relaxed sm:text-[0.8rem]',
        className,
      )}
    >
      {entries.length === 0 && (
        <li className="text-fg-subtle">No output yet. Run an operation to see its log here.</li>
      )}
      {entries.map((entry) => (
        <li key={entry.id} className="py-0.5" data-type={entry.type}>
          <span className="text-fg-subtle">[{formatConsoleTime(entry.timestamp)}]</span>{' '}
          <span className={cn('font-semibold uppercase', typeStyles[entry.type])}>
            {entry.type}
          </span>{' '}
          <span className="text-fg">{entry.message}</span>
          {entry.details && (
            <pre className="mt-1 ml-4 border-l border-border pl-3 whitespace-pre-wrap text-fg-muted">
              {entry.details}
            </pre>
          )}
        </li>
      ))}
    </ol>
  );
}
