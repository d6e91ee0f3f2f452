import {
  MAX_SAVE_FILE_BYTES,
  SAVE_FILE_CONTENT_TYPE,
  errorBodySchema,
  saveParseResponseSchema,
} from '@jokerwise/contracts';
import { SAVE_ERROR_MESSAGES } from '@jokerwise/game';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parseSaveFile } from './parse-save';

/**
 * Its own scope: the body is the save file's bytes (application/octet-stream, at most
 * MAX_SAVE_FILE_BYTES), not JSON. A body past the limit answers with the import's own code, so
 * the API and the web name an oversized file the same way.
 */
export const savesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    SAVE_FILE_CONTENT_TYPE,
    { parseAs: 'buffer', bodyLimit: MAX_SAVE_FILE_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError(413, 'SAVE_TOO_LARGE', SAVE_ERROR_MESSAGES.SAVE_TOO_LARGE);
    }
    // Everything else goes to the app's error handler.
    throw error;
  });

  app.post(
    '/api/saves/parse',
    {
      config: { policy: 'subscriber', rateLimit: { max: 30, timeWindow: 60_000 } },
      bodyLimit: MAX_SAVE_FILE_BYTES,
      schema: {
        tags: ['saves'],
        summary: "Import a Balatro save file (save.jkr): the run state and its hand's scenario",
        body: z.unknown().describe(`The file's bytes, sent as ${SAVE_FILE_CONTENT_TYPE}`),
        response: {
          200: saveParseResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!(request.body instanceof Uint8Array)) {
        throw new AppError(
          400,
          'NOT_A_SAVE_FILE',
          `Send the save file's bytes as ${SAVE_FILE_CONTENT_TYPE}.`,
        );
      }
      return parseSaveFile(request.body);
    },
  );
};
