import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  GRID_SPACING,
  alignTip,
  selectionBetween,
  type Point,
  type Rect,
} from '../lib/extractor-grid';

export interface SheetCanvasProps {
  bitmap: ImageBitmap;
  zoom: number;
  selection: Rect | null;
  onSelect: (selection: Rect) => void;
}

/** The sheet at the zoom, the 32-px grid overlay and the drag selection (tip on 32-px multiples). */
export function SheetCanvas({ bitmap, zoom, selection, onSelect }: SheetCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [tip, setTip] = useState<Point | null>(null);

  useEffect(() => {
    const context = ref.current?.getContext('2d');
    if (!context) return;
    const width = bitmap.width * zoom;
    const height = bitmap.height * zoom;
    context.clearRect(0, 0, width, height);
    context.imageSmoothingEnabled = false;
    context.drawImage(bitmap, 0, 0, width, height);
    context.strokeStyle = 'rgba(255,255,255,0.18)';
    context.lineWidth = 1;
    context.beginPath();
    for (let x = GRID_SPACING; x < bitmap.width; x += GRID_SPACING) {
      context.moveTo(x * zoom + 0.5, 0);
      context.lineTo(x * zoom + 0.5, height);
    }
    for (let y = GRID_SPACING; y < bitmap.height; y += GRID_SPACING) {
      context.moveTo(0, y * zoom + 0.5);
      context.lineTo(width, y * zoom + 0.5);
    }
    context.stroke();
    if (selection) {
      context.strokeStyle = '#f2c14e';
      context.lineWidth = 2;
      context.strokeRect(
        selection.x * zoom,
        selection.y * zoom,
        selection.width * zoom,
        selection.height * zoom,
      );
    }
  }, [bitmap, zoom, selection]);

  function imagePoint(event: PointerEvent<HTMLCanvasElement>): Point {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - box.left) / zoom, y: (event.clientY - box.top) / zoom };
  }

  return (
    <canvas
      ref={ref}
      data-testid="sheet-canvas"
      aria-label="Sprite sheet; drag to select"
      width={bitmap.width * zoom}
      height={bitmap.height * zoom}
      className="block cursor-crosshair touch-none bg-[repeating-conic-gradient(#2a2f3a_0_25%,#1f232c_0_50%)] bg-size-[16px_16px]"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        const start = alignTip(imagePoint(event));
        setTip(start);
        onSelect({ ...start, width: 0, height: 0 });
      }}
      onPointerMove={(event) => {
        if (tip) onSelect(selectionBetween(tip, imagePoint(event), bitmap));
      }}
      onPointerUp={() => setTip(null)}
    />
  );
}

/** docs/product/staff-console.md: the live preview appears for selections of at least 5×5 px. */
export function SelectionPreview({ bitmap, selection }: { bitmap: ImageBitmap; selection: Rect }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = ref.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, 96, 96);
    context.imageSmoothingEnabled = false;
    const scale = 96 / Math.max(selection.width, selection.height);
    context.drawImage(
      bitmap,
      selection.x,
      selection.y,
      selection.width,
      selection.height,
      0,
      0,
      selection.width * scale,
      selection.height * scale,
    );
  }, [bitmap, selection]);
  return (
    <canvas
      ref={ref}
      width={96}
      height={96}
      aria-label="Selection preview"
      className="rounded-lg border border-border bg-surface-sunken"
    />
  );
}
