import type { WorkspaceDocument } from '@jokerwise/contracts';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { PokerHandsTab } from '../poker-hands-tab';

export { makeDocument } from './make-document';

/** The tab inside a harness that keeps the document, as the workspace shell does. */
export function renderTab(initial: WorkspaceDocument) {
  const onChange = vi.fn<(next: WorkspaceDocument) => void>();
  function Harness() {
    const [document, setDocument] = useState(initial);
    return (
      <PokerHandsTab
        document={document}
        onChange={(next) => {
          onChange(next);
          setDocument(next);
        }}
      />
    );
  }
  const view = renderWithProviders(<Harness />);
  return { ...view, onChange, latest: () => onChange.mock.lastCall?.[0] };
}

export function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled;
}
