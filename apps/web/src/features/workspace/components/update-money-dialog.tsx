import { formatMoneyPrompt, RUN_TEXTS } from '@jokerwise/contracts';
import { MIN_MONEY_WITH_CREDIT_CARD, parseInteger, type RoundMoney } from '@jokerwise/game';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { formatMoney } from '../lib/format';

export interface UpdateMoneyDialogProps {
  open: boolean;
  /** The round just played (docs/product/workspace.md "after Round N"). */
  round: number;
  /** The money now; the field starts from it when no round was just played. */
  money: number;
  /** What the round just played pays (packages/game round-money), when one was. */
  roundMoney: RoundMoney | null;
  onSubmit: (money: number) => void;
  onDismiss: () => void;
}

const STEPS = [-5, -1, 1, 5] as const;

/**
 * docs/product/workspace.md "Update Money", filled with the money the round pays so Enter is usually right.
 * An empty field is refused instead of read as $0.
 */
export function UpdateMoneyDialog({ open, onDismiss, ...props }: UpdateMoneyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onDismiss()}>
      <DialogContent>{open && <UpdateMoneyForm {...props} onDismiss={onDismiss} />}</DialogContent>
    </Dialog>
  );
}

function getInputError(value: string): string | null {
  const money = parseInteger(value);
  if (money === null) return 'Enter the money you have now; an empty field is not $0.';
  if (money < MIN_MONEY_WITH_CREDIT_CARD) {
    return `Money cannot go below ${formatMoney(MIN_MONEY_WITH_CREDIT_CARD)}.`;
  }
  return null;
}

function UpdateMoneyForm({
  round,
  money,
  roundMoney,
  onSubmit,
  onDismiss,
}: Omit<UpdateMoneyDialogProps, 'open'>) {
  const [value, setValue] = useState(String(roundMoney?.total ?? money));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = getInputError(value);
    setError(problem);
    const parsed = parseInteger(value);
    if (problem === null && parsed !== null) onSubmit(parsed);
  };
  const nudge = (step: number) => {
    setError(null);
    setValue(String((parseInteger(value) ?? roundMoney?.total ?? money) + step));
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Update Money</DialogTitle>
        <DialogDescription>{formatMoneyPrompt(round)}</DialogDescription>
      </DialogHeader>
      {roundMoney && <RoundMoneyParts roundMoney={roundMoney} />}
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Money</Label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          step={1}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          placeholder={RUN_TEXTS.moneyPlaceholder}
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        <div className="grid grid-cols-4 gap-2" role="group" aria-label="Adjust money">
          {STEPS.map((step) => (
            <Button
              key={step}
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => nudge(step)}
            >
              {step > 0 ? `+$${step}` : `−$${-step}`}
            </Button>
          ))}
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-ruby-300">
            {error}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onDismiss}>
          {RUN_TEXTS.cancel}
        </Button>
        <Button type="submit">Update Money</Button>
      </DialogFooter>
    </form>
  );
}

function RoundMoneyParts({ roundMoney }: { roundMoney: RoundMoney }) {
  const parts = [
    { label: 'Money before', value: roundMoney.money },
    { label: 'Blind reward', value: roundMoney.blindReward },
    { label: 'Interest', value: roundMoney.interest },
    { label: 'Unused hands', value: roundMoney.unusedHands },
    ...(roundMoney.unusedDiscards > 0
      ? [{ label: 'Unused discards', value: roundMoney.unusedDiscards }]
      : []),
    ...(roundMoney.tags > 0 ? [{ label: 'Investment Tag', value: roundMoney.tags }] : []),
  ];
  return (
    <dl
      aria-label="Money after the round"
      className="grid gap-1 rounded-xl border border-border/80 bg-surface-sunken/60 px-4 py-3 text-sm"
    >
      {parts.map((part, index) => (
        <div key={part.label} className="flex justify-between gap-3">
          <dt className="text-fg-muted">{part.label}</dt>
          <dd className="font-semibold text-fg tabular-nums">
            {index === 0 ? formatMoney(part.value) : `+${formatMoney(part.value)}`}
          </dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-3 border-t border-border/80 pt-1">
        <dt className="font-semibold text-fg">Expected</dt>
        <dd className="font-bold text-gold-300 tabular-nums" data-testid="round-money-total">
          {formatMoney(roundMoney.total)}
        </dd>
      </div>
    </dl>
  );
}
