import type { WorkspaceDocument } from '@jokerwise/contracts';
import type { ReactNode } from 'react';
import type { DocumentChange } from '../lib/run-actions';
import { PlayingView } from './playing-view';
import { SetupWizard } from './setup-wizard';

export interface WorkspaceViewProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
  chat: ReactNode;
}

/** The setup wizard or, once playing, the run with its tabs (spec 001 §2). */
export function WorkspaceView({ document, onChange, chat }: WorkspaceViewProps) {
  return document.state.stage === 'playing' ? (
    <PlayingView document={document} onChange={onChange} chat={chat} />
  ) : (
    <SetupWizard document={document} onChange={onChange} />
  );
}
