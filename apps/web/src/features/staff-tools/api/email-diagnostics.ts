import {
  dnsCheckResultSchema,
  emailTestResultSchema,
  verificationTestResultSchema,
} from '@jokerwise/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/debug/email-test: run on demand (each call is a live check and an audit entry). */
export function useEmailTest() {
  return useQuery({
    queryKey: ['/api/debug/email-test'],
    queryFn: ({ signal }) =>
      api.get('/api/debug/email-test', { schema: emailTestResultSchema, signal }),
    enabled: false,
    retry: false,
  });
}

/** GET /api/debug/dns-check */
export function useDnsCheck() {
  return useQuery({
    queryKey: ['/api/debug/dns-check'],
    queryFn: ({ signal }) =>
      api.get('/api/debug/dns-check', { schema: dnsCheckResultSchema, signal }),
    enabled: false,
    retry: false,
  });
}

/** POST /api/debug/send-verification-test {email} */
export function useSendVerificationTest() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post(
        '/api/debug/send-verification-test',
        { email },
        { schema: verificationTestResultSchema },
      ),
  });
}
