import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../../utils/cn';

export interface ChoiceCardProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  title: string;
  /** Small text above the title (a level, a category). */
  kicker?: ReactNode;
  /** Right of the title (a badge). */
  aside?: ReactNode;
  description?: ReactNode;
  isSelected?: boolean;
}

/** A card-shaped choice button, used for decks, stakes, bosses and rounds. */
export function ChoiceCard({
  title,
  kicker,
  aside,
  description,
  isSelected = false,
  className,
  ...props
}: ChoiceCardProps) {
  const id = useId();
  const describedBy = [
    kicker && `${id}-kicker`,
    aside && `${id}-aside`,
    description && `${id}-text`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy || undefined}
      className={cn(
        'group relative flex min-h-24 cursor-pointer flex-col gap-1.5 rounded-card border bg-linear-to-b p-4 text-left transition-[border-color,box-shadow,transform] duration-150',
        'from-surface-raised/95 to-surface/95 shadow-card hover:-translate-y-0.5 hover:border-gold-400/60 hover:shadow-glow',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        isSelected ? 'border-gold-400 shadow-glow' : 'border-border',
        className,
      )}
      {...props}
    >
      {kicker && (
        <span
          id={`${id}-kicker`}
          className="text-[0.7rem] font-bold tracking-[0.14em] text-fg-subtle uppercase"
        >
          {kicker}
        </span>
      )}
      <span className="flex items-start justify-between gap-2">
        <span
          id={`${id}-title`}
          className="font-display text-lg leading-tight font-bold text-fg group-hover:text-gold-200"
        >
          {title}
        </span>
        {aside && <span id={`${id}-aside`}>{aside}</span>}
      </span>
      {description && (
        <span id={`${id}-text`} className="text-sm leading-snug text-fg-muted">
          {description}
        </span>
      )}
    </button>
  );
}
