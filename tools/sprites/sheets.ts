import { SPRITE_SHEETS, type SpriteSheetName } from '@jokerwise/contracts';
import { Canvas, circle, hsl, minus, polygon, ring, roundRect, union, type Rgba } from './canvas';

// The 16 original sprite sheets (docs/decisions/023-original-sprite-sheets.md): simple shapes on
// a 32-px grid, drawn from fixed palettes so every run produces the same bytes. Layouts match the
// extractor's presets: chips 32×32 in 8×8, cards 64×48 in 6×4, jokers 32×32 in 10×10.

type Cell = (canvas: Canvas, left: number, top: number, index: number) => void;

interface SheetLayout {
  cellWidth: number;
  cellHeight: number;
  cols: number;
  rows: number;
  /** How many cells hold a sprite; the rest stay transparent. */
  count?: number;
  draw: Cell;
}

const WHITE: Rgba = [255, 255, 255, 255];
const INK: Rgba = [28, 30, 46, 255];
const hueOf = (index: number, steps: number) => Math.round((index * 360) / steps) % 360;

const chip: Cell = (canvas, left, top, index) => {
  const hue = hueOf(index % 8, 8);
  const stripes = 4 + (Math.floor(index / 8) % 4) * 2;
  const [cx, cy] = [left + 16, top + 16];
  const box = [left, top, 32, 32] as const;
  canvas.fill(circle(cx, cy, 14), hsl(hue, 0.7, 0.45), box);
  const notch = (x: number, y: number) => {
    const angle = Math.atan2(y - cy, x - cx) + Math.PI;
    return Math.floor((angle / (2 * Math.PI)) * stripes * 2) % 2 === 0;
  };
  canvas.fill((x, y) => ring(cx, cy, 14, 10.5)(x, y) && notch(x, y), WHITE, box);
  canvas.fill(ring(cx, cy, 7.5, 6), hsl(hue, 0.5, Math.floor(index / 32) === 0 ? 0.85 : 0.25), box);
};

const chipStack: Cell = (canvas, left, top, index) => {
  const hue = hueOf(index % 8, 8);
  const height = 1 + (index % 4);
  for (let level = 0; level < height; level += 1) {
    const y = top + 24 - level * 5;
    canvas.fill(roundRect(left + 5, y - 3, 22, 7, 3.5), hsl(hue, 0.7, 0.35), [left, top, 32, 32]);
    canvas.fill(roundRect(left + 5, y - 5, 22, 7, 3.5), hsl(hue, 0.7, 0.55), [left, top, 32, 32]);
  }
};

const cardFrame: Cell = (canvas, left, top, index) => {
  const box = [left, top, 64, 48] as const;
  const hue = hueOf(index, 24);
  canvas.fill(roundRect(left + 4, top + 4, 56, 40, 5), hsl(hue, 0.55, 0.5), box);
  canvas.fill(roundRect(left + 7, top + 7, 50, 34, 3), hsl(hue, 0.3, 0.94), box);
  canvas.fill(circle(left + 13, top + 13, 2.5), hsl(hue, 0.55, 0.5), box);
  canvas.fill(circle(left + 51, top + 35, 2.5), hsl(hue, 0.55, 0.5), box);
};

const cardBack: Cell = (canvas, left, top, index) => {
  const box = [left, top, 64, 48] as const;
  const hue = hueOf(index, 24);
  canvas.fill(roundRect(left + 4, top + 4, 56, 40, 5), hsl(hue, 0.6, 0.35), box);
  const lattice = (x: number, y: number) => Math.floor((x - left + y - top) / 4) % 2 === 0;
  canvas.fill(
    (x, y) => roundRect(left + 8, top + 8, 48, 32, 3)(x, y) && lattice(x, y),
    hsl(hue, 0.6, 0.55),
    box,
  );
};

const SUIT_SHAPES = [
  // heart, spade, diamond, club; each drawn in a 32 px cell
  (l: number, t: number) =>
    union(
      circle(l + 11, t + 12, 6),
      circle(l + 21, t + 12, 6),
      polygon([
        [l + 5.5, t + 14],
        [l + 26.5, t + 14],
        [l + 16, t + 27],
      ]),
    ),
  (l: number, t: number) =>
    union(
      circle(l + 11, t + 18, 6),
      circle(l + 21, t + 18, 6),
      polygon([
        [l + 5.5, t + 16],
        [l + 26.5, t + 16],
        [l + 16, t + 4],
      ]),
      polygon([
        [l + 16, t + 20],
        [l + 12, t + 28],
        [l + 20, t + 28],
      ]),
    ),
  (l: number, t: number) =>
    polygon([
      [l + 16, t + 3],
      [l + 27, t + 16],
      [l + 16, t + 29],
      [l + 5, t + 16],
    ]),
  (l: number, t: number) =>
    union(
      circle(l + 16, t + 10, 5.5),
      circle(l + 10, t + 18, 5.5),
      circle(l + 22, t + 18, 5.5),
      polygon([
        [l + 16, t + 16],
        [l + 12, t + 28],
        [l + 20, t + 28],
      ]),
    ),
];
const SUIT_COLOURS: Rgba[] = [
  [214, 54, 74, 255],
  [44, 52, 84, 255],
  [232, 120, 40, 255],
  [40, 110, 170, 255],
];

const suitMark: Cell = (canvas, left, top, index) => {
  const suit = index % 4;
  const shape = SUIT_SHAPES[suit]!(left, top);
  const box = [left, top, 32, 32] as const;
  const style = Math.floor(index / 4);
  if (style % 2 === 1) canvas.fill(roundRect(left + 1, top + 1, 30, 30, 6), hsl(0, 0, 0.95), box);
  canvas.fill(shape, style >= 2 ? hsl(0, 0, 0.3) : SUIT_COLOURS[suit]!, box);
};

/** 3×5 glyphs for the ranks, drawn at 4 px per dot. */
const GLYPHS: Record<string, string> = {
  A: '010101111101101',
  '2': '111001111100111',
  '3': '111001111001111',
  '4': '101101111001001',
  '5': '111100111001111',
  '6': '111100111101111',
  '7': '111001001010010',
  '8': '111101111101111',
  '9': '111101111001111',
  T: '111010010010010',
  J: '001001001101111',
  Q: '111101101111001',
  K: '101110100110101',
};
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

const rankMark: Cell = (canvas, left, top, index) => {
  const glyph = GLYPHS[RANKS[index % RANKS.length]!]!;
  const colour = index < RANKS.length ? INK : SUIT_COLOURS[0]!;
  const box = [left, top, 32, 32] as const;
  for (let dot = 0; dot < 15; dot += 1) {
    if (glyph[dot] !== '1') continue;
    const x = left + 10 + (dot % 3) * 4;
    const y = top + 6 + Math.floor(dot / 3) * 4;
    canvas.fill(roundRect(x, y, 4, 4, 0.8), colour, box);
  }
};

/** A jester-shaped placeholder: a face under a three-pointed hat with bells. */
function joker(saturation: number, lightness: number, hueOffset: number): Cell {
  return (canvas, left, top, index) => {
    const hue = (hueOffset + hueOf(index, 100) * 3.6) % 360;
    const box = [left, top, 32, 32] as const;
    const l = left;
    const t = top;
    canvas.fill(circle(l + 16, t + 20, 8), [246, 226, 200, 255], box);
    const hat = polygon([
      [l + 7, t + 16],
      [l + 3, t + 5],
      [l + 12, t + 12],
      [l + 16, t + 3],
      [l + 20, t + 12],
      [l + 29, t + 5],
      [l + 25, t + 16],
    ]);
    canvas.fill(hat, hsl(hue, saturation, lightness), box);
    for (const [x, y] of [
      [3, 5],
      [16, 3],
      [29, 5],
    ] as const) {
      canvas.fill(circle(l + x, t + y, 2.2), [250, 204, 60, 255], box);
    }
    canvas.fill(circle(l + 13, t + 19, 1.2), INK, box);
    canvas.fill(circle(l + 19, t + 19, 1.2), INK, box);
    canvas.fill(
      minus(circle(l + 16, t + 22, 4), circle(l + 16, t + 20.5, 4)),
      [200, 40, 60, 255],
      box,
    );
    canvas.fill(roundRect(l + 9, t + 27, 14, 3, 1.5), hsl(hue + 180, saturation, lightness), box);
  };
}

const voucher: Cell = (canvas, left, top, index) => {
  const box = [left, top, 32, 32] as const;
  const hue = hueOf(index, 32);
  const ticket = minus(
    roundRect(left + 3, top + 8, 26, 16, 2),
    union(circle(left + 3, top + 16, 3), circle(left + 29, top + 16, 3)),
  );
  canvas.fill(ticket, hsl(hue, index < 16 ? 0.55 : 0.8, index < 16 ? 0.55 : 0.4), box);
  canvas.fill(roundRect(left + 9, top + 12, 14, 8, 1.5), [255, 255, 255, 200], box);
};

const boosterPack: Cell = (canvas, left, top, index) => {
  const box = [left, top, 32, 32] as const;
  const hue = hueOf(index % 5, 5);
  const size = Math.floor(index / 5) % 3; // normal, jumbo, mega
  const inset = 6 - size * 2;
  const zigzag: [number, number][] = [];
  for (let x = left + inset; x <= left + 32 - inset; x += 2)
    zigzag.push([x, top + 4 + ((x - left) % 4 === 0 ? 0 : 2)]);
  canvas.fill(
    polygon([...zigzag, [left + 32 - inset, top + 28], [left + inset, top + 28]]),
    hsl(hue, 0.65, 0.5),
    box,
  );
  canvas.fill(circle(left + 16, top + 17, 4 + size), [255, 255, 255, 220], box);
};

const tarotCard: Cell = (canvas, left, top, index) => {
  const box = [left, top, 32, 32] as const;
  canvas.fill(roundRect(left + 7, top + 2, 18, 28, 2.5), [92, 60, 140, 255], box);
  canvas.fill(roundRect(left + 9, top + 4, 14, 24, 1.5), [236, 224, 250, 255], box);
  const points = 3 + (index % 5);
  const star = polygon(
    Array.from({ length: points * 2 }, (_, i) => {
      const radius = i % 2 === 0 ? 5.5 : 2.5;
      const angle = (i * Math.PI) / points - Math.PI / 2;
      return [left + 16 + radius * Math.cos(angle), top + 16 + radius * Math.sin(angle)] as const;
    }),
  );
  canvas.fill(star, hsl(hueOf(index, 22), 0.7, 0.45), box);
};

const planetCard: Cell = (canvas, left, top, index) => {
  const box = [left, top, 32, 32] as const;
  const hue = hueOf(index, 12);
  canvas.fill(circle(left + 16, top + 16, 9), hsl(hue, 0.6, 0.5), box);
  canvas.fill(circle(left + 13, top + 13, 3), [255, 255, 255, 90], box);
  if (index % 3 === 0) {
    canvas.fill(
      (x, y) => ring(left + 16, top + 16, 14, 11.5)(x, (y - top - 16) * 2.5 + top + 16),
      hsl(hue + 40, 0.5, 0.7),
      box,
    );
  }
};

const uiButton: Cell = (canvas, left, top, index) => {
  const box = [left, top, 32, 32] as const;
  const hue = [210, 0, 130, 40, 280, 190, 20, 0][index % 8]!;
  const grey = index % 8 === 7;
  canvas.fill(roundRect(left + 2, top + 8, 28, 17, 5), hsl(hue, grey ? 0 : 0.65, 0.3), box);
  canvas.fill(
    roundRect(left + 2, top + 7, 28, 15, 5),
    hsl(hue, grey ? 0 : 0.7, Math.floor(index / 8) % 2 === 0 ? 0.55 : 0.45),
    box,
  );
};

const uiBadge: Cell = (canvas, left, top, index) => {
  const box = [left, top, 32, 32] as const;
  const hue = hueOf(index, 16);
  if (index % 2 === 0) {
    canvas.fill(circle(left + 16, top + 16, 12), hsl(hue, 0.6, 0.45), box);
    canvas.fill(ring(left + 16, top + 16, 10, 8.5), WHITE, box);
  } else {
    const shield = polygon([
      [left + 6, top + 5],
      [left + 26, top + 5],
      [left + 26, top + 16],
      [left + 16, top + 28],
      [left + 6, top + 16],
    ]);
    canvas.fill(shield, hsl(hue, 0.6, 0.45), box);
    canvas.fill(circle(left + 16, top + 14, 3.5), WHITE, box);
  }
};

export const SHEET_LAYOUTS = {
  'poker-chips': { cellWidth: 32, cellHeight: 32, cols: 8, rows: 8, draw: chip },
  'chip-stacks': { cellWidth: 32, cellHeight: 32, cols: 8, rows: 4, draw: chipStack },
  'card-frames': { cellWidth: 64, cellHeight: 48, cols: 6, rows: 4, draw: cardFrame },
  'card-backs': { cellWidth: 64, cellHeight: 48, cols: 6, rows: 4, draw: cardBack },
  'suit-marks': { cellWidth: 32, cellHeight: 32, cols: 4, rows: 4, draw: suitMark },
  'rank-marks': { cellWidth: 32, cellHeight: 32, cols: 13, rows: 2, draw: rankMark },
  'jokers-common': {
    cellWidth: 32,
    cellHeight: 32,
    cols: 10,
    rows: 10,
    draw: joker(0.55, 0.55, 0),
  },
  'jokers-uncommon': {
    cellWidth: 32,
    cellHeight: 32,
    cols: 10,
    rows: 10,
    draw: joker(0.7, 0.45, 120),
  },
  'jokers-rare': { cellWidth: 32, cellHeight: 32, cols: 10, rows: 10, draw: joker(0.85, 0.4, 240) },
  'jokers-legendary': {
    cellWidth: 32,
    cellHeight: 32,
    cols: 10,
    rows: 10,
    count: 5,
    draw: joker(0.9, 0.5, 45),
  },
  vouchers: { cellWidth: 32, cellHeight: 32, cols: 8, rows: 4, draw: voucher },
  'booster-packs': { cellWidth: 32, cellHeight: 32, cols: 5, rows: 3, draw: boosterPack },
  'tarot-cards': { cellWidth: 32, cellHeight: 32, cols: 8, rows: 3, count: 22, draw: tarotCard },
  'planet-cards': { cellWidth: 32, cellHeight: 32, cols: 4, rows: 3, draw: planetCard },
  'ui-buttons': { cellWidth: 32, cellHeight: 32, cols: 8, rows: 4, draw: uiButton },
  'ui-badges': { cellWidth: 32, cellHeight: 32, cols: 8, rows: 2, draw: uiBadge },
} as const satisfies Record<SpriteSheetName, SheetLayout>;

/** One sheet as PNG bytes. */
export function renderSheet(name: SpriteSheetName): Buffer {
  const layout: SheetLayout = SHEET_LAYOUTS[name];
  const canvas = new Canvas(layout.cellWidth * layout.cols, layout.cellHeight * layout.rows);
  const count = layout.count ?? layout.cols * layout.rows;
  for (let index = 0; index < count; index += 1) {
    const left = (index % layout.cols) * layout.cellWidth;
    const top = Math.floor(index / layout.cols) * layout.cellHeight;
    layout.draw(canvas, left, top, index);
  }
  return canvas.encode();
}

export { SPRITE_SHEETS };
