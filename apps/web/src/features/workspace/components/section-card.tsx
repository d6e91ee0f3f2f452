import type { ReactNode } from 'react';
import { cn } from '../../../utils/cn';

export interface SectionCardProps {
  title: string;
  /** Next to the title (a count). */
  count?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card of the playing view. */
export function SectionCard({ title, count, actions, children, className }: SectionCardProps) {
  return (
    <section
      aria-label={title}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-card border border-border bg-linear-to-b from-surface-raised/90 to-surface/90 p-4 shadow-card sm:p-5',
        className,
      )}
    >
      <header className="flex min-h-10 flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-baseline gap-2 font-display text-xl font-bold text-fg">
          {title}
          {count !== undefined && (
            <span className="font-sans text-sm font-semibold text-fg-muted tabular-nums">
              {count}
            </span>
          )}
        </h2>
        {actions}
      </header>
      {children}
    </section>
  );
}
