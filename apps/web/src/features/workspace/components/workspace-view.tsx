import type { WorkspaceDocument } from '@jokerwise/contracts';
import type { ReactNode } from 'react';
import { useRunUndo } from '../hooks/use-run-undo';
import type { DocumentChange } from '../lib/run-actions';
import { PlayingView } from './playing-view';
import { SetupWizard } from './setup-wizard';

export interface WorkspaceViewProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
  chat: ReactNode;
}

/**
 * The setup wizard or, once playing, the run with its tabs (docs/product/workspace.md). The undo steps live
 * here so a Load Game cancelled back to the running game keeps them.
 */
export function WorkspaceView({ document, onChange, chat }: WorkspaceViewProps) {
  const runUndo = useRunUndo(document, onChange);
  return document.state.stage === 'playing' ? (
    <PlayingView document={document} onChange={runUndo.onChange} chat={chat} undo={runUndo} />
  ) : (
    <SetupWizard document={document} onChange={runUndo.onChange} />
  );
}
