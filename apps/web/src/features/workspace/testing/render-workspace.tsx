import type { WorkspaceDocument } from '@jokerwise/contracts';
import { createRun, type CreateRunOptions, type RunState } from '@jokerwise/game';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PlayingView } from '../components/playing-view';
import { SetupWizard } from '../components/setup-wizard';
import { withRunState } from '../lib/document';

/** A run in play (Red Deck, White Stake unless patched). */
export function makePlayingDocument(
  patch: Partial<RunState> = {},
  options: CreateRunOptions = {},
): WorkspaceDocument {
  const run = createRun('Red Deck', 'White Stake', { stage: 'playing', ...options });
  return withRunState({ state: {} as WorkspaceDocument['state'], hand: [] }, { ...run, ...patch });
}

/** The playing view or the wizard inside a harness that keeps the document, as the page does. */
export function renderWorkspace(initial: WorkspaceDocument) {
  const onChange = vi.fn<(next: WorkspaceDocument) => void>();
  function Harness() {
    const [document, setDocument] = useState(initial);
    const change = (next: WorkspaceDocument) => {
      onChange(next);
      setDocument(next);
    };
    return document.state.stage === 'playing' ? (
      <PlayingView document={document} onChange={change} chat={<p>Chat content</p>} />
    ) : (
      <SetupWizard document={document} onChange={change} />
    );
  }
  const view = renderWithProviders(<Harness />);
  return { ...view, onChange, latest: () => onChange.mock.lastCall?.[0]?.state };
}

export function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement | HTMLInputElement | HTMLSelectElement).disabled;
}
