import type { ReactNode } from 'react';
import { Logo } from './logo';

export interface HeaderProps {
  /** Centre slot, e.g. the landing section nav. */
  nav?: ReactNode;
  /** Right slot for the account menu or sign-in button (filled by the app layer). */
  actions?: ReactNode;
}

export function Header({ nav, actions }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-white/6 bg-felt-950/75 backdrop-blur-md supports-[backdrop-filter]:bg-felt-950/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <div className="flex flex-1 items-center justify-center">{nav}</div>
        <div className="flex items-center gap-2" data-slot="header-actions">
          {actions}
        </div>
      </div>
    </header>
  );
}
