import { useId } from 'react';
import { cn } from '../../../../utils/cn';

interface OptionSelectProps<Value extends string> {
  label: string;
  value: Value | '';
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | '') => void;
  /** The empty choice; omit it for a select that always has a value. */
  noneLabel?: string | null;
  className?: string;
}

/** A native select styled like the app's inputs (keyboard and screen readers for free). */
export function OptionSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  noneLabel = 'None',
  className,
}: OptionSelectProps<Value>) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value | '')}
        className="h-10 w-full min-w-0 cursor-pointer rounded-xl border border-border-strong bg-surface-sunken/80 px-3 text-sm text-fg hover:border-felt-500 focus-visible:border-gold-400 focus-visible:ring-3 focus-visible:ring-gold-400/30 focus-visible:outline-none"
      >
        {noneLabel !== null && <option value="">{noneLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
