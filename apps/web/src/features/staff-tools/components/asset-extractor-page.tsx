import { SPRITE_SHEETS } from '@jokerwise/contracts';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { SelectField, toOptions } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { useExtractor } from '../hooks/use-extractor';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, clampZoom } from '../lib/extractor-grid';
import { ExtractedList } from './extracted-list';
import { ExtractorOptions } from './extractor-options';
import { SheetCanvas } from './sheet-canvas';

/** docs/product/staff-console.md Asset extractor: pick a sheet, zoom, select or grid, extract, save. */
export function AssetExtractorPage() {
  const extractor = useExtractor();
  const [zoom, setZoom] = useState(2);
  const { image } = extractor;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="min-w-0">
        <CardContent className="flex flex-col gap-3 p-4">
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label="Sheet"
              value={extractor.sheet}
              options={toOptions(SPRITE_SHEETS)}
              onChange={extractor.setSheet}
            />
            <div className="flex items-center gap-1" role="group" aria-label="Zoom">
              <Button
                size="icon"
                variant="ghost"
                aria-label="Zoom out"
                disabled={zoom <= ZOOM_MIN}
                onClick={() => setZoom(clampZoom(zoom - ZOOM_STEP))}
              >
                <Minus aria-hidden="true" />
              </Button>
              <output className="w-14 text-center text-sm text-fg" aria-label="Zoom level">
                {Math.round(zoom * 100)}%
              </output>
              <Button
                size="icon"
                variant="ghost"
                aria-label="Zoom in"
                disabled={zoom >= ZOOM_MAX}
                onClick={() => setZoom(clampZoom(zoom + ZOOM_STEP))}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
          </div>
          <div className="max-h-[70vh] overflow-auto rounded-lg border border-border">
            {image.isPending && <Spinner label="Loading sheet" />}
            {image.data && (
              <SheetCanvas
                bitmap={image.data}
                zoom={zoom}
                selection={extractor.selection}
                onSelect={extractor.setSelection}
              />
            )}
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="p-4">
          <ExtractorOptions extractor={extractor} />
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardContent className="p-4">
          <ExtractedList extractor={extractor} />
        </CardContent>
      </Card>
    </div>
  );
}
