import { createContext, useContext } from 'react';

/**
 * What the page shell (logo, footer, section nav, plan cards) needs of navigation: the current
 * path and a way to go elsewhere. The full app answers it from React Router
 * (app/router-navigation.tsx); the prerendered landing answers it without the router, which keeps
 * the router's code out of the landing's first load (docs/decisions/036-prerendered-landing.md).
 */
export interface ShellNavigation {
  pathname: string;
  navigate: (to: string) => void;
}

const ShellNavigationContext = createContext<ShellNavigation | null>(null);

export const ShellNavigationProvider = ShellNavigationContext.Provider;

export function useShellNavigation(): ShellNavigation {
  const navigation = useContext(ShellNavigationContext);
  if (!navigation)
    throw new Error('useShellNavigation must be used inside ShellNavigationProvider');
  return navigation;
}
