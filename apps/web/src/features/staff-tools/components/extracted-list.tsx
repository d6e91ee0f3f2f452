import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useSaveIcons } from '../api/sprites';
import type { Extractor } from '../hooks/use-extractor';

/** The extracted icons with remove and Save All (docs/product/staff-console.md). */
export function ExtractedList({ extractor }: { extractor: Extractor }) {
  const { icons, setIcons } = extractor;
  const save = useSaveIcons();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">Extracted icons ({icons.length})</h2>
        <Button
          isLoading={save.isPending}
          onClick={() => {
            if (icons.length === 0) {
              toast({
                title: 'No Icons',
                description: 'Extract some icons first.',
                variant: 'destructive',
              });
              return;
            }
            save.mutate(icons, {
              onSuccess: (answer) => {
                setIcons([]);
                toast({ title: 'Icons Saved', description: `${answer.saved} icons saved.` });
              },
              onError: () =>
                toast({
                  title: 'Save Failed',
                  description: 'Could not save icons.',
                  variant: 'destructive',
                }),
            });
          }}
        >
          Save All
        </Button>
      </div>
      <ul
        className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2"
        aria-label="Extracted icons"
      >
        {icons.map((icon) => (
          <li
            key={icon.id}
            className="flex flex-col items-center gap-1 rounded-lg border border-border p-2"
          >
            <img
              src={icon.dataUrl}
              alt={icon.name}
              width={48}
              height={48}
              className="[image-rendering:pixelated]"
            />
            <span className="w-full truncate text-center text-xs text-fg-muted" title={icon.name}>
              {icon.name}
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove ${icon.name}`}
              onClick={() => setIcons(icons.filter((each) => each.id !== icon.id))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
