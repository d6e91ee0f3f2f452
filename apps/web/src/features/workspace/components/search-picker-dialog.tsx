import { useId, useState, type ReactNode } from 'react';
import { TitledDialog } from '../../../components/ui/titled-dialog';
import { SearchInput } from '../../../components/ui/search-input';
import { cn } from '../../../utils/cn';
import { matchesSearch } from '../lib/format';

export interface PickerItem<K extends string> {
  readonly key: K;
  readonly title: string;
  /** Badges next to the title (rarity, tier). */
  readonly badges?: ReactNode;
  /** The icon set's image of this name, when staff saved one. */
  readonly iconUrl?: string;
  /** Right-aligned (a price). */
  readonly meta?: ReactNode;
  readonly description: string;
  /** Extra text the search also matches (rarity, tier). */
  readonly keywords?: string;
  /** Why the item cannot be picked now; the item is shown disabled with this text. */
  readonly disabledReason?: string | null;
}

export interface SearchPickerDialogProps<K extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  searchLabel: string;
  items: readonly PickerItem<K>[];
  onPick: (key: K) => void;
  /** Controls above the list (e.g. the edition of the Joker to add). */
  toolbar?: ReactNode;
  /** Shown above the list, e.g. "All Joker slots are full." */
  notice?: ReactNode;
}

/** A modal list filtered as you type; every entry is a button (Tab / Enter to pick). */
export function SearchPickerDialog<K extends string>(props: SearchPickerDialogProps<K>) {
  return (
    <TitledDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
      className="h-[min(42rem,calc(100dvh-2rem))] sm:max-w-2xl grid-rows-[auto_minmax(0,1fr)]"
    >
      {props.open && <PickerBody {...props} />}
    </TitledDialog>
  );
}

function PickerBody<K extends string>({
  searchLabel,
  items,
  onPick,
  toolbar,
  notice,
}: SearchPickerDialogProps<K>) {
  const [query, setQuery] = useState('');
  const visible = items.filter((item) =>
    matchesSearch(query, item.title, item.description, item.keywords ?? ''),
  );
  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          label={searchLabel}
          value={query}
          onChange={setQuery}
          autoFocus
          className="flex-1"
        />
        {toolbar}
      </div>
      {notice}
      <p className="sr-only" aria-live="polite">
        {visible.length} results
      </p>
      <ul className="-mx-2 flex min-h-0 flex-1 flex-col gap-1.5 overflow-y-auto px-2 pb-1">
        {visible.map((item) => (
          <li key={item.key}>
            <PickerOption item={item} onPick={onPick} />
          </li>
        ))}
        {visible.length === 0 && (
          <li className="px-2 py-6 text-center text-sm text-fg-muted">
            Nothing matches “{query}”.
          </li>
        )}
      </ul>
    </div>
  );
}

/** Named by its title; rarity, price, effect and the refusal reason are its description. */
function PickerOption<K extends string>({
  item,
  onPick,
}: {
  item: PickerItem<K>;
  onPick: (key: K) => void;
}) {
  const id = useId();
  return (
    <button
      type="button"
      disabled={Boolean(item.disabledReason)}
      onClick={() => onPick(item.key)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-details`}
      className={cn(
        'flex w-full cursor-pointer flex-col gap-1 rounded-xl border border-border bg-surface-sunken/60 px-4 py-3 text-left transition-colors',
        'hover:border-gold-400/60 hover:bg-felt-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-55 disabled:hover:border-border disabled:hover:bg-surface-sunken/60',
      )}
    >
      <span className="flex items-center justify-between gap-3">
        <span className="flex min-w-0 flex-wrap items-center gap-2">
          {item.iconUrl && (
            <img src={item.iconUrl} alt="" width={24} height={24} className="size-6" />
          )}
          <span id={`${id}-title`} className="font-semibold text-fg">
            {item.title}
          </span>
          {item.badges}
        </span>
        {item.meta && <span className="shrink-0 font-semibold text-gold-300">{item.meta}</span>}
      </span>
      <span id={`${id}-details`} className="flex flex-col gap-1">
        <span className="text-sm leading-snug text-fg-muted">{item.description}</span>
        {item.disabledReason && (
          <span className="text-xs font-medium text-ruby-300">{item.disabledReason}</span>
        )}
      </span>
    </button>
  );
}
