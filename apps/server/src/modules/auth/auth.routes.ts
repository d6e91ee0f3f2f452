import {
  checkUsernameRequestSchema,
  checkUsernameResponseSchema,
  errorBodySchema,
  loginResultSchema,
  logoutResponseSchema,
  requestCodeRequestSchema,
  requestCodeResponseSchema,
  userSchema,
  verifyCodeRequestSchema,
} from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthDeps } from './auth-deps';
import { isUsernameTaken } from './auth.repository';
import { clientKey } from './client-key';
import { requestCode } from './request-code';
import { endSession, getSessionUser } from './sessions';
import { toUserView } from './user-view';
import { verifyCode } from './verify-code';

// docs/product/accounts.md: me, check-username, request-code, verify-code, logout.

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };
const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const { perIpPerMinute } = deps.limits;

  app.get(
    '/api/me',
    {
      config: { policy: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: userSchema, 401: errorBodySchema },
      },
    },
    async (request) => toUserView(getSessionUser(request), deps.config.ADMIN_EMAILS),
  );

  app.post(
    '/api/check-username',
    {
      config: { policy: 'public', rateLimit: perMinute(perIpPerMinute.checkUsername) },
      schema: {
        tags: ['auth'],
        summary: 'Whether a username is free (case-insensitive)',
        body: checkUsernameRequestSchema,
        response: { 200: checkUsernameResponseSchema, ...errors },
      },
    },
    async (request) => ({ available: !(await isUsernameTaken(deps.db, request.body.username)) }),
  );

  app.post(
    '/api/request-code',
    {
      config: { policy: 'public', rateLimit: perMinute(perIpPerMinute.requestCode) },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 6-digit sign-in code (same answer for every address)',
        body: requestCodeRequestSchema,
        response: { 200: requestCodeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requestCode(deps, request.body);
      return { message: 'Check your email for the 6-digit verification code.' };
    },
  );

  app.post(
    '/api/verify-code',
    {
      config: { policy: 'public', rateLimit: perMinute(perIpPerMinute.verifyCode) },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a code for a session (creates the account on first use)',
        body: verifyCodeRequestSchema,
        response: { 200: loginResultSchema, ...errors },
      },
    },
    async (request) => verifyCode(deps, { ...request.body, client: clientKey(request.ip) }),
  );

  app.post(
    '/api/logout',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request) => {
      await endSession(deps, request);
      return { success: true as const };
    },
  );
};
