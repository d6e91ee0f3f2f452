import {
  RUN_CONFLICT_MESSAGE,
  type CurrentRunResponse,
  type SavedRun,
  type WorkspaceDocument,
} from '@jokerwise/contracts';
import { createTrackerState } from '@jokerwise/game';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { currentRunQueryKey, currentRunQueryOptions } from '../api/get-current-run';
import { saveCurrentRun } from '../api/save-current-run';
import { createInitialDocument } from '../lib/document';
import { reapplyDroppedChange, toDroppedChange, type DroppedChange } from '../lib/dropped-change';
import { readTrackerSession, writeTrackerSession } from '../lib/tracker-session';

/** Edits are saved this long after the last one (docs/product/workspace.md: debounced ~1 s). */
export const AUTOSAVE_DELAY_MS = 1000;

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

interface LocalRun {
  readonly document: WorkspaceDocument;
  /** The server revision the document is based on; 0 before the first save. */
  readonly baseRevision: number;
}

const FRESH_TRACKER = JSON.stringify(createTrackerState());

function notifyNewerRun(): void {
  toast({ title: RUN_CONFLICT_MESSAGE });
}

/**
 * The workspace document, kept locally and saved to the server: debounced autosave, a 409 or a
 * newer revision found on focus (with no unsaved edits) replaces the local run with a notice.
 */
export function useWorkspaceDocument() {
  const queryClient = useQueryClient();
  const query = useQuery(currentRunQueryOptions());
  const [local, setLocalState] = useState<LocalRun | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [dropped, setDropped] = useState<DroppedChange | null>(null);
  const localRef = useRef<LocalRun | null>(null);
  const dirtyRef = useRef(false);
  const editCountRef = useRef(0);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const runningSaveRef = useRef<Promise<void> | null>(null);

  const setLocal = useCallback((next: LocalRun) => {
    localRef.current = next;
    setLocalState(next);
  }, []);

  const adopt = useCallback(
    (run: SavedRun) => {
      queryClient.setQueryData(currentRunQueryKey, { run });
      dirtyRef.current = false;
      editCountRef.current += 1;
      clearTimeout(timerRef.current);
      setLocal({ document: run.document, baseRevision: run.revision });
      setStatus('saved');
    },
    [queryClient, setLocal],
  );

  /** Saves until nothing is left: edits made while a save is in flight go out right after it. */
  const saveLoop = useCallback(async (): Promise<void> => {
    let isAgainDirty = true;
    while (isAgainDirty) {
      const snapshot = localRef.current;
      if (snapshot === null || !dirtyRef.current) return;
      const editCount = editCountRef.current;
      setStatus('saving');
      try {
        const outcome = await saveCurrentRun(snapshot);
        if (outcome.kind === 'conflict') {
          // Kept before the newer run replaces it, so the change can be named and re-applied.
          const cached = queryClient.getQueryData<CurrentRunResponse>(currentRunQueryKey)?.run;
          const base = cached?.revision === snapshot.baseRevision ? cached.document : null;
          const mine = localRef.current?.document ?? snapshot.document;
          setDropped(toDroppedChange(base, mine, outcome.run.document));
          adopt(outcome.run);
          notifyNewerRun();
          return;
        }
        queryClient.setQueryData(currentRunQueryKey, { run: outcome.run });
        const latest = localRef.current ?? snapshot;
        setLocal({ document: latest.document, baseRevision: outcome.run.revision });
        isAgainDirty = editCountRef.current !== editCount;
        if (!isAgainDirty) dirtyRef.current = false;
        setStatus(isAgainDirty ? 'pending' : 'saved');
      } catch {
        setStatus('error');
        return;
      }
    }
  }, [adopt, queryClient, setLocal]);

  // One save at a time: a caller that must read the saved run (the coach) waits for the save
  // already on its way, whose loop also sends the edits made meanwhile.
  const save = useCallback((): Promise<void> => {
    runningSaveRef.current ??= saveLoop().finally(() => {
      runningSaveRef.current = null;
    });
    return runningSaveRef.current;
  }, [saveLoop]);

  /** Saves now instead of after the debounce; resolves once the server holds every edit. */
  const saveNow = useCallback((): Promise<void> => {
    clearTimeout(timerRef.current);
    return save();
  }, [save]);

  const onChange = useCallback(
    (document: WorkspaceDocument) => {
      const current = localRef.current;
      if (current === null) return;
      dirtyRef.current = true;
      editCountRef.current += 1;
      setLocal({ ...current, document });
      setStatus('pending');
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [save, setLocal],
  );

  // The first answer seeds the local run; later answers (window focus) bring other devices' saves.
  const serverRun = query.data?.run;
  const hasData = query.data !== undefined;
  useEffect(() => {
    if (!hasData) return;
    const current = localRef.current;
    if (current === null) {
      setLocal(
        serverRun
          ? { document: serverRun.document, baseRevision: serverRun.revision }
          : { document: createInitialDocument(readTrackerSession()), baseRevision: 0 },
      );
      setStatus(serverRun ? 'saved' : 'idle');
      return;
    }
    const isNewer = serverRun != null && serverRun.revision > current.baseRevision;
    if (isNewer && !dirtyRef.current && runningSaveRef.current === null) {
      adopt(serverRun);
      notifyNewerRun();
    }
  }, [adopt, hasData, serverRun, setLocal]);

  // docs/product/workspace.md: the tracker is also kept in session storage (New Game and Load clear it).
  const tracker = local?.document.state.tracker;
  useEffect(() => {
    if (tracker !== undefined && JSON.stringify(tracker) !== FRESH_TRACKER) {
      writeTrackerSession(tracker);
    }
  }, [tracker]);

  // Leaving the tab or the page saves at once instead of waiting for the debounce.
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden' && dirtyRef.current) {
        clearTimeout(timerRef.current);
        void save();
      }
    };
    document.addEventListener('visibilitychange', flush);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      clearTimeout(timerRef.current);
      if (dirtyRef.current) void save();
    };
  }, [save]);

  /** Puts the dropped change back on top of the run that won; it saves like any edit. */
  const reapplyDropped = useCallback(() => {
    const current = localRef.current;
    if (dropped === null || current === null) return;
    setDropped(null);
    onChange(reapplyDroppedChange(dropped, current.document));
  }, [dropped, onChange]);

  return {
    document: local?.document ?? null,
    onChange,
    droppedChanges: dropped?.changes ?? null,
    reapplyDropped,
    dismissDropped: () => setDropped(null),
    saveStatus: status,
    retrySave: () => void save(),
    saveNow,
    isLoading: query.isPending,
    loadError: local === null ? query.error : null,
    retryLoad: () => void query.refetch(),
  };
}
