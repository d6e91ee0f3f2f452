import { getBlindStatus, getJokerSlotUsage, getRunEconomy, type RunState } from '@jokerwise/game';
import { BLIND_LABELS, EDITION_LABELS, formatMoney, formatNumber } from '../lib/format';
import { SectionCard } from './section-card';

/** The build summary list of docs/product/workspace.md, as the coach also reads it. */
export function BuildSummary({ run }: { run: RunState }) {
  const usage = getJokerSlotUsage(run);
  const economy = getRunEconomy(run);
  // The blind's counters with the boss applied, as the calculator and the coach read them.
  const status = getBlindStatus(run);
  const jokers = run.jokers
    .map((joker) =>
      [
        joker.edition && EDITION_LABELS[joker.edition],
        joker.name,
        ...joker.stickers.map((s) => `(${s})`),
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join(', ');
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['Deck', run.deck],
    ['Stake', run.stake],
    ['Blind', `Ante ${run.ante} · ${BLIND_LABELS[run.blindType]}`],
    ['Boss blind', run.bossBlind ?? 'Not chosen'],
    ['Target score', formatNumber(run.targetScore)],
    [
      'Money',
      `${formatMoney(economy.currentMoney)} (+${formatMoney(economy.interestPerRound)} interest)`,
    ],
    ['Hands / discards', `${status.hands} / ${status.discards} · hand size ${status.handSize}`],
    ['Jokers', `${usage.used} of ${usage.available}${jokers ? `: ${jokers}` : ''}`],
    ['Vouchers', run.vouchers.length > 0 ? run.vouchers.join(', ') : 'None'],
    [
      'Consumables',
      run.consumables.length > 0 ? run.consumables.map((item) => item.name).join(', ') : 'None',
    ],
  ];
  return (
    <SectionCard title="Build summary">
      <dl className="grid gap-x-6 sm:grid-cols-[auto_1fr]" data-testid="build-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="pt-2 text-sm text-fg-muted sm:py-2">{label}</dt>
            <dd className="border-b border-border/60 pb-2 font-medium break-words text-fg sm:py-2">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
