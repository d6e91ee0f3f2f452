import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SPRITE_SHEETS,
  SPRITE_SHEET_MAX_BYTES,
  SPRITE_SHEET_MAX_SIDE,
  type SpriteSheetList,
  type SpriteSheetName,
} from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import { readPngInfo, type PngInfo } from './png-info';
import { SHIPPED_SPRITES_DIR, type SpritesDeps } from './sprites-deps';

// A sheet is the admin's uploaded copy under DATA_DIR/sprites when there is one, else the
// shipped original (docs/decisions/023-original-sprite-sheets.md). Names come from the fixed
// list, so no path is ever built from free text.

function uploadedPath(deps: SpritesDeps, sheet: SpriteSheetName): string {
  return path.join(deps.config.DATA_DIR, 'sprites', `${sheet}.png`);
}

function shippedPath(deps: SpritesDeps, sheet: SpriteSheetName): string {
  return path.join(deps.shippedDir ?? SHIPPED_SPRITES_DIR, `${sheet}.png`);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

export async function readSpriteSheet(deps: SpritesDeps, sheet: SpriteSheetName): Promise<Buffer> {
  const uploaded = uploadedPath(deps, sheet);
  if (await exists(uploaded)) return readFile(uploaded);
  const shipped = shippedPath(deps, sheet);
  if (await exists(shipped)) return readFile(shipped);
  throw new AppError(404, 'SHEET_NOT_FOUND', `Could not load ${sheet}.png`);
}

export async function listSpriteSheets(deps: SpritesDeps): Promise<SpriteSheetList> {
  const sheets = await Promise.all(
    SPRITE_SHEETS.map(async (name) => ({
      name,
      file: `${name}.png`,
      replaced: await exists(uploadedPath(deps, name)),
    })),
  );
  return { sheets };
}

/** Validates an uploaded PNG and stores it in place of the sheet (write, then rename). */
export async function replaceSpriteSheet(
  deps: SpritesDeps,
  sheet: SpriteSheetName,
  bytes: Buffer,
): Promise<PngInfo> {
  if (bytes.length > SPRITE_SHEET_MAX_BYTES) {
    throw new AppError(413, 'SHEET_TOO_LARGE', 'The sheet is larger than 4 MB');
  }
  const info = readPngInfo(bytes);
  if (!info) throw new AppError(400, 'NOT_PNG', 'The upload is not a PNG image');
  const tooBig = info.width > SPRITE_SHEET_MAX_SIDE || info.height > SPRITE_SHEET_MAX_SIDE;
  if (tooBig || info.width < 32 || info.height < 32) {
    throw new AppError(400, 'BAD_DIMENSIONS', 'A sheet is 32 to 4096 pixels on each side');
  }
  const target = uploadedPath(deps, sheet);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, target);
  return info;
}
