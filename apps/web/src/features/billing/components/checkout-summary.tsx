import type { TestCheckout } from '@jokerwise/contracts';
import { formatCents, formatDate, trialEndsOn } from '../lib/format';

function Line({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 text-base font-bold text-fg'
          : 'flex justify-between gap-4 text-sm text-fg-muted'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

const EVERY = { monthly: 'every month', yearly: 'every year', lifetime: '' } as const;

/** The order: plan, price, trial and what is charged today and later. */
export function CheckoutSummary({ checkout, now }: { checkout: TestCheckout; now: Date }) {
  const { plan } = checkout;
  const price = formatCents(plan.priceCents);
  const hasTrial = checkout.trialDays > 0;
  const trialEnd = formatDate(trialEndsOn(checkout.trialDays, now));
  return (
    <section
      aria-labelledby="order-summary"
      className="flex flex-col gap-5 rounded-card border border-border bg-linear-to-b from-surface-raised/90 to-surface/90 p-6 shadow-card"
    >
      <h2
        id="order-summary"
        className="text-sm font-semibold tracking-wider text-fg-subtle uppercase"
      >
        Order summary
      </h2>
      <div className="flex flex-col gap-1">
        <p className="text-2xl font-bold text-fg" data-testid="checkout-plan">
          {plan.name}
        </p>
        <p className="flex items-baseline gap-1.5">
          <span className="font-display text-4xl font-bold text-fg">{plan.priceDisplay}</span>
          <span className="text-sm text-fg-muted">{plan.periodDisplay}</span>
        </p>
        {checkout.trialText && (
          <p className="text-sm font-medium text-chip-green">{checkout.trialText}</p>
        )}
      </div>
      <dl className="flex flex-col gap-2 border-t border-border/70 pt-4">
        <Line
          label={`${plan.name} (${plan.period === 'lifetime' ? 'lifetime' : plan.period})`}
          value={price}
        />
        {hasTrial && <Line label={`Free trial (${checkout.trialDays} days)`} value={`−${price}`} />}
        {hasTrial && <Line label="Trial ends" value={trialEnd} />}
        <div className="my-1 border-t border-border/70" />
        <Line label="Due today" value={formatCents(checkout.amountDueTodayCents)} strong />
      </dl>
      <p className="text-sm text-fg-muted" data-testid="checkout-terms">
        {plan.period === 'lifetime'
          ? 'One payment. It never renews.'
          : hasTrial
            ? `Nothing is charged today. Unless you cancel before ${trialEnd}, ${price} is charged then and ${EVERY[plan.period]} after that.`
            : `${price} is charged today and ${EVERY[plan.period]} until you cancel.`}
      </p>
    </section>
  );
}
