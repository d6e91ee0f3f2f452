import { fitInSquare, type Rect } from './extractor-grid';

/**
 * Draws the bitmap's region scaled into the context's size × size square (aspect kept): the
 * drawing both the single extraction (page canvas) and the bulk run (worker's OffscreenCanvas) do.
 */
export function drawFitted(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  bitmap: ImageBitmap,
  rect: Rect,
  size: number,
): void {
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
}
