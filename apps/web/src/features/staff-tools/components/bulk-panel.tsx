import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import type { Extractor } from '../hooks/use-extractor';
import {
  GRID_PRESETS,
  detectGrid,
  parseGridField,
  type GridPresetName,
  type GridSettings,
} from '../lib/extractor-grid';

const FIELDS: { key: keyof GridSettings; label: string }[] = [
  { key: 'width', label: 'Width' },
  { key: 'height', label: 'Height' },
  { key: 'startX', label: 'Start X' },
  { key: 'startY', label: 'Start Y' },
  { key: 'spacingX', label: 'Spacing X' },
  { key: 'spacingY', label: 'Spacing Y' },
  { key: 'cols', label: 'Columns' },
  { key: 'rows', label: 'Rows' },
];

/** Bulk grid mode: presets, numeric fields with fallbacks, auto-detect and Extract Grid. */
export function BulkPanel({ extractor }: { extractor: Extractor }) {
  const { grid, setGrid, progress, image } = extractor;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Grid presets">
        {(Object.keys(GRID_PRESETS) as GridPresetName[]).map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant="secondary"
            onClick={() => setGrid(GRID_PRESETS[preset])}
          >
            {preset}
          </Button>
        ))}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            if (
              !extractor.selection ||
              !image.data ||
              extractor.selection.width < 1 ||
              extractor.selection.height < 1
            ) {
              toast({
                title: 'No Selection',
                description: 'Please select a sprite first to detect grid pattern.',
                variant: 'destructive',
              });
              return;
            }
            setGrid(detectGrid(extractor.selection, image.data));
          }}
        >
          Auto-detect
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FIELDS.map(({ key, label }) => (
          <label key={key} className="flex flex-col gap-1 text-xs text-fg-muted">
            {label}
            <Input
              inputMode="numeric"
              value={String(grid[key])}
              onChange={(event) =>
                setGrid({ ...grid, [key]: parseGridField(key, event.target.value) })
              }
            />
          </label>
        ))}
      </div>
      <Button
        className="self-start"
        disabled={progress !== null || !image.data}
        onClick={extractor.extractGrid}
      >
        Extract Grid
      </Button>
      {progress && (
        <div className="flex items-center gap-3">
          <div role="status" aria-label="Extraction progress" className="min-w-0 flex-1">
            <progress className="w-full" max={progress.total || 100} value={progress.current} />
            <p className="truncate text-sm text-fg-muted">
              {progress.current}/{progress.total} · {progress.name}
            </p>
          </div>
          <Button size="sm" variant="secondary" onClick={extractor.cancelGrid}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
