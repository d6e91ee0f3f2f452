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
  /** Marks the slots red without a message (a failed verify on /verify, spec 000 §8). */
  isRejected?: boolean;
  resendLabel: string;
  onResend: () => void;
  isResending: boolean;
  /** Seconds until resend is allowed again (spec 000 §4). */
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
  isRejected,
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

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isVerifying) return;
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
          isInvalid={showIncomplete || isRejected}
          describedBy={showIncomplete ? messageId : undefined}
          autoFocus
        />
        {showIncomplete && (
          <p id={messageId} role="alert" className="text-center text-sm font-medium text-ruby-300">
            {INVALID_CODE_MESSAGE}
          </p>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!isComplete}
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
