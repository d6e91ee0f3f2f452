import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useIconList } from '../api/sprites';

/** docs/product/staff-console.md: the sprite pipeline's expected output, 64 chip files in 4 sizes. */
export const EXPECTED_FILES = 64;
export const EXPECTED_SIZES = 4;

/** docs/product/staff-console.md Sprite test: three chips from the icon set and the expected vs stored count. */
export function SpriteTestPage() {
  const icons = useIconList();
  if (icons.isPending) return <Spinner label="Loading icons" />;
  const chips = (icons.data?.icons ?? [])
    .filter((icon) => icon.category === 'poker-chips')
    .slice(0, 3);
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 p-6">
        <ul className="flex flex-wrap gap-6" aria-label="Chip icons">
          {chips.map((icon) => (
            <li key={icon.name} className="flex flex-col items-center gap-2">
              <img
                src={icon.url}
                alt={icon.name}
                width={64}
                height={64}
                className="[image-rendering:pixelated]"
              />
              <span className="text-xs text-fg-muted">{icon.name}</span>
            </li>
          ))}
          {chips.length === 0 && <li className="text-fg-muted">No chip icons saved yet.</li>}
        </ul>
        <dl className="grid gap-1 text-fg sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="text-fg-muted">Expected</dt>
          <dd>
            {EXPECTED_FILES} files x {EXPECTED_SIZES} sizes = {EXPECTED_FILES * EXPECTED_SIZES}
          </dd>
          <dt className="text-fg-muted">Stored</dt>
          <dd data-testid="stored-count">{icons.data?.total ?? 0} icons</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
