// One figure of the CRM dashboard, inside its cards (components/ui/titled-panel.tsx).
import type { ReactNode } from 'react';

export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col rounded-xl border border-border/70 bg-surface-sunken/50 px-3 py-2">
      <span className="text-xs text-fg-subtle">{label}</span>
      <span className="text-lg font-semibold text-fg">{value}</span>
    </div>
  );
}
