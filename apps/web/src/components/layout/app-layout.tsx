import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header, type HeaderProps } from './header';

export interface AppLayoutProps extends HeaderProps {
  children: ReactNode;
}

/** The shell of every page: skip link, header, main content, footer. */
export function AppLayout({ children, nav, actions }: AppLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold-400 px-4 py-2 font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header nav={nav} actions={actions} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
