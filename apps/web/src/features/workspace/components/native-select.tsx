import { ChevronDown } from 'lucide-react';
import { cn } from '../../../utils/cn';

export interface NativeSelectProps {
  id: string;
  label: string;
  /** Visually hide the label (it still names the control). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  options: readonly { readonly value: string; readonly label: string }[];
  disabled?: boolean;
  className?: string;
}

/** A styled native <select>: keyboard type-ahead and the phone's own picker come for free. */
export function NativeSelect({
  id,
  label,
  hideLabel = false,
  value,
  onChange,
  options,
  disabled,
  className,
}: NativeSelectProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label
        htmlFor={id}
        className={cn('text-xs font-semibold text-fg-muted', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'h-11 w-full min-w-0 cursor-pointer appearance-none rounded-xl border border-border-strong bg-surface-sunken/80 pr-9 pl-3 text-sm text-fg',
            'hover:border-felt-500 focus-visible:border-gold-400 focus-visible:ring-3 focus-visible:ring-gold-400/30 focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-55',
          )}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-subtle"
        />
      </div>
    </div>
  );
}
