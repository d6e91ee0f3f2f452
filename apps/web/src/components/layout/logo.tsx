import { PRODUCT_NAME } from '@jokerwise/contracts';
import type { MouseEvent } from 'react';
import { paths } from '../../config/paths';
import { useShellNavigation } from '../../lib/shell-navigation';
import { cn } from '../../utils/cn';
import { AppLink } from '../ui/app-link';

/** The mark: a playing card wearing a jester's crown. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect
        x="5"
        y="2.5"
        width="22"
        height="27"
        rx="4"
        fill="#12362a"
        stroke="#f2c14e"
        strokeWidth="1.8"
        transform="rotate(-6 16 16)"
      />
      <g transform="rotate(-6 16 16)">
        <path
          d="M9.5 14.5 12 8.5l4 4.5 4-4.5 2.5 6z"
          fill="#e0413a"
          stroke="#f2c14e"
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
        <circle cx="12" cy="8.3" r="1.4" fill="#f7dc8a" />
        <circle cx="16" cy="12.7" r="1.2" fill="#f7dc8a" />
        <circle cx="20" cy="8.3" r="1.4" fill="#f7dc8a" />
        <path
          d="M18.5 17.5v4.7a2.8 2.8 0 0 1-5.6.2"
          fill="none"
          stroke="#f7dc8a"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}

/** The logo links home; on the landing page it scrolls back to the top (docs/product/overview.md). */
export function Logo({ className }: { className?: string }) {
  const { pathname } = useShellNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== paths.home.path) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <AppLink
      to={paths.home.getHref()}
      onClick={handleClick}
      className={cn(
        'group inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
        className,
      )}
    >
      <LogoMark className="transition-transform duration-300 group-hover:-rotate-6 group-hover:scale-105" />
      <span className="font-display text-2xl leading-none font-bold tracking-wide text-fg">
        Joker<span className="text-gold-400">wise</span>
        <span className="sr-only"> — {PRODUCT_NAME} home</span>
      </span>
    </AppLink>
  );
}
