export type { AuthDeps } from './auth-deps';
export { DEFAULT_AUTH_LIMITS, type AuthLimits } from './auth-limits';
export { authRoutes } from './auth.routes';
export { createResolvePrincipal, getSessionUser } from './sessions';
export type { UserRow } from './auth.repository';
export { toUserView } from './user-view';
