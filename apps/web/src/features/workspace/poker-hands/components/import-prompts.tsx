import { Link2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import type { ScenarioImport } from '../hooks/use-scenario-import';

/** The offer to import a scenario from the page's share link, or why it cannot be. */
export function LinkImportBanner({ importer }: { importer: ScenarioImport }) {
  const { link } = importer;
  if (!link) return null;
  const cards = link.ok ? link.scenario.played.length + (link.scenario.held?.length ?? 0) : 0;
  return (
    <div
      role={link.ok ? 'status' : 'alert'}
      className="flex flex-col gap-3 rounded-card border border-gold-400/40 bg-gold-400/8 p-4 sm:flex-row sm:items-center"
    >
      <Link2 aria-hidden="true" className="size-5 shrink-0 text-gold-300" />
      <div className="min-w-0 flex-1 text-sm">
        {link.ok ? (
          <p className="text-fg">
            <strong className="text-gold-200">A shared hand is in this link.</strong> Import its{' '}
            {cards} {cards === 1 ? 'card' : 'cards'} into the calculator?
          </p>
        ) : (
          <p className="text-fg">
            <strong className="text-ruby-300">The shared link could not be read.</strong>{' '}
            <span className="break-words text-fg-muted">{link.error}</span>
          </p>
        )}
      </div>
      <div className="flex gap-2">
        {link.ok && (
          <Button size="sm" onClick={importer.importFromLink}>
            Import hand
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={importer.dismissLink}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}

/** The file's Jokers replace the calculator's only after this confirm. */
export function JokerReplaceDialog({ importer }: { importer: ScenarioImport }) {
  const jokers = importer.pendingJokers;
  return (
    // Keep my Jokers closes the dialog, and closing it keeps them.
    <ConfirmDialog
      open={jokers !== null}
      onOpenChange={(open) => !open && importer.keepJokers()}
      title="Use the scenario's Jokers?"
      description={
        <>
          The scenario scores with {jokers?.length ?? 0} Jokers
          {jokers && jokers.length > 0 ? `: ${jokers.map((joker) => joker.name).join(', ')}` : ''}.
          Use them in the calculator instead of your build&apos;s Jokers? Your build is not changed.
        </>
      }
      cancelLabel="Keep my Jokers"
      confirmLabel="Use these Jokers"
      onConfirm={importer.confirmJokers}
    />
  );
}
