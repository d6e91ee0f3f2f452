import { PRODUCT_NAME, type User } from '@jokerwise/contracts';
import { BrainCircuit, Crown, LogOut, Settings, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import { useLogout } from '../api/logout';
import { getDisplayName } from '../lib/session-user';
import { AccountButton } from './account-button';

/*
 * The signed-in header menu of docs/product/accounts.md — the WAI-ARIA menu-button pattern, written out
 * instead of the design system's Radix DropdownMenu: Radix positions menus with floating-ui,
 * and using it anywhere lazy hoists floating-ui (~8 KB gzipped) into the landing chunk next to
 * the app-wide TooltipProvider, past the 100 KB budget (docs/architecture.md#budgets). A header menu
 * anchored under its button needs no collision logic.
 */

const PRICING_SECTION = 'pricing-section';

interface MenuAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  isDestructive?: boolean;
}

export function AccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();
  const displayName = getDisplayName(user);

  // docs/product/accounts.md: scroll to pricing, going to the landing page first when elsewhere.
  const subscribe = () => {
    const section = document.getElementById(PRICING_SECTION);
    if (pathname === paths.home.path && section) section.scrollIntoView({ behavior: 'smooth' });
    else void navigate(paths.home.getHref(PRICING_SECTION));
  };

  // Entitlement is the server's `hasAccess` (ADR 005), not the spec's "active only".
  const actions: MenuAction[] = [
    user.hasAccess
      ? {
          label: `${PRODUCT_NAME} AI`,
          icon: BrainCircuit,
          onSelect: () => void navigate(paths.aiApp.getHref()),
        }
      : { label: 'Subscribe Now', icon: Crown, onSelect: subscribe },
    { label: 'Settings', icon: Settings, onSelect: () => void navigate(paths.dashboard.getHref()) },
    { label: 'Logout', icon: LogOut, onSelect: () => logout.mutate(), isDestructive: true },
  ];

  const focusItem = (index: number) => {
    const count = actions.length;
    itemRefs.current[(index + count) % count]?.focus();
  };

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    itemRefs.current[0]?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen]);

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: actions.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <AccountButton
        ref={triggerRef}
        label={displayName}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setIsOpen(true);
        }}
      />
      {isOpen && (
        <div className="absolute top-full right-0 z-50 mt-2 w-60 animate-pop-in rounded-xl border border-border-strong bg-surface-raised p-1.5 text-fg shadow-card">
          <div className="flex flex-col gap-0.5 px-2.5 py-1.5">
            <span className="truncate text-sm font-semibold">{displayName}</span>
            {displayName !== user.email && (
              <span className="truncate text-xs text-fg-subtle">{user.email}</span>
            )}
          </div>
          <div className="-mx-1.5 my-1.5 h-px bg-border" />
          <div id={menuId} role="menu" aria-label={displayName} onKeyDown={handleMenuKeyDown}>
            {actions.map(({ label, icon: Icon, onSelect, isDestructive }, index) => (
              <button
                key={label}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(false);
                  onSelect();
                }}
                className={cn(
                  'flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm outline-none select-none',
                  'hover:bg-felt-700 hover:text-gold-200 focus-visible:bg-felt-700 focus-visible:text-gold-200 [&_svg]:size-4 [&_svg]:text-fg-muted',
                  isDestructive &&
                    'mt-1 border-t border-border pt-2.5 text-ruby-300 hover:bg-ruby-700/30 hover:text-ruby-300 focus-visible:bg-ruby-700/30 focus-visible:text-ruby-300',
                )}
              >
                <Icon aria-hidden="true" />
                {label}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
