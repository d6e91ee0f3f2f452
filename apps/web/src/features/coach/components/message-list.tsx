import type { CoachMessage } from '@jokerwise/contracts';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { PendingTurn } from '../hooks/use-coach-chat';
import { ChatMessage } from './chat-message';
import { TypingIndicator } from './typing-indicator';

/** Closer than this to the bottom counts as reading the newest message. */
const STICK_DISTANCE_PX = 96;

export interface MessageListProps {
  messages: readonly CoachMessage[];
  pending: PendingTurn | null;
  /** Shown instead of the messages when there are none (welcome, loading, load error). */
  placeholder?: ReactNode;
}

/**
 * The conversation as a live log for screen readers. It follows the newest message unless the
 * member has scrolled up to read, and always jumps down when they send.
 */
export function MessageList({ messages, pending, placeholder }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const question = pending?.question.id;

  useEffect(() => {
    if (question) isAtBottom.current = true;
  }, [question]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && isAtBottom.current) element.scrollTop = element.scrollHeight;
  }, [messages, pending]);

  // The chat loads inside a hidden tab, where a list has no height and scrolling it does
  // nothing: when it gets its size (the Chat tab opens, the chat expands or collapses) it
  // opens at the newest message, unless the member had scrolled up to read.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (isAtBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    isAtBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < STICK_DISTANCE_PX;
  };

  return (
    // Focusable so the conversation can be scrolled from the keyboard.
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label="Conversation with the coach"
      tabIndex={0}
      className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring/70 sm:px-5"
    >
      {messages.length === 0 && !pending
        ? placeholder
        : messages.map((message) => <ChatMessage key={message.id} message={message} />)}
      {pending && (
        <>
          <ChatMessage message={pending.question} />
          {pending.reply === '' ? (
            <TypingIndicator />
          ) : (
            <ChatMessage
              isStreaming
              message={{
                role: 'assistant',
                content: pending.reply,
                isError: false,
                createdAt: pending.question.createdAt,
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
