import { PRODUCT_NAME } from '@jokerwise/contracts';
import type { LucideIcon } from 'lucide-react';
import { IconTile } from '../../../components/ui/icon-tile';
import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';

export interface AuthCardProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** A line under the card, e.g. where a development server keeps the code. */
  footer?: ReactNode;
}

/** The centred card of /verify and /auth, with the document title. */
export function AuthCard({ icon: Icon, title, description, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10 sm:py-16">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <div className="relative overflow-hidden rounded-card border border-border-strong bg-linear-to-b from-surface-raised to-surface p-6 shadow-card sm:p-8">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-24 h-48 bg-[radial-gradient(closest-side,rgb(242_193_78/0.16),transparent)]"
        />
        <div className="relative flex flex-col items-center gap-3 text-center">
          <IconTile icon={Icon} size="xl" />
          <h1 className="text-3xl leading-tight font-bold text-fg sm:text-4xl">{title}</h1>
          <p className="text-sm leading-relaxed text-fg-muted sm:text-base">{description}</p>
        </div>
        <div className="relative mt-7">{children}</div>
      </div>
      {footer}
      <p className="flex items-center justify-center gap-1.5 text-xs text-fg-subtle">
        <ShieldCheck aria-hidden="true" className="size-3.5" />
        Codes expire after 10 minutes and work only once.
      </p>
    </div>
  );
}
