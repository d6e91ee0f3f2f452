import type { ReactNode } from 'react';
import { cn } from '../../../utils/cn';

/** A placeholder block while data loads; the wrapper announces the wait once. */
export function SkeletonBlock({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'block animate-pulse rounded-lg bg-white/6 motion-reduce:animate-none',
        className,
      )}
    />
  );
}

export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
