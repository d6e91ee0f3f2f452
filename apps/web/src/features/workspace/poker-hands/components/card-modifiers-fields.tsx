import { CARD_EDITIONS, ENHANCEMENTS, SEALS } from '@jokerwise/game';
import { cn } from '../../../../utils/cn';
import { EDITION_LABELS, ENHANCEMENT_LABELS, SEAL_LABELS } from '../lib/card-labels';
import type { CardModifiers } from '../lib/card-modifiers';
import { OptionSelect } from './option-select';

interface CardModifiersFieldsProps {
  value: CardModifiers;
  onChange: (next: CardModifiers) => void;
  className?: string;
}

/** Enhancement, edition and seal as three native selects (keyboard and screen readers). */
export function CardModifiersFields({ value, onChange, className }: CardModifiersFieldsProps) {
  return (
    <div className={cn('grid gap-3 sm:grid-cols-3', className)}>
      <OptionSelect
        label="Enhancement"
        value={value.enhancement}
        options={ENHANCEMENTS.map((option) => ({
          value: option,
          label: ENHANCEMENT_LABELS[option],
        }))}
        onChange={(enhancement) => onChange({ ...value, enhancement })}
      />
      <OptionSelect
        label="Edition"
        value={value.edition}
        options={CARD_EDITIONS.map((option) => ({ value: option, label: EDITION_LABELS[option] }))}
        onChange={(edition) => onChange({ ...value, edition })}
      />
      <OptionSelect
        label="Seal"
        value={value.seal}
        options={SEALS.map((option) => ({ value: option, label: SEAL_LABELS[option] }))}
        onChange={(seal) => onChange({ ...value, seal })}
      />
    </div>
  );
}
