import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useShellNavigation } from '../../lib/shell-navigation';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    Boolean(event.currentTarget.target && event.currentTarget.target !== '_self')
  );
}

/**
 * An in-app link for the page shell: a real `<a href>` (prerendered, middle-click, copy link) that
 * navigates inside the app on a plain click (lib/shell-navigation.ts).
 */
export function AppLink({ to, onClick, ...props }: AppLinkProps) {
  const { navigate } = useShellNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} href={to} onClick={handleClick} />;
}
