import { RotateCcw, Trash } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../utils/cn';
import { useClearCoachHistory } from '../api/clear-coach-history';
import { useCoachChat } from '../hooks/use-coach-chat';
import { ChatComposer } from './chat-composer';
import { ClearHistoryDialog } from './clear-history-dialog';
import { MessageList } from './message-list';
import { WelcomeState } from './welcome-state';

export interface CoachChatProps {
  /**
   * The saved run the questions are about. Without it the server answers about the caller's
   * current run, which is the one the workspace shows.
   */
  runId?: string | null;
  /**
   * The game of the run (the workspace document's gameId): New Game starts a fresh chat and
   * the old game's stays with it. Without it the server takes the saved run's game.
   */
  gameId?: string | null;
  /** Awaited before a question is sent: the workspace saves the run the answer will read. */
  beforeSend?: () => Promise<void>;
  className?: string;
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="m-auto flex max-w-sm flex-col items-center gap-3 text-center">
      <p className="text-sm text-fg-muted">The earlier messages could not be loaded.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/**
 * The AI strategy coach (docs/product/coach.md Chat): the run's chat history, streamed answers, the
 * send rules and the 'Connection Issue' messages of docs/product/coach.md.
 */
export function CoachChat({ runId = null, gameId = null, beforeSend, className }: CoachChatProps) {
  const chat = useCoachChat(runId, gameId, beforeSend);
  const clear = useClearCoachHistory(runId, gameId);
  const [isConfirming, setIsConfirming] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const ask = (question: string) => {
    chat.send(question);
    textarea.current?.focus();
  };
  const confirmClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => setIsConfirming(false),
    });
  const onConfirmOpenChange = (open: boolean) => {
    setIsConfirming(open);
    if (!open) clear.reset();
  };

  let placeholder = <WelcomeState onAsk={ask} isDisabled={chat.isSending} />;
  if (chat.isLoading) {
    placeholder = <Spinner className="m-auto" label="Loading the chat..." />;
  } else if (chat.loadError) {
    placeholder = <LoadError onRetry={() => void chat.retryLoad()} />;
  }
  const hasMessages = chat.messages.length > 0;

  // The workspace's Chat shell gives the title and the frame; this fills it.
  return (
    <div data-testid="coach-chat" className={cn('flex min-h-0 flex-1 flex-col', className)}>
      <MessageList messages={chat.messages} pending={chat.pending} placeholder={placeholder} />
      <ChatComposer
        onSend={chat.send}
        isSending={chat.isSending}
        isDisabled={chat.isLoading}
        textareaRef={textarea}
        actions={
          <Button
            variant="ghost"
            size="sm"
            disabled={!hasMessages || chat.isSending}
            onClick={() => setIsConfirming(true)}
          >
            <Trash aria-hidden="true" />
            Clear chat
          </Button>
        }
      />
      <ClearHistoryDialog
        open={isConfirming}
        isClearing={clear.isPending}
        errorMessage={
          clear.error
            ? getErrorMessage(clear.error, 'The chat could not be cleared. Please try again.')
            : null
        }
        onConfirm={confirmClear}
        onOpenChange={onConfirmOpenChange}
        onCloseAutoFocus={(event) => {
          // After clearing, the Clear button is disabled: focus goes back to the input instead.
          if (hasMessages) return;
          event.preventDefault();
          textarea.current?.focus();
        }}
      />
    </div>
  );
}
