import { ICON_CATEGORIES, ICON_OUTPUT_SIZES } from '@jokerwise/contracts';
import { Button } from '../../../components/ui/button';
import { SelectField, toOptions } from '../../../components/ui/select-field';
import type { Extractor } from '../hooks/use-extractor';
import { BulkPanel } from './bulk-panel';
import { SinglePanel } from './single-panel';

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
      <SelectField
        label="Category"
        value={extractor.category}
        options={toOptions(ICON_CATEGORIES)}
        onChange={extractor.setCategory}
      />
      <SelectField
        label="Output size"
        value={extractor.targetSize}
        options={toOptions(ICON_OUTPUT_SIZES)}
        onChange={extractor.setTargetSize}
      />
      {isBulk ? <BulkPanel extractor={extractor} /> : <SinglePanel extractor={extractor} />}
    </div>
  );
}
