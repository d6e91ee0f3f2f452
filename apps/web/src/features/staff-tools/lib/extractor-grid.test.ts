import { describe, expect, it } from 'vitest';
import {
  GRID_PRESETS,
  alignTip,
  canExtract,
  canPreview,
  cellName,
  clampZoom,
  detectGrid,
  fitInSquare,
  gridCells,
  isAlmostTransparent,
  needsScaling,
  parseGridField,
  recommendedSize,
  selectionBetween,
} from './extractor-grid';

describe('extractor arithmetic (docs/product/staff-console.md)', () => {
  it('zooms from 100 % to 400 % in 50 % steps', () => {
    expect([0.2, 1, 1.2, 1.3, 2.5, 3.9, 9].map(clampZoom)).toEqual([1, 1, 1, 1.5, 2.5, 4, 4]);
  });

  it('aligns the selection tip to 32-px multiples and clips the selection to the image', () => {
    expect(alignTip({ x: 45.7, y: 95.9 })).toEqual({ x: 32, y: 64 });
    expect(alignTip({ x: 31.99, y: 0 })).toEqual({ x: 0, y: 0 });
    const image = { width: 100, height: 80 };
    expect(selectionBetween({ x: 64, y: 32 }, { x: 40, y: 200 }, image)).toEqual({
      x: 40,
      y: 32,
      width: 24,
      height: 48,
    });
  });

  it('previews from 5×5 px and extracts from 10×10 px with a name', () => {
    expect(canPreview({ x: 0, y: 0, width: 5, height: 5 })).toBe(true);
    expect(canPreview({ x: 0, y: 0, width: 4, height: 40 })).toBe(false);
    expect(canPreview(null)).toBe(false);
    expect(canExtract({ x: 0, y: 0, width: 10, height: 10 }, 'Chip')).toBe(true);
    expect(canExtract({ x: 0, y: 0, width: 9, height: 10 }, 'Chip')).toBe(false);
    expect(canExtract({ x: 0, y: 0, width: 10, height: 10 }, '   ')).toBe(false);
  });

  it('recommends the output size bucket by the larger side', () => {
    const rows: [number, number, number][] = [
      [16, 16, 24],
      [24, 10, 24],
      [25, 25, 32],
      [32, 32, 32],
      [33, 8, 48],
      [48, 48, 48],
      [56, 96, 96],
      [64, 64, 64],
      [64, 80, 96],
      [65, 1, 96],
    ];
    for (const [width, height, size] of rows)
      expect(recommendedSize(width, height), `${width}×${height}`).toBe(size);
  });

  it('scales only when the selection differs from the target, keeping the aspect', () => {
    expect(needsScaling({ x: 0, y: 0, width: 64, height: 64 }, 64)).toBe(false);
    expect(needsScaling({ x: 0, y: 0, width: 32, height: 32 }, 64)).toBe(true);
    expect(fitInSquare(56, 96, 48)).toEqual({ x: 10, y: 0, width: 28, height: 48 });
    expect(fitInSquare(32, 32, 64)).toEqual({ x: 0, y: 0, width: 64, height: 64 });
  });

  it('packs the presets from the corner: chips 32x32 (8x8), cards 64x48 (6x4), jokers 32x32 (10x10)', () => {
    const packed = (width: number, height: number, cols: number, rows: number) => ({
      width,
      height,
      startX: 0,
      startY: 0,
      spacingX: width,
      spacingY: height,
      cols,
      rows,
    });
    expect(GRID_PRESETS).toEqual({
      chips: packed(32, 32, 8, 8),
      cards: packed(64, 48, 6, 4),
      jokers: packed(32, 32, 10, 10),
    });
  });

  it('falls back per field when grid input is not a number', () => {
    expect(parseGridField('width', 'abc')).toBe(32);
    expect(parseGridField('height', '')).toBe(32);
    expect(parseGridField('startX', 'x')).toBe(0);
    expect(parseGridField('spacingY', '?')).toBe(32);
    expect(parseGridField('cols', 'NaN')).toBe(10);
    expect(parseGridField('rows', '')).toBe(10);
    expect(parseGridField('cols', '3')).toBe(3);
  });

  it('lists the grid cells inside the image and skips the rest', () => {
    const cells = gridCells(GRID_PRESETS.chips, { width: 96, height: 64 });
    expect(cells).toHaveLength(6);
    expect(cells.at(-1)).toEqual({ x: 64, y: 32, width: 32, height: 32, row: 1, col: 2 });
    const cards = gridCells(GRID_PRESETS.cards, { width: 384, height: 192 });
    expect(cards).toHaveLength(24);
    expect(
      gridCells({ ...GRID_PRESETS.jokers, startX: -1 }, { width: 320, height: 320 }).every(
        (cell) => cell.col > 0,
      ),
    ).toBe(true);
  });

  it('skips cells whose every pixel has alpha at most 50', () => {
    expect(isAlmostTransparent([0, 0, 0, 0, 255, 255, 255, 50])).toBe(true);
    expect(isAlmostTransparent([0, 0, 0, 0, 255, 255, 255, 51])).toBe(false);
    expect(isAlmostTransparent([])).toBe(true);
  });

  it('detects a grid from one selected sprite', () => {
    const grid = detectGrid({ x: 96, y: 40, width: 32, height: 20 }, { width: 320, height: 200 });
    expect(grid).toEqual({
      width: 32,
      height: 20,
      startX: 0,
      startY: 0,
      spacingX: 32,
      spacingY: 20,
      cols: 10,
      rows: 10,
    });
    expect(
      detectGrid({ x: 70, y: 5, width: 64, height: 48 }, { width: 384, height: 192 }),
    ).toMatchObject({ startX: 6, startY: 5, cols: 5, rows: 3 });
  });

  it('names cells uniquely by row and column', () => {
    expect(cellName('poker-chips', { row: 2, col: 0 })).toBe('poker-chips-2-0');
  });
});
