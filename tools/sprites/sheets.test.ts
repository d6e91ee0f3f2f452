import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { SPRITE_SHEETS, renderSheet, SHEET_LAYOUTS } from './sheets';

// The shipped sheets are exactly what the generator makes (docs/decisions/023-*): original,
// on a 32-px grid, transparent between sprites.

describe('original sprite sheets', () => {
  it.each(SPRITE_SHEETS)('%s is committed as generated, on a 32-px grid', (name) => {
    const rendered = renderSheet(name);
    const committed = readFileSync(
      new URL(`../../apps/server/assets/sprites/${name}.png`, import.meta.url),
    );
    const image = PNG.sync.read(committed);
    expect(PNG.sync.read(rendered).data.equals(image.data)).toBe(true);
    expect(image.width % 32).toBe(0);
    expect(image.height % 32).toBe(0);
    const layout = SHEET_LAYOUTS[name];
    expect([image.width, image.height]).toEqual([
      layout.cellWidth * layout.cols,
      layout.cellHeight * layout.rows,
    ]);
    // The top-left pixel of every sheet lies outside its first sprite.
    expect(image.data[3]).toBe(0);
  });
});
