import { Maximize2, MessageCircle, Minimize2 } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';

export interface ChatShellProps {
  title: string;
  isExpanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  children: ReactNode;
}

/**
 * docs/product/workspace.md "Chat": a collapsed card with an expand button; Escape closes the expanded view
 * and the page does not scroll behind it. The content stays mounted in both states, so a
 * conversation in progress survives expanding and collapsing.
 */
export function ChatShell({ title, isExpanded, onExpandedChange, children }: ChatShellProps) {
  const titleId = useId();
  // The expanded chat covers the page and takes the card out of its flow, so the browser
  // loses the scroll position; collapsing puts the page back where the member left it.
  const scrollBeforeExpand = useRef<number | null>(null);

  useLayoutEffect(() => {
    const saved = scrollBeforeExpand.current;
    if (isExpanded || saved === null) return;
    scrollBeforeExpand.current = null;
    window.scrollTo(0, saved);
  }, [isExpanded]);

  const toggle = () => {
    if (!isExpanded) scrollBeforeExpand.current = window.scrollY;
    onExpandedChange(!isExpanded);
  };

  useEffect(() => {
    if (!isExpanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onExpandedChange(false);
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isExpanded, onExpandedChange]);

  return (
    <>
      {isExpanded && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-midnight-950/80 backdrop-blur-sm"
        />
      )}
      <section
        aria-labelledby={titleId}
        role={isExpanded ? 'dialog' : undefined}
        aria-modal={isExpanded || undefined}
        data-testid="chat-shell"
        data-expanded={isExpanded}
        className={cn(
          'flex flex-col overflow-hidden border border-border bg-linear-to-b from-surface-raised to-surface shadow-card',
          isExpanded
            ? 'fixed inset-0 z-50 sm:inset-6 sm:rounded-[1.25rem] sm:border-gold-400/30'
            : 'h-[min(36rem,calc(100dvh-12rem))] min-h-[24rem] rounded-card',
        )}
      >
        <header className="flex items-center justify-between gap-3 border-b border-border/80 px-4 py-3">
          <h2
            id={titleId}
            className="flex items-center gap-2 font-display text-xl font-bold text-fg"
          >
            <MessageCircle aria-hidden="true" className="size-5 text-gold-400" />
            {title}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={toggle}
            aria-label={isExpanded ? 'Collapse chat' : 'Expand chat'}
          >
            {isExpanded ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
            <span className="max-sm:hidden">{isExpanded ? 'Collapse' : 'Expand'}</span>
          </Button>
        </header>
        <div className="flex min-h-0 flex-1 flex-col">{children}</div>
      </section>
    </>
  );
}
