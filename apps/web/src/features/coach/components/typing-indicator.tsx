import { CoachAvatar } from './chat-message';

/** Shown while waiting for the first piece of the reply. */
export function TypingIndicator() {
  return (
    <div className="flex animate-fade-in gap-2.5" data-testid="coach-typing">
      <CoachAvatar />
      <div className="flex items-center gap-1.5 rounded-2xl rounded-tl-md border border-border bg-surface-raised/90 px-4 py-3.5">
        <span className="sr-only">The coach is thinking…</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-gold-400/80 motion-reduce:animate-pulse"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </div>
  );
}
