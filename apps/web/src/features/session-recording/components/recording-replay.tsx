import type { RecordingEvent } from '@jokerwise/contracts';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Replayer, type eventWithTime } from 'rrweb';
import 'rrweb/dist/style.css';
import { Button } from '../../../components/ui/button';

// The rrweb replayer (loaded with this chunk only when a recording is opened). rrweb-player's
// published versions need an @rrweb/replay the registry does not have, so the controls are ours.

export interface RecordingReplayProps {
  events: readonly RecordingEvent[];
}

function toRrwebEvents(events: readonly RecordingEvent[]): eventWithTime[] {
  // The server returns what rrweb emitted, parsed against the same contract.
  return events.map((event) => ({ ...event }) as unknown as eventWithTime);
}

export default function RecordingReplay({ events }: RecordingReplayProps) {
  const root = useRef<HTMLDivElement>(null);
  const replayer = useRef<Replayer | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);

  useEffect(() => {
    const target = root.current;
    if (!target || events.length < 2) return;
    const instance = new Replayer(toRrwebEvents(events), {
      root: target,
      skipInactive: true,
      mouseTail: false,
      // Replayed pages never run scripts.
      UNSAFE_replayCanvas: false,
    });
    instance.on('finish', () => setIsPlaying(false));
    replayer.current = instance;
    instance.play();
    setIsPlaying(true);
    return () => {
      instance.destroy();
      replayer.current = null;
    };
  }, [events]);

  const toggle = () => {
    const instance = replayer.current;
    if (!instance) return;
    if (isPlaying) instance.pause();
    else instance.play(instance.getCurrentTime());
    setIsPlaying(!isPlaying);
  };

  if (events.length < 2) {
    return <p className="text-sm text-fg-muted">This recording has too few events to replay.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button size="sm" variant="secondary" onClick={toggle} data-testid="replay-toggle">
          {isPlaying ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {isPlaying ? 'Pause' : 'Play'}
        </Button>
      </div>
      <div
        ref={root}
        data-testid="recording-replay"
        className="relative max-h-[70vh] overflow-auto rounded-lg border border-border bg-white"
      />
    </div>
  );
}
