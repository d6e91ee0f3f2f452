import { CoachChat } from '../../features/coach';
import { WorkspacePage } from '../../features/workspace';

/** The AI app at /{product}-ai (docs/product/overview.md), behind the subscription guard; a lazy chunk. */
export function AiAppRoute() {
  // Keyed by game: a New Game also drops the old game's unsent draft and pending answer.
  return (
    <WorkspacePage
      chat={(gameId, saveRun) => (
        <CoachChat key={gameId ?? 'saved'} gameId={gameId} beforeSend={saveRun} />
      )}
    />
  );
}
