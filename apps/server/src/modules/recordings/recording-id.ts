import { createHmac, timingSafeEqual } from 'node:crypto';

// Recording ids are issued by the server and signed with APP_SECRET, so a batch names a
// recording the server started for this user; forged ids are refused before any query.

function signature(secret: string, id: string, userId: string): string {
  return createHmac('sha256', secret)
    .update(`session-recording|${id}|${userId}`)
    .digest('base64url');
}

export function signRecordingId(secret: string, id: string, userId: string): string {
  return `${id}.${signature(secret, id, userId)}`;
}

/** The recording's uuid when the token was issued to this user, else null. */
export function verifyRecordingId(secret: string, token: string, userId: string): string | null {
  const [id = '', given = ''] = token.split('.');
  const expected = Buffer.from(signature(secret, id, userId));
  const candidate = Buffer.from(given);
  return expected.length === candidate.length && timingSafeEqual(expected, candidate) ? id : null;
}

/**
 * The id a third party sees for a user: stable per user, meaningless without APP_SECRET, so a
 * forwarded batch never carries the account id, e-mail or username (ADR 022).
 */
export function opaqueUserId(secret: string, userId: string): string {
  return createHmac('sha256', secret)
    .update(`session-recording-user|${userId}`)
    .digest('base64url')
    .slice(0, 22);
}
