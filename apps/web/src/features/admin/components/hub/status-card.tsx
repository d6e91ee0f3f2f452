import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../../components/ui/badge';

export type StatusTone = 'good' | 'warn' | 'bad' | 'neutral';

const toneBadge = {
  good: 'success',
  warn: 'gold',
  bad: 'destructive',
  neutral: 'default',
} as const;

export interface StatusCardProps {
  icon: LucideIcon;
  title: string;
  state: string;
  tone: StatusTone;
  children?: ReactNode;
}

/** One piece of the running system: its state as a badge, then the facts measured. */
export function StatusCard({ icon: Icon, title, state, tone, children }: StatusCardProps) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-card border border-border bg-surface-raised/60 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-fg">
          <Icon aria-hidden="true" className="size-4.5 text-gold-300" />
          {title}
        </h3>
        <Badge variant={toneBadge[tone]}>{state}</Badge>
      </div>
      {children && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>
      )}
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-fg-subtle">{label}</dt>
      <dd className="min-w-0 break-words text-fg-muted">{children}</dd>
    </>
  );
}
