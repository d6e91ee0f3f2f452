import {
  accountDeletedSchema,
  accountExportFileName,
  accountExportSchema,
  accountMessageSchema,
  accountSchema,
  changeUsernameRequestSchema,
  confirmAccountDeletionRequestSchema,
  confirmEmailChangeRequestSchema,
  errorBodySchema,
  newsletterRequestSchema,
  requestEmailChangeRequestSchema,
} from '@jokerwise/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey, getSessionUser, toUserView, type UserRow } from '../auth';
import type { AccountDeps } from './account-deps';
import { updateMarketingOptIn } from './account.repository';
import { confirmEmailChange, requestEmailChange } from './change-email';
import { changeUsername } from './change-username';
import { confirmAccountDeletion, requestAccountDeletion } from './delete-account';
import { exportAccountData } from './export-data';

// Account self-service (docs/decisions/027-account-self-service.md). Every route acts on the
// caller only. Limits count per user, at preHandler once the policy hook knows the caller; the
// code-sending routes are also bound by the address's cooldown and hourly limit (modules/auth).

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

const perUser = (name: string, max: number) => ({
  policy: 'user' as const,
  rateLimit: {
    hook: 'preHandler' as const,
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) =>
      `account-${name}:${request.principal?.userId ?? request.ip}`,
  },
});

export const accountRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (
  app,
  { deps },
) => {
  const view = (user: UserRow) => ({
    user: toUserView(user, deps.config.ADMIN_EMAILS),
    marketingOptIn: user.marketingOptIn,
  });

  app.get(
    '/api/account',
    {
      config: perUser('read', 60),
      schema: {
        tags: ['account'],
        summary: 'The signed-in user with their newsletter choice',
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => view(getSessionUser(request)),
  );

  app.post(
    '/api/account/username',
    {
      config: perUser('username', 10),
      schema: {
        tags: ['account'],
        summary: 'Change the username (409 when someone else has it)',
        body: changeUsernameRequestSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) =>
      view(await changeUsername(deps, getSessionUser(request), request.body.username)),
  );

  app.post(
    '/api/account/newsletter',
    {
      config: perUser('newsletter', 20),
      schema: {
        tags: ['account'],
        summary: 'Opt in to or out of the newsletter',
        body: newsletterRequestSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      const user = getSessionUser(request);
      const updated = await updateMarketingOptIn(
        deps.db,
        user.id,
        request.body.marketingOptIn,
        deps.now(),
      );
      return view(updated ?? user);
    },
  );

  app.post(
    '/api/account/email/request-code',
    {
      config: perUser('email-code', 5),
      schema: {
        tags: ['account'],
        summary: 'E-mail a code to the new address',
        body: requestEmailChangeRequestSchema,
        response: { 200: accountMessageSchema, ...errors },
      },
    },
    async (request) => {
      await requestEmailChange(deps, getSessionUser(request), request.body.email);
      return { message: 'Check the new address for the 6-digit code.' };
    },
  );

  app.post(
    '/api/account/email/confirm',
    {
      config: perUser('email-confirm', 10),
      schema: {
        tags: ['account'],
        summary: 'Make the new address the sign-in address once its code is right',
        body: confirmEmailChangeRequestSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) =>
      view(
        await confirmEmailChange(deps, getSessionUser(request), {
          ...request.body,
          client: clientKey(request.ip),
          requestId: request.id,
        }),
      ),
  );

  app.get(
    '/api/account/export',
    {
      config: perUser('export', 5),
      schema: {
        tags: ['account'],
        summary: 'Download my data as one JSON file',
        response: { 200: accountExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportAccountData(deps, getSessionUser(request));
      void reply
        .header(
          'content-disposition',
          `attachment; filename="${accountExportFileName(deps.now())}"`,
        )
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/account/delete/request-code',
    {
      config: perUser('delete-code', 5),
      schema: {
        tags: ['account'],
        summary: "E-mail the code that confirms deleting the account to the account's address",
        response: { 200: accountMessageSchema, ...errors },
      },
    },
    async (request) => {
      await requestAccountDeletion(deps, getSessionUser(request));
      return { message: 'Check your e-mail for the 6-digit code.' };
    },
  );

  app.post(
    '/api/account/delete',
    {
      config: perUser('delete', 10),
      schema: {
        tags: ['account'],
        summary: 'Delete the account: ends billing first, then removes the data (ADR 027)',
        body: confirmAccountDeletionRequestSchema,
        response: { 200: accountDeletedSchema, 502: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await confirmAccountDeletion(deps, getSessionUser(request), {
        code: request.body.code,
        client: clientKey(request.ip),
        requestId: request.id,
      });
      return { deleted: true as const };
    },
  );
};
