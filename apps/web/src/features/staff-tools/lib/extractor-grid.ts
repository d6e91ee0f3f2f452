import type { IconOutputSize } from '@jokerwise/contracts';

// The asset extractor's arithmetic (docs/product/staff-console.md grid settings and presets, extraction rules,
// zoom, size buckets, grid spacing), free of the canvas so it is tested alone.

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.5;
export const GRID_SPACING = 32;
export const DEFAULT_TARGET_SIZE: IconOutputSize = 64;
/** docs/product/staff-console.md: a preview needs 5×5 px, an extraction 10×10 px. */
export const PREVIEW_MIN = 5;
export const EXTRACT_MIN = 10;
/** docs/product/staff-console.md: a cell whose every pixel has alpha ≤ 50 is skipped. */
export const ALPHA_THRESHOLD = 50;

export const QUICK_SIZES = [
  { label: '16', width: 16, height: 16 },
  { label: '20', width: 20, height: 20 },
  { label: '24', width: 24, height: 24 },
  { label: '32', width: 32, height: 32 },
  { label: '56x96', width: 56, height: 96 },
  { label: '64x80', width: 64, height: 80 },
] as const;

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GridSettings {
  width: number;
  height: number;
  startX: number;
  startY: number;
  spacingX: number;
  spacingY: number;
  cols: number;
  rows: number;
}

/** Cells packed edge to edge from the sheet's top-left corner, as every preset's are. */
function packedGrid(width: number, height: number, cols: number, rows: number): GridSettings {
  return { width, height, startX: 0, startY: 0, spacingX: width, spacingY: height, cols, rows };
}

export const GRID_PRESETS = {
  chips: packedGrid(32, 32, 8, 8),
  cards: packedGrid(64, 48, 6, 4),
  jokers: packedGrid(32, 32, 10, 10),
} satisfies Record<string, GridSettings>;
export type GridPresetName = keyof typeof GRID_PRESETS;

/**
 * docs/product/staff-console.md: what a grid field falls back to when its text is not a number —
 * the Jokers preset's numbers, field by field.
 */
export const GRID_FALLBACKS: GridSettings = GRID_PRESETS.jokers;

export function parseGridField(field: keyof GridSettings, text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? GRID_FALLBACKS[field] : value;
}

export function clampZoom(zoom: number): number {
  const stepped = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, stepped));
}

/** docs/product/staff-console.md: the selection's tip (where the drag starts) sits on a 32-px multiple. */
export function alignTip(point: Point): Point {
  return {
    x: Math.floor(point.x / GRID_SPACING) * GRID_SPACING,
    y: Math.floor(point.y / GRID_SPACING) * GRID_SPACING,
  };
}

/** The rectangle between the aligned tip and the pointer, clipped to the image. */
export function selectionBetween(
  tip: Point,
  pointer: Point,
  image: { width: number; height: number },
): Rect {
  const clip = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  const [x1, x2] = [clip(tip.x, image.width), clip(pointer.x, image.width)];
  const [y1, y2] = [clip(tip.y, image.height), clip(pointer.y, image.height)];
  return {
    x: Math.min(x1, x2),
    y: Math.min(y1, y2),
    width: Math.abs(x2 - x1),
    height: Math.abs(y2 - y1),
  };
}

export function canPreview(selection: Rect | null): boolean {
  return selection !== null && selection.width >= PREVIEW_MIN && selection.height >= PREVIEW_MIN;
}

export function canExtract(selection: Rect | null, name: string): boolean {
  return (
    selection !== null &&
    selection.width >= EXTRACT_MIN &&
    selection.height >= EXTRACT_MIN &&
    name.trim() !== ''
  );
}

/** docs/product/staff-console.md: up to 24, 32, 48, 64, else 96, by the larger side. */
export function recommendedSize(width: number, height: number): IconOutputSize {
  const side = Math.max(width, height);
  if (side <= 24) return 24;
  if (side <= 32) return 32;
  if (side <= 48) return 48;
  if (side <= 64) return 64;
  return 96;
}

export function needsScaling(selection: Rect, target: number): boolean {
  return selection.width !== target || selection.height !== target;
}

/** Where a width × height region lands in a size × size square, aspect kept, centred. */
export function fitInSquare(width: number, height: number, size: number): Rect {
  const scale = size / Math.max(width, height);
  const drawWidth = Math.round(width * scale);
  const drawHeight = Math.round(height * scale);
  return {
    x: Math.floor((size - drawWidth) / 2),
    y: Math.floor((size - drawHeight) / 2),
    width: drawWidth,
    height: drawHeight,
  };
}

export interface GridCell extends Rect {
  row: number;
  col: number;
}

/** The grid's cells that lie wholly inside the image (docs/product/staff-console.md: others are skipped). */
export function gridCells(
  grid: GridSettings,
  image: { width: number; height: number },
): GridCell[] {
  const cells: GridCell[] = [];
  for (let row = 0; row < grid.rows; row += 1) {
    for (let col = 0; col < grid.cols; col += 1) {
      const x = grid.startX + col * grid.spacingX;
      const y = grid.startY + row * grid.spacingY;
      const inside =
        x >= 0 &&
        y >= 0 &&
        grid.width > 0 &&
        grid.height > 0 &&
        x + grid.width <= image.width &&
        y + grid.height <= image.height;
      if (inside) cells.push({ x, y, width: grid.width, height: grid.height, row, col });
    }
  }
  return cells;
}

/** RGBA bytes of a cell; true when no pixel's alpha is above 50. */
export function isAlmostTransparent(rgba: ArrayLike<number>): boolean {
  for (let index = 3; index < rgba.length; index += 4) {
    if ((rgba[index] ?? 0) > ALPHA_THRESHOLD) return false;
  }
  return true;
}

/** Auto-detect: the selection is one cell; the grid repeats it over the image from its offset. */
export function detectGrid(
  selection: Rect,
  image: { width: number; height: number },
): GridSettings {
  const width = selection.width;
  const height = selection.height;
  const startX = selection.x % width;
  const startY = selection.y % height;
  return {
    width,
    height,
    startX,
    startY,
    spacingX: width,
    spacingY: height,
    cols: Math.max(1, Math.floor((image.width - startX) / width)),
    rows: Math.max(1, Math.floor((image.height - startY) / height)),
  };
}

/** `jokers-common` row 2 col 3 → `jokers-common-2-3`: unique per cell, valid as an icon name. */
export function cellName(prefix: string, cell: { row: number; col: number }): string {
  return `${prefix}-${cell.row}-${cell.col}`;
}
