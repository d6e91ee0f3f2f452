// Sign-in limits (docs/product/accounts.md; docs/architecture.md#security-baseline). Tests shorten the windows.
export interface AuthLimits {
  codeValidityMs: number;
  maxWrongAttemptsPerCode: number;
  /** Minimum time between two codes for one address (the resend cooldown). */
  resendCooldownMs: number;
  maxCodesPerAddressPerHour: number;
  /**
   * Failed verifications for one address from one client within the hour that lock that client
   * out of the address; other clients, the owner among them, are not affected (ADR 014).
   */
  maxFailuresPerAddressPerHour: number;
  sessionTtlMs: number;
  /** How stale lastUsedAt may get before a request slides the expiry (saves a write per call). */
  sessionTouchIntervalMs: number;
  perIpPerMinute: { requestCode: number; verifyCode: number; checkUsername: number };
}

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  codeValidityMs: 10 * MINUTE,
  maxWrongAttemptsPerCode: 5,
  resendCooldownMs: 30_000,
  maxCodesPerAddressPerHour: 5,
  maxFailuresPerAddressPerHour: 10,
  sessionTtlMs: 30 * 24 * HOUR,
  sessionTouchIntervalMs: HOUR,
  perIpPerMinute: { requestCode: 5, verifyCode: 10, checkUsername: 30 },
};

/**
 * The per-address limits under RATE_LIMIT_SCALE, as the per-IP route limits are scaled: `scale`
 * times the codes and failures an hour, the resend cooldown a `scale`th as long. The e2e suite
 * signs many players in from one machine and must not wait out the cooldown in real time.
 */
export function scaleAuthLimits(limits: AuthLimits, scale: number): AuthLimits {
  if (scale === 1) return limits;
  return {
    ...limits,
    resendCooldownMs: Math.ceil(limits.resendCooldownMs / scale),
    maxCodesPerAddressPerHour: Math.ceil(limits.maxCodesPerAddressPerHour * scale),
    maxFailuresPerAddressPerHour: Math.ceil(limits.maxFailuresPerAddressPerHour * scale),
  };
}
