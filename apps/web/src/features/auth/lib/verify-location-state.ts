/** Router state handed to /verify: when the code was sent, to resume the resend countdown. */
export interface VerifyLocationState {
  codeSentAt: number;
}

export function getCodeSentAt(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('codeSentAt' in state)) return undefined;
  return typeof state.codeSentAt === 'number' ? state.codeSentAt : undefined;
}
