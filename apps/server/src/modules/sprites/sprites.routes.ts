import {
  SPRITE_SHEET_MAX_BYTES,
  errorBodySchema,
  iconListSchema,
  iconParamsSchema,
  saveExtractedIconsRequestSchema,
  saveExtractedIconsResponseSchema,
  spriteSheetListSchema,
  spriteSheetParamsSchema,
  uploadSpriteSheetResponseSchema,
} from '@jokerwise/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { findIconPng } from './icons.repository';
import { listIcons, saveIcons } from './save-icons';
import { listSpriteSheets, readSpriteSheet, replaceSpriteSheet } from './sprite-sheets';
import { actorOf, auditRequest } from '../admin';
import type { SpritesDeps } from './sprites-deps';

// docs/product/staff-console.md: /raw-sprites/{sheet} and /api/save-extracted-icons. The sheets and the saving are
// staff tools (admin-only, ADR 006); the saved icon set is product art every visitor sees.

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const pngBody = z.instanceof(Buffer);
/** Up to 120 icons of at most 48 KB each, base64-encoded, plus names. */
const SAVE_BODY_LIMIT = 8 * 1024 * 1024;

export const spritesRoutes: FastifyPluginAsyncZod<{ deps: SpritesDeps }> = async (
  app,
  { deps },
) => {
  // Raw PNG uploads; the byte limit applies before anything is buffered past it.
  app.addContentTypeParser(
    'image/png',
    { parseAs: 'buffer', bodyLimit: SPRITE_SHEET_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/raw-sprites/:sheet',
    {
      config: { policy: 'admin', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['sprites'],
        summary: 'One sprite sheet as PNG: the admin upload if any, else the shipped original',
        params: spriteSheetParamsSchema,
        response: { 200: pngBody, 400: errorBodySchema, ...denied, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const png = await readSpriteSheet(deps, request.params.sheet);
      return reply.type('image/png').header('cache-control', 'private, no-cache').send(png);
    },
  );

  app.get(
    '/api/admin/sprites',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['sprites'],
        summary: 'The 16 sheets and whether each was replaced by an upload',
        response: { 200: spriteSheetListSchema, ...denied },
      },
    },
    async () => listSpriteSheets(deps),
  );

  app.put(
    '/api/admin/sprites/:sheet',
    {
      config: { policy: 'admin', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['sprites'],
        summary: 'Replace a sheet with an uploaded PNG (Content-Type: image/png)',
        params: spriteSheetParamsSchema,
        body: pngBody,
        response: {
          200: uploadSpriteSheetResponseSchema,
          400: errorBodySchema,
          ...denied,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { sheet } = request.params;
      const info = await replaceSpriteSheet(deps, sheet, request.body);
      await auditRequest(deps, request, {
        action: 'sprites.upload-sheet',
        targetType: 'sprite-sheet',
        targetId: sheet,
        newValue: { ...info, bytes: request.body.length },
      });
      return { success: true as const, sheet, ...info, bytes: request.body.length };
    },
  );

  app.post(
    '/api/save-extracted-icons',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      config: { policy: 'admin', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['sprites'],
        summary: 'Save extracted icons into the icon set (replacing same names)',
        body: saveExtractedIconsRequestSchema,
        response: {
          200: saveExtractedIconsResponseSchema,
          400: errorBodySchema,
          ...denied,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const saved = await saveIcons(deps, request.body.icons, actorOf(request));
      return { success: true as const, saved };
    },
  );

  app.get(
    '/api/icons',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['sprites'],
        summary: "The product's icon set",
        response: { 200: iconListSchema },
      },
    },
    async () => listIcons(deps),
  );

  app.get(
    '/api/icons/:name',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['sprites'],
        summary: 'One icon of the set as PNG',
        params: iconParamsSchema,
        response: { 200: pngBody, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const png = await findIconPng(deps.db, request.params.name);
      if (!png) throw new AppError(404, 'ICON_NOT_FOUND', 'No icon of that name');
      return reply.type('image/png').header('cache-control', 'public, max-age=300').send(png);
    },
  );
};
