import { PRODUCT_NAME } from '@jokerwise/contracts';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useWorkspaceDocument } from '../hooks/use-workspace-document';
import { DroppedChangeNotice, SaveStatusIndicator } from './save-status';
import { WorkspaceView } from './workspace-view';

export interface WorkspacePageProps {
  /**
   * The coach's chat of the run's current game, shown in the Chat tab's shell; New Game gives
   * a new game id and so a fresh chat. The coach reads the saved run, so `saveRun` saves the
   * edits still waiting for the autosave before a question goes out.
   */
  chat: (gameId: string | null, saveRun: () => Promise<void>) => ReactNode;
}

/** The members' workspace at /{product}-ai (docs/product/workspace.md): the saved run, loaded and autosaved. */
export function WorkspacePage({ chat }: WorkspacePageProps) {
  const workspace = useWorkspaceDocument();
  const run = workspace.document?.state;

  // docs/product/workspace.md: the page scrolls to top on open. A block body: React calls whatever an effect
  // returns as its cleanup, and scrollTo returns a Promise in current Chromium.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-6 sm:px-6 md:py-10">
      <title>{`${PRODUCT_NAME} AI · ${PRODUCT_NAME}`}</title>
      <div className="mb-5 flex min-h-10 items-center justify-between gap-3 sm:mb-6">
        <div className="flex min-w-0 items-center gap-3">
          <h1 className="font-display text-2xl font-bold text-fg sm:text-3xl">{`${PRODUCT_NAME} AI`}</h1>
          {run?.stage === 'playing' && (
            <Badge variant="gold" className="max-sm:hidden">
              {run.deck} · {run.stake}
            </Badge>
          )}
        </div>
        {run && <SaveStatusIndicator status={workspace.saveStatus} onRetry={workspace.retrySave} />}
      </div>
      {workspace.droppedChanges && (
        <DroppedChangeNotice
          changes={workspace.droppedChanges}
          onReapply={workspace.reapplyDropped}
          onDismiss={workspace.dismissDropped}
        />
      )}
      {workspace.document !== null ? (
        <WorkspaceView
          document={workspace.document}
          onChange={workspace.onChange}
          chat={chat(workspace.document.gameId ?? null, workspace.saveNow)}
        />
      ) : workspace.loadError ? (
        <LoadError error={workspace.loadError} onRetry={workspace.retryLoad} />
      ) : (
        <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-fg-muted">
          <Spinner size="lg" />
          <p>Shuffling your run…</p>
        </div>
      )}
    </section>
  );
}

function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 rounded-card border border-ruby-500/40 bg-surface/90 p-8 text-center shadow-card"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-ruby-400" />
      <h2 className="text-2xl font-bold text-fg">Your run could not be loaded</h2>
      <p className="text-sm text-fg-muted">
        {getErrorMessage(error, 'Check your connection and try again.')}
      </p>
      <Button onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
