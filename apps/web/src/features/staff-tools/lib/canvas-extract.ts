import { drawFitted } from './draw-fitted';
import type { Rect } from './extractor-grid';

// The browser half of a single extraction: a selection in, a PNG data URL out. The arithmetic
// lives in extractor-grid.ts; the bulk run uses a worker (extraction.worker.ts).

function canvas(width: number, height: number): HTMLCanvasElement {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return element;
}

/** The region scaled into a size × size transparent square (aspect kept), as a PNG data URL. */
export function extractToDataUrl(bitmap: ImageBitmap, rect: Rect, size: number): string {
  const target = canvas(size, size);
  const context = target.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  drawFitted(context, bitmap, rect, size);
  return target.toDataURL('image/png');
}
