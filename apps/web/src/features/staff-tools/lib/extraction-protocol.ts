import type { ExtractedIcon, IconCategory, IconOutputSize } from '@jokerwise/contracts';
import { cellName, isAlmostTransparent, type GridCell, type Rect } from './extractor-grid';

// The bulk extraction's messages between the page and its worker (extraction.worker.ts), and the
// run itself, free of Worker and canvas so it is tested alone: the worker supplies the pixels and
// the PNG encoder. The page stays responsive because none of this runs on its thread.

export type ExtractionIcon = Omit<ExtractedIcon, 'id'>;

/** Page → worker. The sheet travels as a transferred copy of its bitmap. */
export type ToWorker =
  | {
      type: 'extract';
      sheet: string;
      bitmap: ImageBitmap;
      cells: GridCell[];
      category: IconCategory;
      size: IconOutputSize;
    }
  | { type: 'cancel' };

/** Worker → page. Exactly one of done, cancelled or failed ends a run. */
export type FromWorker =
  | { type: 'progress'; current: number; total: number; name: string }
  | { type: 'done'; icons: ExtractionIcon[]; total: number }
  | { type: 'cancelled' }
  | { type: 'failed'; message: string };

/** What the worker does with pixels: the sheet's RGBA bytes, and one cell as a PNG data URL. */
export interface Raster {
  readonly width: number;
  readonly pixels: Uint8ClampedArray;
  encode(rect: Rect, size: number): Promise<string>;
}

/** Progress is posted every this many cells: often enough to move the bar, not per cell. */
export const PROGRESS_EVERY = 4;

/** The RGBA bytes of one region of a sheet `width` pixels wide. */
export function regionPixels(raster: Pick<Raster, 'width' | 'pixels'>, rect: Rect) {
  const out = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let row = 0; row < rect.height; row += 1) {
    const from = ((rect.y + row) * raster.width + rect.x) * 4;
    out.set(raster.pixels.subarray(from, from + rect.width * 4), row * rect.width * 4);
  }
  return out;
}

/**
 * One bulk run (docs/product/staff-console.md: cells almost fully transparent are skipped). `cancelled` is asked
 * between cells; the encoder's await lets a cancel message arrive in between.
 */
export async function runExtraction(
  request: Extract<ToWorker, { type: 'extract' }>,
  raster: Raster,
  post: (message: FromWorker) => void,
  cancelled: () => boolean,
): Promise<void> {
  const icons: ExtractionIcon[] = [];
  const total = request.cells.length;
  for (const [index, cell] of request.cells.entries()) {
    if (cancelled()) {
      post({ type: 'cancelled' });
      return;
    }
    const name = cellName(request.sheet, cell);
    if (index % PROGRESS_EVERY === 0) post({ type: 'progress', current: index, total, name });
    if (isAlmostTransparent(regionPixels(raster, cell))) continue;
    const dataUrl = await raster.encode(cell, request.size);
    icons.push({ name, category: request.category, size: request.size, dataUrl });
  }
  if (cancelled()) post({ type: 'cancelled' });
  else post({ type: 'done', icons, total });
}

/**
 * The worker's message handler: starts a run on `extract` (one at a time), flags `cancel`.
 * `rasterOf` turns the transferred bitmap into pixels and an encoder (OffscreenCanvas).
 */
export function createExtractionHandler(
  post: (message: FromWorker) => void,
  rasterOf: (bitmap: ImageBitmap) => Raster,
) {
  let cancel = false;
  let running = false;
  return async (message: ToWorker): Promise<void> => {
    if (message.type === 'cancel') {
      cancel = true;
      return;
    }
    if (running) {
      post({ type: 'failed', message: 'An extraction is already running.' });
      return;
    }
    running = true;
    cancel = false;
    try {
      await runExtraction(message, rasterOf(message.bitmap), post, () => cancel);
    } catch (error) {
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      running = false;
      message.bitmap.close();
    }
  };
}
