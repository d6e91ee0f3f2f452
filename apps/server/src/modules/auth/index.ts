export type { AuthDeps } from './auth-deps';
export { DEFAULT_AUTH_LIMITS, scaleAuthLimits, type AuthLimits } from './auth-limits';
export { authRoutes } from './auth.routes';
export { createResolvePrincipal, getSessionUser } from './sessions';
export { createSessionStore, revokeAfterWrites, type SessionRevocations } from './session-store';
export type { SessionCacheOptions } from './session-cache';
export type { UserRow } from './auth.repository';
export { toUserView } from './user-view';
// Account self-service (modules/account) confirms changes with codes of its own purposes.
export { attemptCode } from './attempt-code';
export { consumeCode, findUserByEmail, isUsernameTaken } from './auth.repository';
export { clientKey } from './client-key';
export { hashSessionToken } from './codes';
export { issueCode } from './request-code';
export { bearerToken } from './sessions';
export { refusal as codeRefusal } from './verify-code';
