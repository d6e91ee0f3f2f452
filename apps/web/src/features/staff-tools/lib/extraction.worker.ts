import {
  createExtractionHandler,
  type FromWorker,
  type Raster,
  type ToWorker,
} from './extraction-protocol';
import { drawFitted } from './draw-fitted';
import type { Rect } from './extractor-grid';

// The bulk extraction's worker (docs/decisions/023-original-sprite-sheets.md): OffscreenCanvas
// does the pixel work off the page's thread; the run and its messages are in
// extraction-protocol.ts. Started by hooks/use-grid-extraction.ts.

function context(width: number, height: number): OffscreenCanvasRenderingContext2D {
  const made = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!made) throw new Error('2D canvas unavailable in the worker');
  return made;
}

async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${blob.type};base64,${btoa(binary)}`;
}

function rasterOf(bitmap: ImageBitmap): Raster {
  const sheet = context(bitmap.width, bitmap.height);
  sheet.drawImage(bitmap, 0, 0);
  const pixels = sheet.getImageData(0, 0, bitmap.width, bitmap.height).data;
  return {
    width: bitmap.width,
    pixels,
    async encode(rect: Rect, size: number) {
      const target = context(size, size);
      drawFitted(target, bitmap, rect, size);
      return toDataUrl(await target.canvas.convertToBlob({ type: 'image/png' }));
    },
  };
}

const handle = createExtractionHandler(
  (message: FromWorker) => self.postMessage(message),
  rasterOf,
);
self.addEventListener('message', (event: MessageEvent<ToWorker>) => void handle(event.data));
