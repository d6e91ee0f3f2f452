import type {
  ExtractedIcon,
  IconCategory,
  IconOutputSize,
  SpriteSheetName,
} from '@jokerwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { loadSpriteSheet } from '../api/sprites';
import { extractToDataUrl, nextFrame, readPixels, regionPixels } from '../lib/canvas-extract';
import {
  DEFAULT_TARGET_SIZE,
  GRID_FALLBACKS,
  canExtract,
  cellName,
  gridCells,
  isAlmostTransparent,
  needsScaling,
  type GridSettings,
  type Rect,
} from '../lib/extractor-grid';

export interface Progress {
  current: number;
  total: number;
  name: string;
}

const BATCH = 8;

/** The extractor's state (spec 001 §4 extraction: idle, extracting with progress, done). */
export function useExtractor() {
  const [sheet, setSheetState] = useState<SpriteSheetName>('poker-chips');
  const [selection, setSelection] = useState<Rect | null>(null);
  const [grid, setGrid] = useState<GridSettings>(GRID_FALLBACKS);
  const [isBulk, setBulk] = useState(false);
  const [targetSize, setTargetSize] = useState<IconOutputSize>(DEFAULT_TARGET_SIZE);
  const [category, setCategory] = useState<IconCategory>('poker-chips');
  const [icons, setIcons] = useState<ExtractedIcon[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);

  const file = `${sheet}.png`;
  const image = useQuery({
    queryKey: ['/raw-sprites', file],
    queryFn: ({ signal }) => loadSpriteSheet(file, signal),
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (image.isError)
      toast({
        title: 'Load Failed',
        description: `Could not load ${file}`,
        variant: 'destructive',
      });
  }, [image.isError, file]);

  /** Spec 001 §4: selecting a new sheet clears the selection and the preview. */
  function setSheet(next: SpriteSheetName) {
    setSheetState(next);
    setSelection(null);
  }

  function add(icon: Omit<ExtractedIcon, 'id'>) {
    setIcons((list) => [...list, { ...icon, id: crypto.randomUUID() }]);
  }

  function extractSingle(name: string): boolean {
    const bitmap = image.data;
    if (!bitmap || !selection || !canExtract(selection, name)) {
      toast({
        title: 'Invalid Selection',
        description: 'Please select a larger area and provide a name.',
        variant: 'destructive',
      });
      return false;
    }
    if (needsScaling(selection, targetSize)) {
      toast({
        title: 'Scaling Applied',
        description: `${selection.width}×${selection.height} scaled to ${targetSize}×${targetSize}.`,
      });
    }
    add({
      name: name.trim(),
      category,
      size: targetSize,
      dataUrl: extractToDataUrl(bitmap, selection, targetSize),
    });
    return true;
  }

  async function extractGrid() {
    const bitmap = image.data;
    if (!bitmap || progress) return;
    const pixels = readPixels(bitmap);
    const cells = gridCells(grid, bitmap);
    const extracted: Omit<ExtractedIcon, 'id'>[] = [];
    for (const [index, cell] of cells.entries()) {
      const name = cellName(sheet, cell);
      if (index % BATCH === 0) {
        setProgress({ current: index, total: cells.length, name });
        await nextFrame();
      }
      if (isAlmostTransparent(regionPixels(pixels, cell))) continue;
      extracted.push({
        name,
        category,
        size: targetSize,
        dataUrl: extractToDataUrl(bitmap, cell, targetSize),
      });
    }
    setProgress(null);
    setIcons((list) => [
      ...list,
      ...extracted.map((icon) => ({ ...icon, id: crypto.randomUUID() })),
    ]);
    toast({
      title: 'Extraction Complete',
      description: `${extracted.length} of ${cells.length} cells extracted.`,
    });
  }

  return {
    sheet,
    setSheet,
    file,
    image,
    selection,
    setSelection,
    grid,
    setGrid,
    isBulk,
    setBulk,
    targetSize,
    setTargetSize,
    category,
    setCategory,
    icons,
    setIcons,
    progress,
    extractSingle,
    extractGrid,
  };
}

export type Extractor = ReturnType<typeof useExtractor>;
