import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../../../utils/cn';

interface ChoiceButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  isSelected: boolean;
}

/** A toggle in a group of choices (rank, suit): a real button, so Tab and Space work. */
export function ChoiceButton({ isSelected, className, ...props }: ChoiceButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      className={cn(
        'inline-flex h-10 min-w-10 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm font-bold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        isSelected
          ? 'border-gold-400 bg-gold-400/20 text-gold-200'
          : 'border-border-strong bg-surface-sunken/70 text-fg hover:border-gold-400/60',
        className,
      )}
      {...props}
    />
  );
}
