import { Button } from '../../../../components/ui/button';
import { PLAIN_CARD, isPlain, type CardModifiers } from '../lib/card-modifiers';
import { CardModifiersFields } from './card-modifiers-fields';

interface CardModifiersPanelProps {
  value: CardModifiers;
  onChange: (next: CardModifiers) => void;
}

/**
 * The grid's side panel: the enhancement, edition and seal that tapped cards get. It keeps its
 * choice from card to card (three Glass cards are three taps), until Plain cards resets it.
 */
export function CardModifiersPanel({ value, onChange }: CardModifiersPanelProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface-sunken/40 p-3">
      <legend className="px-1 text-sm font-medium text-fg">Tapped cards get</legend>
      <CardModifiersFields value={value} onChange={onChange} className="lg:grid-cols-1" />
      <Button
        variant="ghost"
        size="sm"
        disabled={isPlain(value)}
        onClick={() => onChange(PLAIN_CARD)}
      >
        Plain cards
      </Button>
    </fieldset>
  );
}
