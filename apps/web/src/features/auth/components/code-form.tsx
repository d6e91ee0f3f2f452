import { CODE_LENGTH, INVALID_CODE_MESSAGE } from '@jokerwise/contracts';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CodeInput } from './code-input';

export interface CodeFormProps {
  code: string;
  onCodeChange: (code: string) => void;
  /** Called with a complete code only. */
  onVerify: (code: string) => void;
  isVerifying: boolean;
  /** Keeps Verify Code off while something else on the screen is missing (a new username). */
  isBlocked?: boolean;
  /** Why the server refused the code, said beside the slots (docs/decisions/026-verify-says-why.md). */
  rejection?: string | null;
  resendLabel: string;
  onResend: () => void;
  isResending: boolean;
  /** Seconds until resend is allowed again (docs/product/accounts.md). */
  resendSecondsLeft: number;
  backLabel: string;
  onBack: () => void;
}

/** The code step shared by /verify and /auth: six slots, Verify Code, resend and back. */
export function CodeForm({
  code,
  onCodeChange,
  onVerify,
  isVerifying,
  isBlocked = false,
  rejection,
  resendLabel,
  onResend,
  isResending,
  resendSecondsLeft,
  backLabel,
  onBack,
}: CodeFormProps) {
  const [showIncomplete, setShowIncomplete] = useState(false);
  const messageId = useId();
  const isComplete = code.length === CODE_LENGTH;
  const message = showIncomplete ? INVALID_CODE_MESSAGE : rejection;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isVerifying || isBlocked) return;
    if (!isComplete) return setShowIncomplete(true);
    onVerify(code);
  };

  const handleCodeChange = (next: string) => {
    setShowIncomplete(false);
    onCodeChange(next);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <CodeInput
          value={code}
          onChange={handleCodeChange}
          disabled={isVerifying}
          isInvalid={showIncomplete || Boolean(rejection)}
          describedBy={message ? messageId : undefined}
          autoFocus
        />
        {message && (
          <p id={messageId} role="alert" className="text-center text-sm font-medium text-ruby-300">
            {message}
          </p>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!isComplete || isBlocked}
        isLoading={isVerifying}
      >
        {isVerifying ? 'Verifying...' : 'Verify Code'}
      </Button>
      <p className="text-center text-sm text-fg-muted">
        Didn&apos;t get it?{' '}
        <button
          type="button"
          onClick={onResend}
          disabled={isResending || resendSecondsLeft > 0}
          className="cursor-pointer rounded font-semibold text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:text-fg-subtle disabled:no-underline"
        >
          <span className="tabular-nums">
            {resendSecondsLeft > 0 ? `${resendLabel} in ${resendSecondsLeft}s` : resendLabel}
          </span>
        </button>
      </p>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {backLabel}
      </Button>
    </form>
  );
}
