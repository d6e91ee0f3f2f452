import { fitInSquare, type Rect } from './extractor-grid';

// The browser half of extraction: pixels in, PNG data URLs out. The arithmetic lives in
// extractor-grid.ts.

function canvas(width: number, height: number): HTMLCanvasElement {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return element;
}

/** The whole sheet's RGBA bytes, read once per sheet for the transparency checks. */
export function readPixels(bitmap: ImageBitmap): ImageData {
  const scratch = canvas(bitmap.width, bitmap.height);
  const context = scratch.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('2D canvas unavailable');
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

/** The RGBA bytes of one region of the sheet. */
export function regionPixels(pixels: ImageData, rect: Rect): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let row = 0; row < rect.height; row += 1) {
    const from = ((rect.y + row) * pixels.width + rect.x) * 4;
    out.set(pixels.data.subarray(from, from + rect.width * 4), row * rect.width * 4);
  }
  return out;
}

/** The region scaled into a size × size transparent square (aspect kept), as a PNG data URL. */
export function extractToDataUrl(bitmap: ImageBitmap, rect: Rect, size: number): string {
  const target = canvas(size, size);
  const context = target.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  // Pixel art stays crisp when scaled up; smoothing only helps when scaling down.
  context.imageSmoothingEnabled = Math.max(rect.width, rect.height) > size;
  const place = fitInSquare(rect.width, rect.height, size);
  context.drawImage(
    bitmap,
    rect.x,
    rect.y,
    rect.width,
    rect.height,
    place.x,
    place.y,
    place.width,
    place.height,
  );
  return target.toDataURL('image/png');
}

/** Lets the browser paint between batches so the progress bar moves during a bulk run. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
