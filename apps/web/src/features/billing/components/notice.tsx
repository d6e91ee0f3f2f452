import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../../utils/cn';

const tones = {
  info: 'border-chip-blue/45 bg-chip-blue/10 [&>svg]:text-[#9cc2ff]',
  gold: 'border-gold-400/40 bg-gold-400/8 [&>svg]:text-gold-300',
  warning: 'border-gold-500/55 bg-gold-500/10 [&>svg]:text-gold-300',
  danger: 'border-ruby-500/55 bg-ruby-500/10 [&>svg]:text-ruby-300',
} as const;

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  title?: ReactNode;
  children: ReactNode;
}

/** A boxed message with an icon: test mode, trial, warnings and errors on billing screens. */
export function Notice({
  icon: Icon,
  tone = 'info',
  title,
  children,
  className,
  ...props
}: NoticeProps) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4 text-sm leading-relaxed',
        tones[tone],
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1 text-fg">
        {title && <p className="font-semibold text-fg">{title}</p>}
        <div className="text-fg-muted">{children}</div>
      </div>
    </div>
  );
}
