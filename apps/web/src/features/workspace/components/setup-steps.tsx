import {
  DECKS,
  STAKES,
  getBossBlind,
  getBossesForAnte,
  getDeckCategory,
  type BossBlindName,
  type DeckName,
  type StakeName,
} from '@jokerwise/game';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SearchInput } from '../../../components/ui/search-input';
import { getStakeDifficulty, matchesSearch } from '../lib/format';
import { ChoiceCard } from './choice-card';

const GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

export function DeckChoices({
  selected,
  onChoose,
}: {
  selected?: DeckName;
  onChoose: (deck: DeckName) => void;
}) {
  return (
    <ul className={GRID} aria-label="Decks">
      {DECKS.map((deck) => (
        <li key={deck.name} className="grid">
          <ChoiceCard
            title={deck.name}
            kicker={getDeckCategory(deck.name)}
            description={deck.effect}
            isSelected={deck.name === selected}
            onClick={() => onChoose(deck.name)}
          />
        </li>
      ))}
    </ul>
  );
}

const DIFFICULTY_VARIANT = { Easy: 'success', Hard: 'gold', Expert: 'destructive' } as const;

export function StakeChoices({
  selected,
  onChoose,
}: {
  selected?: StakeName;
  onChoose: (stake: StakeName) => void;
}) {
  return (
    <ul className={GRID} aria-label="Stakes">
      {STAKES.map((stake) => {
        const difficulty = getStakeDifficulty(stake.level);
        return (
          <li key={stake.name} className="grid">
            <ChoiceCard
              title={stake.name}
              kicker={`Level ${stake.level}`}
              aside={<Badge variant={DIFFICULTY_VARIANT[difficulty]}>{difficulty}</Badge>}
              description={stake.added}
              isSelected={stake.name === selected}
              onClick={() => onChoose(stake.name)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The bosses that can appear on `ante` (showdown bosses only on antes 8, 16 ...), searchable. */
export function BossChoices({
  ante,
  selected,
  onChoose,
}: {
  ante: number;
  selected?: BossBlindName | null;
  onChoose: (boss: BossBlindName) => void;
}) {
  const [query, setQuery] = useState('');
  const bosses = getBossesForAnte(ante)
    .map(getBossBlind)
    .filter((boss) => matchesSearch(query, boss.name, boss.effect));
  return (
    <div className="flex flex-col gap-4">
      <SearchInput
        label="Search boss blinds"
        value={query}
        onChange={setQuery}
        className="max-w-sm"
      />
      <ul className={GRID} aria-label={`Boss blinds for ante ${ante}`}>
        {bosses.map((boss) => (
          <li key={boss.name} className="grid">
            <ChoiceCard
              title={boss.name}
              kicker={boss.showdown ? 'Showdown boss' : `From ante ${boss.minAnte}`}
              aside={
                boss.multiplier !== 2 && <Badge variant="destructive">×{boss.multiplier}</Badge>
              }
              description={boss.effect}
              isSelected={boss.name === selected}
              onClick={() => onChoose(boss.name)}
            />
          </li>
        ))}
      </ul>
      {bosses.length === 0 && <p className="text-sm text-fg-muted">No boss blind matches.</p>}
    </div>
  );
}

export interface MoneyFormProps {
  label: string;
  min: number;
  max: number;
  defaultValue: number;
  onSubmit: (input: string) => void;
  submitLabel?: string;
}

/** A money field; the engine parses the raw text (docs/product/workspace.md fallbacks). */
export function MoneyForm({
  label,
  min,
  max,
  defaultValue,
  onSubmit,
  submitLabel = 'Continue',
}: MoneyFormProps) {
  const [value, setValue] = useState(String(defaultValue));
  const inputId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <form noValidate onSubmit={handleSubmit} className="flex max-w-md flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 font-display text-xl font-bold text-gold-300"
          >
            $
          </span>
          <Input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="h-14 pl-9 font-display text-2xl font-bold"
          />
        </div>
        <p className="text-xs text-fg-subtle">
          From ${min} to ${max}.
        </p>
      </div>
      <Button type="submit" size="lg" className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
