import { cn } from '../../utils/cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Announced to screen readers; visually hidden. */
  label?: string;
  className?: string;
}

/** A gold chip spinner with a screen-reader label ('Loading...' by default, docs/product/overview.md). */
export function Spinner({ size = 'md', label = 'Loading...', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={cn('animate-spin text-primary motion-reduce:animate-none', sizes[size])}
        fill="none"
      >
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
