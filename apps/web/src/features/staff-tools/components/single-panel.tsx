import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { Extractor } from '../hooks/use-extractor';
import { QUICK_SIZES, canPreview, recommendedSize } from '../lib/extractor-grid';
import { SelectionPreview } from './sheet-canvas';

/** Single mode: quick sizes, a name, the output size and Extract Icon (docs/product/staff-console.md). */
export function SinglePanel({ extractor }: { extractor: Extractor }) {
  const [name, setName] = useState('');
  const { selection, image } = extractor;
  const recommended = selection ? recommendedSize(selection.width, selection.height) : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick sizes">
        {QUICK_SIZES.map((size) => (
          <Button
            key={size.label}
            size="sm"
            variant="secondary"
            onClick={() => {
              const at = selection ?? { x: 0, y: 0 };
              extractor.setSelection({ x: at.x, y: at.y, width: size.width, height: size.height });
            }}
          >
            {size.label}
          </Button>
        ))}
      </div>
      {selection && (
        <p className="text-sm text-fg-muted" data-testid="selection-size">
          Selection {selection.width}×{selection.height} at {selection.x},{selection.y}
          {recommended && ` · recommended size ${recommended}`}
        </p>
      )}
      {image.data && selection && canPreview(selection) && (
        <SelectionPreview bitmap={image.data} selection={selection} />
      )}
      <Input
        aria-label="Icon name"
        placeholder="Icon name"
        value={name}
        maxLength={64}
        onChange={(event) => setName(event.target.value)}
      />
      <Button
        className="self-start"
        onClick={() => {
          if (extractor.extractSingle(name)) setName('');
        }}
      >
        Extract Icon
      </Button>
    </div>
  );
}
