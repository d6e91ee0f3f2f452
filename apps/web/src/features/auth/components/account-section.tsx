import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One block of the account settings: an icon, a title, a line of help, then its controls. */
export function AccountSection({
  icon: Icon,
  title,
  description,
  children,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      data-testid={testId}
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-sunken/60 p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 className="flex items-center gap-2 font-semibold text-fg">
          <Icon aria-hidden="true" className="size-4 text-fg-muted" />
          {title}
        </h3>
        <p className="text-sm text-fg-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** A refused request, announced where it happened. */
export function AccountError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-ruby-300">
      {message}
    </p>
  );
}
