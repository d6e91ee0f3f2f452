import { CODE_LENGTH } from '@jokerwise/contracts';
import {
  useRef,
  type ClipboardEvent,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { cn } from '../../../utils/cn';

export interface CodeInputProps {
  /** The digits typed so far (never more than six, never with gaps). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Marks every slot invalid (red) and wires the slots to the message. */
  isInvalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
  /** Accessible name of the group. */
  label?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six one-digit slots (docs/product/accounts.md): digits only, numeric keyboard, one-time-code autofill,
 * pasting a code fills every slot, Backspace and the arrow keys move between slots. The value
 * stays contiguous: focusing past the first empty slot lands on it.
 */
export function CodeInput({
  value,
  onChange,
  disabled,
  isInvalid,
  describedBy,
  autoFocus,
  label = 'Verification code',
}: CodeInputProps) {
  const slots = useRef<Array<HTMLInputElement | null>>([]);
  // Set while we move focus ourselves: the new value has not rendered yet, so the gap check
  // in handleFocus would read a stale value.
  const isMovingFocus = useRef(false);
  const focusSlot = (index: number) => {
    const slot = slots.current[Math.max(0, Math.min(index, CODE_LENGTH - 1))];
    isMovingFocus.current = true;
    slot?.focus();
    slot?.select();
    isMovingFocus.current = false;
  };

  /** Writes digits from `index` on and moves to the slot after them. */
  const fill = (index: number, digits: string) => {
    const next = (value.slice(0, index) + digits + value.slice(index + digits.length)).slice(
      0,
      CODE_LENGTH,
    );
    onChange(next);
    focusSlot(Math.min(index + digits.length, next.length));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      fill(index, event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      const target = value[index] ? index : index - 1;
      if (target < 0) return;
      onChange(value.slice(0, target) + value.slice(target + 1));
      focusSlot(target);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      onChange(value.slice(0, index) + value.slice(index + 1));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusSlot(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusSlot(Math.min(index + 1, value.length));
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusSlot(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusSlot(value.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  // Input that arrives without a key event: autofill, virtual keyboards, IME, drag and drop.
  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    let digits = onlyDigits(event.target.value);
    if (!digits) return;
    if (digits.length === CODE_LENGTH) return fill(0, digits);
    // The slot's old digit plus the new one: keep the new one.
    const current = value[index];
    if (current && digits.length === 2)
      digits = digits.startsWith(current) ? digits[1]! : digits[0]!;
    fill(index, digits);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text')).slice(0, CODE_LENGTH);
    if (!digits) return;
    fill(digits.length === CODE_LENGTH ? 0 : index, digits);
  };

  const handleFocus = (index: number, event: FocusEvent<HTMLInputElement>) => {
    if (!isMovingFocus.current && index > value.length) focusSlot(value.length);
    else event.target.select();
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className="flex items-center justify-center gap-2 sm:gap-2.5"
    >
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            slots.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          autoFocus={autoFocus && index === 0}
          aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={value[index] ?? ''}
          onChange={(event) => handleChange(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => handleFocus(index, event)}
          className={cn(
            'h-14 w-11 min-w-0 rounded-xl border border-border-strong bg-surface-sunken/80 text-center font-mono text-2xl font-semibold text-fg caret-gold-400 sm:h-16 sm:w-13',
            'shadow-[inset_0_1px_2px_rgb(0_0_0/0.35)] transition-[border-color,box-shadow,background-color]',
            'hover:border-felt-500 focus:border-gold-400 focus:ring-3 focus:ring-gold-400/30 focus:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-55',
            value[index] && 'border-gold-400/50 bg-felt-900',
            'aria-invalid:border-ruby-500 aria-invalid:focus:ring-ruby-500/30',
            index === 2 && 'mr-1.5 sm:mr-3',
          )}
        />
      ))}
    </div>
  );
}
