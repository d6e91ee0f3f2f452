import type { ReactNode } from 'react';
import { CodeInput } from './code-input';

export interface SentCodeEntryProps {
  /** Where the code went; the address is masked in session recordings. */
  message: ReactNode;
  label: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** The confirming request: the slots lock while it runs and turn red if it failed. */
  confirming: { isPending: boolean; isError: boolean };
}

/** The step after an account code was e-mailed: where it went, then its six slots. */
export function SentCodeEntry({
  message,
  label,
  code,
  onCodeChange,
  confirming,
}: SentCodeEntryProps) {
  return (
    <>
      <p className="text-sm break-all text-fg" data-recording-mask>
        {message}
      </p>
      <CodeInput
        value={code}
        onChange={onCodeChange}
        disabled={confirming.isPending}
        isInvalid={confirming.isError}
        label={label}
        autoFocus
      />
    </>
  );
}
