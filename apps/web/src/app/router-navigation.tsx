import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ShellNavigationProvider } from '../lib/shell-navigation';

/** The page shell's navigation (lib/shell-navigation.ts) answered by React Router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const value = useMemo(
    () => ({ pathname, navigate: (to: string) => void navigate(to) }),
    [pathname, navigate],
  );
  return <ShellNavigationProvider value={value}>{children}</ShellNavigationProvider>;
}
