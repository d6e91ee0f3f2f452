import { recordingPreferenceSchema, type RecordingPreference } from '@jokerwise/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET/PUT /api/session-recording/preference: the caller's opt-out. */
export const recordingPreferenceQueryKey = ['/api/session-recording/preference'] as const;

export const recordingPreferenceQueryOptions = () =>
  queryOptions({
    queryKey: recordingPreferenceQueryKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/session-recording/preference', {
        schema: recordingPreferenceSchema,
        signal,
      }),
  });

export function useRecordingPreference() {
  return useQuery(recordingPreferenceQueryOptions());
}

export function useSetRecordingPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: RecordingPreference) =>
      apiRequest('/api/session-recording/preference', {
        method: 'PUT',
        body: preference,
        schema: recordingPreferenceSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(recordingPreferenceQueryKey, saved),
  });
}
