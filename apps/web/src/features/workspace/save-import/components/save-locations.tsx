// Where the game keeps save.jkr (packages/contracts SAVE_FILE_LOCATIONS, which the coach tells
// too). <profile> is the profile slot, 1 to 3.
import { SAVE_FILE_LOCATIONS } from '@jokerwise/contracts';

export function SaveLocations() {
  return (
    <details className="group rounded-xl border border-border bg-surface-sunken/50 px-4 py-3 text-sm">
      <summary className="cursor-pointer font-semibold text-fg">Where is save.jkr?</summary>
      <div className="mt-3 grid gap-3 text-fg-muted">
        <dl className="grid gap-2">
          {SAVE_FILE_LOCATIONS.map(({ system, path }) => (
            <div key={system} className="grid gap-0.5">
              <dt className="font-semibold text-fg">{system}</dt>
              <dd>
                <code className="block overflow-x-auto rounded-md bg-midnight-950/60 px-2 py-1 text-xs break-all whitespace-normal text-gold-200">
                  {path}
                </code>
              </dd>
            </div>
          ))}
        </dl>
        <p>
          <code>&lt;profile&gt;</code> is the profile slot you play on: 1, 2 or 3. The game writes
          save.jkr while a run is in progress and updates it as you play.
        </p>
        <p>
          Console (Switch, PlayStation, Xbox) and mobile (iOS, Android) players cannot reach the
          file, so they cannot use this import.
        </p>
      </div>
    </details>
  );
}
