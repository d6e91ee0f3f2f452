import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { TitledPanel } from '../../../../components/ui/titled-panel';

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
export function StatusCard({ icon, title, state, tone, children }: StatusCardProps) {
  return (
    <TitledPanel icon={icon} title={title} badge={{ label: state, variant: toneBadge[tone] }}>
      {children && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>
      )}
    </TitledPanel>
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
