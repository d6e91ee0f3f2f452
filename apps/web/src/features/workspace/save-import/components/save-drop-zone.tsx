import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../utils/cn';

export interface SaveDropZoneProps {
  onFile: (file: File) => void;
  isBusy: boolean;
}

/** Drop save.jkr here, or choose it; the file is read in the browser. */
export function SaveDropZone({ onFile, isBusy }: SaveDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const hintId = useId();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      data-testid="save-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        isOver ? 'border-gold-400 bg-gold-400/10' : 'border-border-strong bg-surface-sunken/40',
      )}
    >
      <FileUp aria-hidden="true" className="size-8 text-gold-300" />
      <p id={hintId} className="text-sm text-fg-muted">
        Drop <span className="font-semibold text-fg">save.jkr</span> here, or choose it. It is read
        on this device and sent nowhere.
      </p>
      <Button
        variant="secondary"
        isLoading={isBusy}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        Choose save file
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".jkr"
        aria-label="Save file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
