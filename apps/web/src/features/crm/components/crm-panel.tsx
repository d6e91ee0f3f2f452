import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

export interface CrmPanelProps {
  icon: LucideIcon;
  title: string;
  badge?: { label: string; variant: BadgeVariant };
  children: ReactNode;
}

/** One card of the CRM dashboard: a titled section with an optional state badge. */
export function CrmPanel({ icon: Icon, title, badge, children }: CrmPanelProps) {
  return (
    <section
      aria-label={title}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-border bg-surface-raised/60 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-fg">
          <Icon aria-hidden="true" className="size-4.5 text-gold-300" />
          {title}
        </h3>
        {badge && <Badge variant={badge.variant}>{badge.label}</Badge>}
      </div>
      {children}
    </section>
  );
}

export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col rounded-xl border border-border/70 bg-surface-sunken/50 px-3 py-2">
      <span className="text-xs text-fg-subtle">{label}</span>
      <span className="text-lg font-semibold text-fg">{value}</span>
    </div>
  );
}
