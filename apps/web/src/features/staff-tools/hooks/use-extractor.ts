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
import { extractToDataUrl } from '../lib/canvas-extract';
import {
  DEFAULT_TARGET_SIZE,
  GRID_FALLBACKS,
  canExtract,
  gridCells,
  needsScaling,
  type GridSettings,
  type Rect,
} from '../lib/extractor-grid';
import { useGridExtraction, type GridOutcome } from './use-grid-extraction';

/** The extractor's state (docs/product/staff-console.md extraction: idle, extracting with progress, done). */
export function useExtractor() {
  const [sheet, setSheetState] = useState<SpriteSheetName>('poker-chips');
  const [selection, setSelection] = useState<Rect | null>(null);
  const [grid, setGrid] = useState<GridSettings>(GRID_FALLBACKS);
  const [isBulk, setBulk] = useState(false);
  const [targetSize, setTargetSize] = useState<IconOutputSize>(DEFAULT_TARGET_SIZE);
  const [category, setCategory] = useState<IconCategory>('poker-chips');
  const [icons, setIcons] = useState<ExtractedIcon[]>([]);
  const bulk = useGridExtraction();

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

  /** docs/product/staff-console.md: selecting a new sheet clears the selection and the preview. */
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

  function onGridOutcome(outcome: GridOutcome) {
    if (outcome.type === 'cancelled') {
      toast({ title: 'Extraction Cancelled', description: 'No icons were added.' });
      return;
    }
    if (outcome.type === 'failed') {
      toast({ title: 'Extraction Failed', description: outcome.message, variant: 'destructive' });
      return;
    }
    setIcons((list) => [
      ...list,
      ...outcome.icons.map((icon) => ({ ...icon, id: crypto.randomUUID() })),
    ]);
    toast({
      title: 'Extraction Complete',
      description: `${outcome.icons.length} of ${outcome.total} cells extracted.`,
    });
  }

  /** docs/product/staff-console.md bulk mode, in a Web Worker with progress and cancel. */
  function extractGrid() {
    const bitmap = image.data;
    if (!bitmap || bulk.progress) return;
    void bulk.start(
      { sheet, bitmap, cells: gridCells(grid, bitmap), category, size: targetSize },
      onGridOutcome,
    );
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
    progress: bulk.progress,
    extractSingle,
    extractGrid,
    cancelGrid: bulk.cancel,
  };
}

export type Extractor = ReturnType<typeof useExtractor>;
