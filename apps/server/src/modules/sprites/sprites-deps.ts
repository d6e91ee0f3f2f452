import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { recordAdminAction, type AdminActionInput, type AdminActor } from '../admin';
import { getSessionUser } from '../auth';

export interface SpritesDeps {
  db: Db;
  config: Pick<AppConfig, 'DATA_DIR'>;
  now: () => Date;
  /** The shipped sheets; tests may point elsewhere. */
  shippedDir?: string;
}

/** The original sheets made by tools/sprites/generate-sheets.ts (docs/decisions/023-*). */
export const SHIPPED_SPRITES_DIR = fileURLToPath(
  new URL('../../../assets/sprites', import.meta.url),
);

export function actorOf(request: FastifyRequest): AdminActor {
  const user = getSessionUser(request);
  return { id: user.id, email: user.email, requestId: request.id };
}

export async function audit(
  deps: SpritesDeps,
  request: FastifyRequest,
  action: AdminActionInput,
): Promise<void> {
  await recordAdminAction(deps.db, actorOf(request), action, deps.now());
}
