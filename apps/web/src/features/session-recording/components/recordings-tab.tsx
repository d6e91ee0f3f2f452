import type { RecordingEvent, RecordingSummary } from '@jokerwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { Video } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getRecordingEvents, useRecordings } from '../api/get-recordings';
import { IconSection } from '../../../components/ui/icon-section';

// The hub's Recordings tab (docs/decisions/022-session-recording-privacy.md): sessions newest
// first; opening one loads the replayer (and rrweb) only then.

const RecordingReplay = lazy(() => import('./recording-replay'));

const when = (iso: string) =>
  new Date(iso).toLocaleString([], { hour12: false, dateStyle: 'short', timeStyle: 'short' });

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

function ReplayPanel({ id }: { id: string }) {
  const loaded = useQuery({
    queryKey: ['/api/admin/session-recordings', id, 'events'],
    queryFn: ({ signal }) => getRecordingEvents(id, signal),
    staleTime: Infinity,
  });
  if (loaded.isPending) return <Spinner size="md" />;
  if (loaded.isError) return <p role="alert">The recording could not be loaded.</p>;
  const events: readonly RecordingEvent[] = loaded.data.events;
  return (
    <Suspense fallback={<Spinner size="md" />}>
      <RecordingReplay events={events} />
    </Suspense>
  );
}

// At 390 px the pages move under the start time and the user id shows its first characters
// (the whole id stays in the cell for copying and search), so Replay stays on screen.
function RecordingRow({ row, onOpen }: { row: RecordingSummary; onOpen: () => void }) {
  const pages = row.pages.join(', ');
  return (
    <tr className="border-t border-border/70" data-testid="recording-row">
      <td className="py-2 pr-2 font-mono text-xs sm:pr-3">
        {when(row.startedAt)}
        <div className="mt-1 font-sans text-fg-muted sm:hidden">{pages}</div>
      </td>
      <td className="py-2 pr-2 whitespace-nowrap sm:pr-3">{duration(row.durationMs)}</td>
      <td className="hidden py-2 pr-2 text-xs sm:table-cell sm:pr-3">{pages}</td>
      <td
        className="max-w-20 truncate py-2 pr-2 font-mono text-xs sm:max-w-none sm:pr-3"
        title={row.userId}
      >
        {row.userId}
      </td>
      <td className="py-2 pr-2 sm:pr-3">{row.plan ?? 'none'}</td>
      <td className="py-2">
        <Button size="sm" variant="secondary" onClick={onOpen}>
          Replay
        </Button>
      </td>
    </tr>
  );
}

export function RecordingsTab() {
  const recordings = useRecordings();
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = recordings.data?.pages.flatMap((page) => page.recordings) ?? [];
  return (
    <IconSection icon={Video} title="Session recordings">
      <p className="text-sm text-fg-muted">
        Inputs are masked and identity fields never recorded; recordings are deleted after 30 days.
        Opening one is written to the audit trail.
      </p>
      {recordings.isPending && <Spinner size="md" />}
      {recordings.isError && <p role="alert">The recordings could not be loaded.</p>}
      {recordings.isSuccess && rows.length === 0 && (
        <p className="text-sm text-fg-muted">No sessions recorded yet.</p>
      )}
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-fg-subtle">
              <tr>
                <th className="pr-2 font-medium sm:pr-3">Started</th>
                <th className="pr-2 font-medium sm:pr-3">Duration</th>
                <th className="hidden pr-2 font-medium sm:table-cell sm:pr-3">Pages</th>
                <th className="pr-2 font-medium sm:pr-3">User id</th>
                <th className="pr-2 font-medium sm:pr-3">Plan</th>
                <th className="font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <RecordingRow key={row.id} row={row} onOpen={() => setOpenId(row.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {recordings.hasNextPage && (
        <Button
          size="sm"
          variant="secondary"
          isLoading={recordings.isFetchingNextPage}
          onClick={() => void recordings.fetchNextPage()}
        >
          Older recordings
        </Button>
      )}
      {openId && <ReplayPanel key={openId} id={openId} />}
    </IconSection>
  );
}
