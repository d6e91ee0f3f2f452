// The dialog's steps: choose a file, read it, then a preview or the reason it was refused.
import { useRef, useState } from 'react';
import { readSaveFile, type SaveFileImport } from '../lib/read-save-file';

export type SaveFileStep =
  | { readonly kind: 'choose' }
  | { readonly kind: 'reading'; readonly fileName: string }
  | { readonly kind: 'preview'; readonly fileName: string; readonly imported: SaveFileImport }
  | { readonly kind: 'error'; readonly fileName: string; readonly message: string };

export function useSaveFile() {
  const [step, setStep] = useState<SaveFileStep>({ kind: 'choose' });
  // A file chosen while another is read wins: the older answer is dropped.
  const latest = useRef(0);

  const read = async (file: File) => {
    const request = ++latest.current;
    setStep({ kind: 'reading', fileName: file.name });
    const outcome = await readSaveFile(file);
    if (request !== latest.current) return;
    setStep(
      outcome.ok
        ? { kind: 'preview', fileName: file.name, imported: outcome.value }
        : { kind: 'error', fileName: file.name, message: outcome.message },
    );
  };

  return {
    step,
    read: (file: File) => void read(file),
    reset: () => {
      latest.current += 1;
      setStep({ kind: 'choose' });
    },
  };
}
