import { z } from 'zod';

// Sprite sheets and the icon set cut from them (docs/product/staff-console.md asset extractor, extracted icon,
// grid settings, categories, output sizes; /api/save-extracted-icons, /raw-sprites/{sheet}).
// The shipped sheets are original art (docs/decisions/023-original-sprite-sheets.md).

/** The 16 named sheets the extractor offers; each is `/raw-sprites/{name}.png`. */
export const SPRITE_SHEETS = [
  'poker-chips',
  'chip-stacks',
  'card-frames',
  'card-backs',
  'suit-marks',
  'rank-marks',
  'jokers-common',
  'jokers-uncommon',
  'jokers-rare',
  'jokers-legendary',
  'vouchers',
  'booster-packs',
  'tarot-cards',
  'planet-cards',
  'ui-buttons',
  'ui-badges',
] as const;
export type SpriteSheetName = (typeof SPRITE_SHEETS)[number];

export const ICON_CATEGORIES = [
  'poker-chips',
  'jokers',
  'ui-elements',
  'cards',
  'vouchers',
  'booster-packs',
  'effects',
] as const;
export type IconCategory = (typeof ICON_CATEGORIES)[number];

/** docs/product/staff-console.md output sizes; an icon is a square PNG of one of them. */
export const ICON_OUTPUT_SIZES = [16, 20, 24, 32, 48, 64, 96] as const;
export type IconOutputSize = (typeof ICON_OUTPUT_SIZES)[number];

/** Decoded PNG bytes per icon: a 96×96 RGBA image is 36 KB before compression. */
export const ICON_MAX_BYTES = 48 * 1024;
export const ICONS_PER_SAVE_MAX = 120;
/** An uploaded sheet: at most 4 MB and 4096 px a side. */
export const SPRITE_SHEET_MAX_BYTES = 4 * 1024 * 1024;
export const SPRITE_SHEET_MAX_SIDE = 4096;

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
// base64 of ICON_MAX_BYTES, rounded up to whole quads.
const ICON_DATA_URL_MAX = PNG_DATA_URL_PREFIX.length + Math.ceil(ICON_MAX_BYTES / 3) * 4;

/** Letters, digits, spaces and the punctuation card names use (`Mr. Bones`, `Driver's License`). */
export const iconNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be blank')
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 _.'-]*$/, "may hold letters, digits, spaces and - _ . '");

export const extractedIconSchema = z.object({
  /** The client's id for its list; the server keys icons by name. */
  id: z.string().max(64).optional(),
  name: iconNameSchema,
  category: z.enum(ICON_CATEGORIES),
  size: z.union(ICON_OUTPUT_SIZES.map((size) => z.literal(size))),
  dataUrl: z
    .string()
    .max(ICON_DATA_URL_MAX, 'is larger than the icon size limit')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a PNG data URL'),
});
export type ExtractedIcon = z.infer<typeof extractedIconSchema>;

export const saveExtractedIconsRequestSchema = z.object({
  icons: z.array(extractedIconSchema).min(1).max(ICONS_PER_SAVE_MAX),
});
export type SaveExtractedIconsRequest = z.infer<typeof saveExtractedIconsRequestSchema>;

export const saveExtractedIconsResponseSchema = z.object({
  success: z.literal(true),
  saved: z.number().int().min(0),
});

export const storedIconSchema = z.object({
  name: z.string(),
  category: z.enum(ICON_CATEGORIES),
  size: z.number().int(),
  /** Where the PNG is served. */
  url: z.string(),
  updatedAt: z.iso.datetime(),
});
export type StoredIcon = z.infer<typeof storedIconSchema>;

/** GET /api/icons: the product's icon set. */
export const iconListSchema = z.object({
  icons: z.array(storedIconSchema),
  total: z.number().int().min(0),
});
export type IconList = z.infer<typeof iconListSchema>;

export const iconParamsSchema = z.object({ name: iconNameSchema });

export const spriteSheetParamsSchema = z.object({
  sheet: z
    .string()
    .regex(/^[a-z-]+\.png$/, 'must be a sheet file name')
    .transform((file) => file.slice(0, -'.png'.length))
    .pipe(z.enum(SPRITE_SHEETS, { message: 'is not one of the sprite sheets' })),
});

export const spriteSheetListSchema = z.object({
  sheets: z.array(
    z.object({
      name: z.enum(SPRITE_SHEETS),
      file: z.string(),
      /** Replaced by an admin upload (stored under DATA_DIR) rather than the shipped sheet. */
      replaced: z.boolean(),
    }),
  ),
});
export type SpriteSheetList = z.infer<typeof spriteSheetListSchema>;

export const uploadSpriteSheetResponseSchema = z.object({
  success: z.literal(true),
  sheet: z.enum(SPRITE_SHEETS),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
