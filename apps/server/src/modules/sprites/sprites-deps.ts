import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';

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
