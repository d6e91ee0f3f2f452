import { CoachChat } from '../../features/coach';
import { WorkspacePage } from '../../features/workspace';

/** The AI app at /{product}-ai (spec 001 §2), behind the subscription guard; a lazy chunk. */
export function AiAppRoute() {
  return <WorkspacePage chat={<CoachChat />} />;
}
