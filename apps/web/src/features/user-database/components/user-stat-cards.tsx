import type { UserStats } from '@jokerwise/contracts';

const CARDS = [
  { key: 'activeUsers', label: 'Active Users', tone: 'text-chip-green' },
  { key: 'trialingUsers', label: 'Trialing', tone: 'text-[#9cc2ff]' },
  { key: 'inactiveUsers', label: 'Inactive', tone: 'text-fg-muted' },
  { key: 'totalUsers', label: 'Total Users', tone: 'text-gold-300' },
] as const satisfies ReadonlyArray<{ key: keyof UserStats; label: string; tone: string }>;

const count = new Intl.NumberFormat('en-US');

/** docs/product/staff-console.md: four stat cards. */
export function UserStatCards({ stats }: { stats: UserStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {CARDS.map((card) => (
        <div key={card.key} className="rounded-card border border-border bg-surface-raised p-4">
          <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {card.label}
          </dt>
          <dd className={`mt-1 text-2xl font-bold tabular-nums ${card.tone}`}>
            {stats ? count.format(stats[card.key]) : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
