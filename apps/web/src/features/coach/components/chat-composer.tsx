import { COACH_MESSAGE_MAX_LENGTH } from '@jokerwise/contracts';
import { SendHorizontal } from 'lucide-react';
import {
  useId,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cn } from '../../../utils/cn';

/** The counter appears from this many characters on (docs/product/coach.md). */
export const COUNTER_THRESHOLD = COACH_MESSAGE_MAX_LENGTH - 200;

const numberFormat = new Intl.NumberFormat('en-US');

export interface ChatComposerProps {
  /** Returns whether the message was taken (docs/product/coach.md: empty or in flight is ignored). */
  onSend: (text: string) => boolean;
  isSending: boolean;
  isDisabled?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Shown at the end of the line under the input (the Clear chat button). */
  actions?: ReactNode;
}

export function ChatComposer({
  onSend,
  isSending,
  isDisabled = false,
  textareaRef,
  actions,
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const counterId = useId();
  const hintId = useId();
  const length = text.length;
  const canSend = !isDisabled && !isSending && text.trim().length > 0;

  const submit = () => {
    if (onSend(text)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  // docs/product/coach.md: Enter sends; Shift+Enter (and Enter while an IME is composing) does not.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-1 border-t border-border/70 bg-surface-sunken/40 px-3 pt-3 pb-1.5 sm:px-4 sm:pt-4 sm:pb-2"
    >
      <div className="flex items-end gap-2">
        <label htmlFor={`${hintId}-input`} className="sr-only">
          Message the coach
        </label>
        <textarea
          id={`${hintId}-input`}
          ref={textareaRef}
          value={text}
          rows={1}
          maxLength={COACH_MESSAGE_MAX_LENGTH}
          disabled={isDisabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask about your run…"
          aria-describedby={cn(hintId, length >= COUNTER_THRESHOLD && counterId)}
          enterKeyHint="send"
          className={cn(
            // docs/product/coach.md: the input is 40 px high on mobile (≤ 768 px), 44 px on desktop.
            'field-sizing-content block max-h-40 min-h-10 w-full min-w-0 resize-none rounded-xl border border-border-strong bg-surface-sunken/80 px-3.5 py-2 text-base leading-6 text-fg placeholder:text-fg-subtle',
            'min-[769px]:min-h-11 min-[769px]:py-2.5 min-[769px]:text-[0.95rem]',
            'transition-colors hover:border-gold-400/40 focus-visible:border-gold-400/70 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60 disabled:opacity-55',
          )}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-xl bg-linear-to-b from-gold-300 to-gold-500 text-primary-fg shadow-[0_1px_0_0_rgb(255_255_255/0.45)_inset,0_8px_20px_-8px_rgb(242_193_78/0.6)] transition-[opacity,transform] hover:from-gold-200 hover:to-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:translate-y-px disabled:cursor-default disabled:opacity-45 min-[769px]:size-11"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="flex min-h-9 items-center gap-3 pl-1 text-xs text-fg-subtle">
        <p id={hintId} className="max-[420px]:sr-only">
          Enter to send · Shift+Enter for a new line
        </p>
        <div className="ml-auto flex items-center gap-2">
          {length >= COUNTER_THRESHOLD && (
            <p
              id={counterId}
              data-testid="coach-counter"
              className={cn(
                'tabular-nums',
                length >= COACH_MESSAGE_MAX_LENGTH
                  ? 'font-semibold text-ruby-300'
                  : 'text-gold-300',
              )}
            >
              {numberFormat.format(length)} / {numberFormat.format(COACH_MESSAGE_MAX_LENGTH)}
              <span className="sr-only"> characters</span>
            </p>
          )}
          {actions}
        </div>
      </div>
    </form>
  );
}
