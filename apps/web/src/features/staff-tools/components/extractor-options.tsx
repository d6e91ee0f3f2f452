import { ICON_CATEGORIES, ICON_OUTPUT_SIZES, type IconCategory } from '@jokerwise/contracts';
import { Button } from '../../../components/ui/button';
import type { Extractor } from '../hooks/use-extractor';
import { isOutputSize } from '../lib/extractor-grid';
import { BulkPanel } from './bulk-panel';
import { SinglePanel, selectClass } from './single-panel';

const isCategory = (value: string): value is IconCategory =>
  (ICON_CATEGORIES as readonly string[]).includes(value);

/** The side panel: mode, category, output size, then the single or bulk controls. */
export function ExtractorOptions({ extractor }: { extractor: Extractor }) {
  const { isBulk, setBulk } = extractor;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-2" role="group" aria-label="Mode">
        <Button
          size="sm"
          variant={isBulk ? 'secondary' : 'primary'}
          aria-pressed={!isBulk}
          onClick={() => setBulk(false)}
        >
          Single
        </Button>
        <Button
          size="sm"
          variant={isBulk ? 'primary' : 'secondary'}
          aria-pressed={isBulk}
          onClick={() => setBulk(true)}
        >
          Bulk grid
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm text-fg-muted">
        Category
        <select
          className={selectClass}
          value={extractor.category}
          onChange={(event) => {
            if (isCategory(event.target.value)) extractor.setCategory(event.target.value);
          }}
        >
          {ICON_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-fg-muted">
        Output size
        <select
          className={selectClass}
          value={extractor.targetSize}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (isOutputSize(value)) extractor.setTargetSize(value);
          }}
        >
          {ICON_OUTPUT_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      {isBulk ? <BulkPanel extractor={extractor} /> : <SinglePanel extractor={extractor} />}
    </div>
  );
}
