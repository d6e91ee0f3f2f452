import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../utils/cn';
import { Input } from './input';
import { Label } from './label';

export interface SearchInputProps {
  /** The field's name for screen readers, shown as its placeholder too. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  className?: string;
}

/** A search box with its magnifier, filtering as the player types. */
export function SearchInput({ label, value, onChange, autoFocus, className }: SearchInputProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-fg-subtle"
      />
      <Input
        id={id}
        type="search"
        autoFocus={autoFocus}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-10"
      />
    </div>
  );
}
