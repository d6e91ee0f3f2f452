import { PRODUCT_NAME } from '@jokerwise/contracts';
import { Header } from '../../../components/layout/header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

/**
 * docs/product/staff-console.md Header test: the global header in each state, side by side, with the menu items
 * each state shows. The items follow the account menu's rule (docs/product/staff-console.md): entitled players
 * (ADR 005 `hasAccess`) get the AI app, others Subscribe Now; admins also reach the hub.
 */
const STATES = [
  { name: 'Signed out', account: null, items: ['Sign In'] },
  { name: 'Free player', account: 'Ada', items: ['Subscribe Now', 'Settings', 'Logout'] },
  { name: 'Trialing', account: 'Ben', items: [`${PRODUCT_NAME} AI`, 'Settings', 'Logout'] },
  { name: 'Subscriber', account: 'Cleo', items: [`${PRODUCT_NAME} AI`, 'Settings', 'Logout'] },
  { name: 'Legend', account: 'Dev', items: [`${PRODUCT_NAME} AI`, 'Settings', 'Logout'] },
  {
    name: 'Admin',
    account: 'Staff',
    items: [`${PRODUCT_NAME} AI`, 'Developer hub', 'Settings', 'Logout'],
  },
] as const;

export function HeaderTestPage() {
  return (
    <ul className="grid gap-6 xl:grid-cols-2">
      {STATES.map((state) => (
        <li key={state.name} className="flex flex-col gap-2" aria-label={`Header: ${state.name}`}>
          <Badge className="self-start">{state.name}</Badge>
          {/* The sticky header is pinned to its own frame so the states sit side by side. */}
          <div className="overflow-hidden rounded-xl border border-border [&_header]:static">
            <Header
              actions={
                state.account === null ? (
                  <Button variant="secondary" size="sm" tabIndex={-1}>
                    Sign In
                  </Button>
                ) : (
                  <span className="rounded-xl border border-border-strong px-3 py-1.5 text-sm text-fg">
                    {state.account}
                  </span>
                )
              }
            />
          </div>
          <ul
            className="flex flex-wrap gap-2 text-sm text-fg-muted"
            aria-label={`Menu items: ${state.name}`}
          >
            {state.items.map((item) => (
              <li key={item} className="rounded-lg bg-white/5 px-2 py-1">
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
