import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

export interface ActionCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}

/** One operation of the reconciliation panel: what it does, then its controls. */
export function ActionCard({ icon: Icon, title, description, children }: ActionCardProps) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Icon aria-hidden="true" className="size-5 text-gold-300" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-3">{children}</CardContent>
    </Card>
  );
}
