import { TriangleAlert } from 'lucide-react';

/** docs/product/staff-console.md: missing configuration shows the list of missing environment variables. */
export function MissingConfigWarning({ missingVars }: { missingVars: readonly string[] }) {
  if (missingVars.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-card border border-gold-400/40 bg-gold-400/10 p-4 text-sm text-fg"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
      <div>
        <p className="font-semibold">The CRM sync is off: configuration is missing.</p>
        <p className="mt-1 text-fg-muted">Set these environment variables and restart:</p>
        <ul className="mt-1 list-disc pl-5 font-mono text-gold-200">
          {missingVars.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
