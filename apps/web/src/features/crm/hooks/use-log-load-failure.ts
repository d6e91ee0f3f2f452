import { useEffect } from 'react';

/** docs/product/staff-console.md: status and logs load failures are only logged, never shown as toasts. */
export function useLogLoadFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.warn(`${what} could not be loaded`, error);
  }, [what, error]);
}
