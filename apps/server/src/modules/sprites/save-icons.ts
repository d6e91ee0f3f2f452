import {
  ICON_CATEGORIES,
  ICON_MAX_BYTES,
  type ExtractedIcon,
  type IconList,
} from '@jokerwise/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type AdminActor } from '../admin';
import { countIcons, listIconRows, upsertIcons, type IconInsert } from './icons.repository';
import { decodePngDataUrl, readPngInfo } from './png-info';
import type { SpritesDeps } from './sprites-deps';

/**
 * POST /api/save-extracted-icons (docs/product/staff-console.md): the contract has checked names, categories,
 * sizes and the data URL's shape; here each image must be a whole PNG of size × size pixels
 * within the byte limit. One bad icon refuses the whole save, naming it, so nothing is half
 * saved. A name already in the set is replaced.
 */
export async function saveIcons(
  deps: SpritesDeps,
  icons: readonly ExtractedIcon[],
  actor: AdminActor,
): Promise<number> {
  const byName = new Map<string, IconInsert>();
  icons.forEach((icon, index) => {
    const png = decodePngDataUrl(icon.dataUrl);
    const field = `icons.${index}.dataUrl`;
    if (png.length > ICON_MAX_BYTES) {
      throw new AppError(400, 'ICON_TOO_LARGE', `${icon.name} is larger than 48 KB`, [
        { path: field, message: 'is larger than the icon size limit' },
      ]);
    }
    const info = readPngInfo(png);
    if (!info) {
      throw new AppError(400, 'NOT_PNG', `${icon.name} is not a PNG image`, [
        { path: field, message: 'must be a PNG image' },
      ]);
    }
    if (info.width !== icon.size || info.height !== icon.size) {
      throw new AppError(
        400,
        'ICON_SIZE_MISMATCH',
        `${icon.name} is not ${icon.size}×${icon.size}`,
        [{ path: field, message: `must be ${icon.size}×${icon.size} pixels` }],
      );
    }
    // The last icon of a name in one request wins, as a later save would.
    const { name, category, size } = icon;
    byName.set(name, { name, category, size, png, savedBy: actor.id });
  });
  const at = deps.now();
  // The icons and their audit entry commit together (docs/decisions/016-*).
  await deps.db.transaction(async (tx) => {
    await upsertIcons(tx, [...byName.values()], at);
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'icons.save',
        targetType: 'icon-set',
        newValue: { saved: byName.size, names: [...byName.keys()].slice(0, 20) },
      },
      at,
    );
  });
  return byName.size;
}

const storedCategory = z.enum(ICON_CATEGORIES);

export async function listIcons(deps: Pick<SpritesDeps, 'db'>): Promise<IconList> {
  const [rows, total] = await Promise.all([listIconRows(deps.db), countIcons(deps.db)]);
  return {
    icons: rows.map((row) => ({
      name: row.name,
      category: storedCategory.parse(row.category),
      size: row.size,
      url: `/api/icons/${encodeURIComponent(row.name)}`,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
  };
}
