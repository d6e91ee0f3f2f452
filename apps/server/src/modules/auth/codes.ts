import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// docs/architecture.md#security-baseline: codes come from a CSPRNG, are stored only as an HMAC bound to the address and
// purpose, and are compared in constant time.

export const CODE_PURPOSE = 'sign-in';

export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function hashCode(secret: string, email: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}|${purpose}|${code}`).digest('hex');
}

export function codeMatches(expectedHash: string, candidateHash: string): boolean {
  const expected = Buffer.from(expectedHash, 'hex');
  const candidate = Buffer.from(candidateHash, 'hex');
  return expected.length === candidate.length && timingSafeEqual(expected, candidate);
}

/** 32 random bytes as the bearer token; only its SHA-256 is stored. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
