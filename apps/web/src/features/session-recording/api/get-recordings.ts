import {
  recordingEventsSchema,
  recordingListSchema,
  type RecordingEvent,
  type RecordingEvents,
  type RecordingSummary,
} from '@jokerwise/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/session-recordings: newest first, paged by `nextCursor`. */
export const recordingsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/session-recordings'] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/api/admin/session-recordings?limit=20${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
        { schema: recordingListSchema, signal },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });

export function useRecordings() {
  return useInfiniteQuery(recordingsQueryOptions());
}

/** Every page of one recording's events (GET …/:id/events), for the replay. */
export async function getRecordingEvents(
  id: string,
  signal?: AbortSignal,
): Promise<{ recording: RecordingSummary; events: RecordingEvent[] }> {
  const events: RecordingEvent[] = [];
  let fromSeq: number | null = 1;
  let recording: RecordingSummary | null = null;
  while (fromSeq !== null) {
    const page: RecordingEvents = await api.get(
      `/api/admin/session-recordings/${encodeURIComponent(id)}/events?fromSeq=${fromSeq}`,
      { schema: recordingEventsSchema, signal },
    );
    recording = page.recording;
    events.push(...page.events);
    fromSeq = page.nextSeq;
  }
  if (!recording) throw new Error('recording pages ended before the first');
  return { recording, events };
}
