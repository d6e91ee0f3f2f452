import type { StoredIcon, WorkspaceDocument } from '@jokerwise/contracts';
import { createRun, type CreateRunOptions, type RunState } from '@jokerwise/game';
import { useState } from 'react';
import { vi } from 'vitest';
import { answerApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { json } from '../../../testing/responses';
import { WorkspaceView } from '../components/workspace-view';
import { withRunState } from '../lib/document';

/** A run in play (Red Deck, White Stake unless patched). */
export function makePlayingDocument(
  patch: Partial<RunState> = {},
  options: CreateRunOptions = {},
): WorkspaceDocument {
  const run = createRun('Red Deck', 'White Stake', { stage: 'playing', ...options });
  return withRunState({ state: {} as WorkspaceDocument['state'], hand: [] }, { ...run, ...patch });
}

/**
 * The workspace view (wizard or playing view, with undo) inside a harness that keeps the document,
 * as the page does. GET /api/icons (asked while a picker is open) answers `icons`, none unless given.
 */
export function renderWorkspace(
  initial: WorkspaceDocument,
  { icons = [] }: { icons?: StoredIcon[] } = {},
) {
  const iconRequests = answerApi({
    'GET /api/icons': () => json({ icons, total: icons.length }),
  });
  const onChange = vi.fn<(next: WorkspaceDocument) => void>();
  function Harness() {
    const [document, setDocument] = useState(initial);
    const change = (next: WorkspaceDocument) => {
      onChange(next);
      setDocument(next);
    };
    return <WorkspaceView document={document} onChange={change} chat={<p>Chat content</p>} />;
  }
  const view = renderWithProviders(<Harness />);
  return { ...view, onChange, iconRequests, latest: () => onChange.mock.lastCall?.[0]?.state };
}

export function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement | HTMLInputElement | HTMLSelectElement).disabled;
}
