import { CARD_EDITIONS, ENHANCEMENTS, SEALS } from '@jokerwise/game';
import { SelectField, toOptions, type SelectOption } from '../../../../components/ui/select-field';
import { cn } from '../../../../utils/cn';
import { EDITION_LABELS, ENHANCEMENT_LABELS, SEAL_LABELS } from '../lib/card-labels';
import type { CardModifiers } from '../lib/card-modifiers';

interface CardModifiersFieldsProps {
  value: CardModifiers;
  onChange: (next: CardModifiers) => void;
  className?: string;
}

/** '' first: a plain card has none of the three. */
function withNone<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): SelectOption<Value | ''>[] {
  return [{ value: '', label: 'None' }, ...toOptions(values, (value) => labels[value])];
}

/** Enhancement, edition and seal as three native selects (keyboard and screen readers). */
export function CardModifiersFields({ value, onChange, className }: CardModifiersFieldsProps) {
  return (
    <div className={cn('grid gap-3 sm:grid-cols-3', className)}>
      <SelectField
        label="Enhancement"
        value={value.enhancement}
        options={withNone(ENHANCEMENTS, ENHANCEMENT_LABELS)}
        onChange={(enhancement) => onChange({ ...value, enhancement })}
      />
      <SelectField
        label="Edition"
        value={value.edition}
        options={withNone(CARD_EDITIONS, EDITION_LABELS)}
        onChange={(edition) => onChange({ ...value, edition })}
      />
      <SelectField
        label="Seal"
        value={value.seal}
        options={withNone(SEALS, SEAL_LABELS)}
        onChange={(seal) => onChange({ ...value, seal })}
      />
    </div>
  );
}
