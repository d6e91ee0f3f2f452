import { ChevronDown } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';

export interface AccountButtonProps extends ButtonProps {
  label: string;
}

/** The account menu's trigger; also its placeholder while the menu code loads. */
export function AccountButton({ label, ...props }: AccountButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className="max-w-38 gap-2 pr-2.5 pl-1.5 sm:max-w-52"
      {...props}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-gold-400/15 text-xs font-bold text-gold-300 uppercase"
      >
        {label.charAt(0)}
      </span>
      <span className="truncate">{label}</span>
      <ChevronDown aria-hidden="true" className="text-fg-muted" />
    </Button>
  );
}
