import { devMailboxResponseSchema } from '@jokerwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { listDevMailbox } from './email-messages.repository';

/**
 * GET /api/dev/mailbox: the outbox as a list, so a newcomer reads the sign-in code on a page
 * instead of in JSON log lines. app.ts registers it only when NODE_ENV=development, which binds
 * to 127.0.0.1 by default; in production and tests the route does not exist (404). It shows other
 * people's sign-in codes, hence never anywhere else.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dev/mailbox',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['development'],
        summary: 'E-mails captured by the outbox, newest first (development only)',
        response: { 200: devMailboxResponseSchema },
      },
    },
    async () => listDevMailbox(db),
  );
};
