import type { TestPortal } from '@jokerwise/contracts';
import { formatCents, formatDate } from '../lib/format';

const cell = 'px-3 py-3 sm:px-4';
// Every invoice is paid; the column is dropped on phones so the table never scrolls sideways.
const statusCell = 'hidden px-3 py-3 sm:table-cell sm:px-4';

/** The player's invoices, newest first (the server's order). */
export function PortalInvoices({ invoices }: { invoices: TestPortal['invoices'] }) {
  return (
    <section aria-labelledby="invoices-heading" className="flex flex-col gap-3">
      <h2 id="invoices-heading" className="text-xl font-bold text-fg">
        Invoice history
      </h2>
      {invoices.length === 0 ? (
        <p className="text-sm text-fg-muted">No invoices yet.</p>
      ) : (
        <div className="rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-sunken/70 text-xs tracking-wider text-fg-subtle uppercase">
              <tr>
                <th scope="col" className={`${cell} font-semibold`}>
                  Date
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  Description
                </th>
                <th scope="col" className={`${cell} text-right font-semibold`}>
                  Amount
                </th>
                <th scope="col" className={`${statusCell} font-semibold`}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border/70">
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td className={`${cell} text-fg-muted sm:whitespace-nowrap`}>
                    {formatDate(invoice.date)}
                  </td>
                  <td className={`${cell} text-fg`}>{invoice.description}</td>
                  <td className={`${cell} text-right text-fg tabular-nums`}>
                    {formatCents(invoice.amountCents)}
                  </td>
                  <td className={`${statusCell} text-chip-green`}>Paid</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
