import { COACH_ERROR_TITLE, type CoachMessage } from '@jokerwise/contracts';
import { Bot, CircleExclamationPoint } from 'lucide-react';
import { cn } from '../../../utils/cn';
import { formatMessageTime, formatMessageTimeInFull } from '../lib/format-time';
import { Markdown } from './markdown';

export function CoachAvatar({ isError = false }: { isError?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full border',
        isError
          ? 'border-ruby-500/50 bg-ruby-500/15 text-ruby-300'
          : 'border-gold-400/40 bg-gold-400/12 text-gold-300',
      )}
    >
      {isError ? <CircleExclamationPoint className="size-4" /> : <Bot className="size-4.5" />}
    </span>
  );
}

function MessageTime({ iso, align }: { iso: string; align: 'left' | 'right' }) {
  return (
    <time
      dateTime={iso}
      title={formatMessageTimeInFull(iso)}
      className={cn('px-1 text-xs text-fg-subtle', align === 'right' && 'self-end')}
    >
      {formatMessageTime(iso)}
    </time>
  );
}

export interface ChatMessageProps {
  message: Pick<CoachMessage, 'role' | 'content' | 'isError' | 'createdAt'>;
  /** The reply is still arriving: no timestamp yet, and screen readers wait for the end. */
  isStreaming?: boolean;
}

/** One chat bubble: the member's text as typed, the coach's as markdown. */
export function ChatMessage({ message, isStreaming = false }: ChatMessageProps) {
  if (message.role === 'user') {
    return (
      <div className="flex justify-end" data-testid="coach-message-user">
        <div className="flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]">
          <p className="rounded-2xl rounded-br-md border border-gold-400/30 bg-linear-to-b from-gold-400/18 to-gold-500/10 px-4 py-2.5 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap text-fg">
            <span className="sr-only">You: </span>
            {message.content}
          </p>
          <MessageTime iso={message.createdAt} align="right" />
        </div>
      </div>
    );
  }
  return (
    <div
      className="flex gap-2.5"
      data-testid={message.isError ? 'coach-message-error' : 'coach-message-assistant'}
      aria-busy={isStreaming || undefined}
    >
      <CoachAvatar isError={message.isError} />
      <div className="flex max-w-[calc(100%-2.75rem)] min-w-0 flex-col gap-1 sm:max-w-[85%]">
        <div
          className={cn(
            'min-w-0 rounded-2xl rounded-tl-md border px-4 py-3 text-[0.95rem] leading-relaxed text-fg/95',
            message.isError
              ? 'border-ruby-500/45 bg-ruby-500/10'
              : 'border-border bg-surface-raised/90',
          )}
        >
          <span className="sr-only">Coach: </span>
          {message.isError ? (
            <div className="flex flex-col gap-1">
              <p className="font-display text-base font-bold tracking-wide text-ruby-300">
                {COACH_ERROR_TITLE}
              </p>
              <p className="break-words">{message.content}</p>
            </div>
          ) : (
            <Markdown text={message.content} />
          )}
        </div>
        {!isStreaming && <MessageTime iso={message.createdAt} align="left" />}
      </div>
    </div>
  );
}
