import { describe, expect, it, vi } from 'vitest';
import {
  PROGRESS_EVERY,
  createExtractionHandler,
  regionPixels,
  runExtraction,
  type FromWorker,
  type Raster,
  type ToWorker,
} from './extraction-protocol';
import { gridCells } from './extractor-grid';

// The messages between the extractor page and its worker: progress, the icons, cancel, failure.

/** A 4×2-cell sheet of 2×2-px cells; `transparent` cells have alpha 0, the others alpha 255. */
function fakeRaster(transparent: ReadonlySet<string>): Raster {
  const width = 8;
  const height = 4;
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const cell = `${Math.floor(y / 2)}-${Math.floor(x / 2)}`;
      pixels[(y * width + x) * 4 + 3] = transparent.has(cell) ? 0 : 255;
    }
  }
  return {
    width,
    pixels,
    encode: vi.fn(async (rect) => `data:image/png;base64,${rect.x}-${rect.y}`),
  };
}

const bitmap = (): ImageBitmap => ({ width: 8, height: 4, close: vi.fn() });

function request(): Extract<ToWorker, { type: 'extract' }> {
  const cells = gridCells(
    { width: 2, height: 2, startX: 0, startY: 0, spacingX: 2, spacingY: 2, cols: 4, rows: 2 },
    { width: 8, height: 4 },
  );
  return {
    type: 'extract',
    sheet: 'poker-chips',
    bitmap: bitmap(),
    cells,
    category: 'poker-chips',
    size: 32,
  };
}

describe('regionPixels', () => {
  it('copies one cell’s rows out of the sheet', () => {
    const raster = fakeRaster(new Set(['0-1']));
    expect(
      Array.from(regionPixels(raster, { x: 2, y: 0, width: 2, height: 2 })).every((v) => v === 0),
    ).toBe(true);
    expect(regionPixels(raster, { x: 0, y: 2, width: 2, height: 2 })[3]).toBe(255);
  });
});

describe('runExtraction', () => {
  it('reports progress with the cell name, skips transparent cells and ends with the icons', async () => {
    const messages: FromWorker[] = [];
    await runExtraction(
      request(),
      fakeRaster(new Set(['0-1', '1-3'])),
      (m) => messages.push(m),
      () => false,
    );
    const progress = messages.filter((message) => message.type === 'progress');
    expect(progress).toEqual([
      { type: 'progress', current: 0, total: 8, name: 'poker-chips-0-0' },
      { type: 'progress', current: PROGRESS_EVERY, total: 8, name: 'poker-chips-1-0' },
    ]);
    const done = messages.at(-1);
    expect(done?.type).toBe('done');
    if (done?.type !== 'done') return;
    expect(done.total).toBe(8);
    expect(done.icons.map((icon) => icon.name)).toEqual([
      'poker-chips-0-0',
      'poker-chips-0-2',
      'poker-chips-0-3',
      'poker-chips-1-0',
      'poker-chips-1-1',
      'poker-chips-1-2',
    ]);
    expect(done.icons[1]).toEqual({
      name: 'poker-chips-0-2',
      category: 'poker-chips',
      size: 32,
      dataUrl: 'data:image/png;base64,4-0',
    });
  });
});

describe('the worker’s message handler', () => {
  it('answers cancelled, and no icons, when a cancel arrives during a run', async () => {
    const messages: FromWorker[] = [];
    const raster = fakeRaster(new Set());
    let handle: (message: ToWorker) => Promise<void> = async () => undefined;
    // The cancel arrives while the second icon is being encoded.
    raster.encode = vi.fn(async (rect) => {
      if (rect.x === 2) await handle({ type: 'cancel' });
      return 'data:image/png;base64,x';
    });
    handle = createExtractionHandler(
      (message) => messages.push(message),
      () => raster,
    );
    const extract = request();
    await handle(extract);
    expect(messages.at(-1)).toEqual({ type: 'cancelled' });
    expect(messages.some((message) => message.type === 'done')).toBe(false);
    expect(raster.encode).toHaveBeenCalledTimes(2);
    expect(extract.bitmap.close).toHaveBeenCalled();
  });

  it('runs again after a cancelled run, and refuses a second run at the same time', async () => {
    const messages: FromWorker[] = [];
    let release: () => void = () => undefined;
    const slow = fakeRaster(new Set());
    slow.encode = vi.fn(
      () => new Promise<string>((resolve) => (release = () => resolve('data:image/png;base64,x'))),
    );
    const handle = createExtractionHandler(
      (message) => messages.push(message),
      () => slow,
    );
    const first = handle(request());
    await handle(request());
    expect(messages.at(-1)).toEqual({
      type: 'failed',
      message: 'An extraction is already running.',
    });
    await handle({ type: 'cancel' });
    release();
    await first;
    expect(messages.at(-1)).toEqual({ type: 'cancelled' });

    // The same worker takes the next run, and a cancel from before does not stop it.
    slow.encode = vi.fn(async () => 'data:image/png;base64,x');
    await handle(request());
    expect(messages.at(-1)).toMatchObject({ type: 'done', total: 8 });
  });

  it('answers failed with the reason when the pixels cannot be read', async () => {
    const messages: FromWorker[] = [];
    const handle = createExtractionHandler(
      (message) => messages.push(message),
      () => {
        throw new Error('2D canvas unavailable in the worker');
      },
    );
    await handle(request());
    expect(messages).toEqual([{ type: 'failed', message: '2D canvas unavailable in the worker' }]);
  });
});
