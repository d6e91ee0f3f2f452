import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { TitledCard } from '../../../components/ui/titled-card';

export interface ActionCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}

/** One operation of the reconciliation panel: what it does, then its controls. */
export function ActionCard({ icon, title, description, children }: ActionCardProps) {
  return (
    <TitledCard
      icon={icon}
      title={title}
      description={description}
      className="flex flex-col"
      contentClassName="mt-auto flex flex-col gap-3"
    >
      {children}
    </TitledCard>
  );
}
