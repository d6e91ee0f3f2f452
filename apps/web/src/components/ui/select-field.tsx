import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../utils/cn';

export interface SelectOption<Value extends string | number> {
  readonly value: Value;
  readonly label: string;
}

/** Options from a list of values, each shown by `label` (the value itself by default). */
export function toOptions<Value extends string | number>(
  values: readonly Value[],
  label: (value: Value) => string = String,
): SelectOption<Value>[] {
  return values.map((value) => ({ value, label: label(value) }));
}

export interface SelectFieldProps<Value extends string | number> {
  label: string;
  /** Visually hide the label (it still names the control). */
  hideLabel?: boolean;
  value: Value;
  options: readonly SelectOption<Value>[];
  /** Receives the chosen option's own value, typed as the options are. */
  onChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
  /** A fixed id where other markup points at the select; a generated one otherwise. */
  id?: string;
}

/**
 * The app's one select: a labelled native <select>, so keyboard type-ahead, screen readers
 * and the phone's own picker come for free.
 */
export function SelectField<Value extends string | number>({
  label,
  hideLabel = false,
  value,
  options,
  onChange,
  disabled,
  className,
  id,
}: SelectFieldProps<Value>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label
        htmlFor={selectId}
        className={cn('text-xs font-semibold text-fg-muted', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          value={String(value)}
          disabled={disabled}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          className={cn(
            'h-11 w-full min-w-0 cursor-pointer appearance-none rounded-xl border border-border-strong bg-surface-sunken/80 pr-9 pl-3 text-sm text-fg',
            'hover:border-felt-500 focus-visible:border-gold-400 focus-visible:ring-3 focus-visible:ring-gold-400/30 focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-55',
          )}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
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
