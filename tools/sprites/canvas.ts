import { PNG } from 'pngjs';

// A small RGBA canvas over pngjs: shapes are point predicates sampled 4×4 per pixel, so edges
// are anti-aliased and every sheet stays transparent outside its shapes.

export type Rgba = readonly [number, number, number, number];
export type Shape = (x: number, y: number) => boolean;

const SAMPLES = 4;

export class Canvas {
  readonly png: PNG;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height, colorType: 6 });
    this.png.data.fill(0);
  }

  /** Paints `shape` within the box (left, top, width, height) in `color`, source-over. */
  fill(shape: Shape, color: Rgba, box: readonly [number, number, number, number]): void {
    const [left, top, boxWidth, boxHeight] = box;
    for (let y = Math.max(0, Math.floor(top)); y < Math.min(this.height, top + boxHeight); y += 1) {
      for (
        let x = Math.max(0, Math.floor(left));
        x < Math.min(this.width, left + boxWidth);
        x += 1
      ) {
        let hits = 0;
        for (let sy = 0; sy < SAMPLES; sy += 1) {
          for (let sx = 0; sx < SAMPLES; sx += 1) {
            if (shape(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES)) hits += 1;
          }
        }
        if (hits > 0) this.blend(x, y, color, hits / (SAMPLES * SAMPLES));
      }
    }
  }

  private blend(x: number, y: number, color: Rgba, coverage: number): void {
    const index = (y * this.width + x) * 4;
    const data = this.png.data;
    const alpha = (color[3] / 255) * coverage;
    const under = (data[index + 3] ?? 0) / 255;
    const out = alpha + under * (1 - alpha);
    for (let channel = 0; channel < 3; channel += 1) {
      const below = data[index + channel] ?? 0;
      const value = out === 0 ? 0 : (color[channel]! * alpha + below * under * (1 - alpha)) / out;
      data[index + channel] = Math.round(value);
    }
    data[index + 3] = Math.round(out * 255);
  }

  encode(): Buffer {
    return PNG.sync.write(this.png, { colorType: 6 });
  }
}

export const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

export const ring =
  (cx: number, cy: number, outer: number, inner: number): Shape =>
  (x, y) => {
    const d = (x - cx) ** 2 + (y - cy) ** 2;
    return d <= outer * outer && d >= inner * inner;
  };

export const roundRect =
  (left: number, top: number, width: number, height: number, radius: number): Shape =>
  (x, y) => {
    if (x < left || y < top || x > left + width || y > top + height) return false;
    const cx = Math.min(Math.max(x, left + radius), left + width - radius);
    const cy = Math.min(Math.max(y, top + radius), top + height - radius);
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
  };

export const polygon =
  (points: readonly (readonly [number, number])[]): Shape =>
  (x, y) => {
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
      const [xi, yi] = points[i]!;
      const [xj, yj] = points[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };

export const union =
  (...shapes: Shape[]): Shape =>
  (x, y) =>
    shapes.some((shape) => shape(x, y));

export const minus =
  (shape: Shape, cut: Shape): Shape =>
  (x, y) =>
    shape(x, y) && !cut(x, y);

/** A colour from hue (0–360), saturation and lightness (0–1). */
export function hsl(h: number, s: number, l: number, a = 255): Rgba {
  const k = (n: number) => (n + h / 30) % 12;
  const f = (n: number) =>
    l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255), a];
}
