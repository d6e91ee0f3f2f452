import type { CalculatorScenario } from '@jokerwise/game';
import { Download, Link2, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { paths } from '../../../../config/paths';
import { saveFile } from '../../../../lib/save-file';
import {
  SCENARIO_FILE_NAME,
  getShareUrl,
  parseScenarioJson,
  toScenarioJson,
} from '../lib/scenario-codec';
import type { ScenarioImport } from '../hooks/use-scenario-import';

interface ScenarioActionsProps {
  /** The scenario to share, or null while the hand is empty. */
  scenario: CalculatorScenario | null;
  importer: ScenarioImport;
}

function downloadScenario(scenario: CalculatorScenario) {
  saveFile(new Blob([toScenarioJson(scenario)], { type: 'application/json' }), SCENARIO_FILE_NAME);
}

/** Share link, save and load the scenario as a JSON file (calculator-scenario.md). */
export function ScenarioActions({ scenario, importer }: ScenarioActionsProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);

  const share = async () => {
    if (!scenario) return;
    // Links always open the workspace, wherever the tab is shown.
    const url = getShareUrl(scenario, new URL(paths.aiApp.getHref(), window.location.origin).href);
    setShareUrl(url);
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Anyone with the link can open this hand.' });
    } catch {
      // No clipboard (permissions, http): the link stays shown below to copy by hand.
    }
  };

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) importer.importFromFile(parseScenarioJson(await file.text()));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={!scenario} onClick={() => void share()}>
          <Link2 aria-hidden="true" />
          Share link
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!scenario}
          onClick={() => scenario && downloadScenario(scenario)}
        >
          <Download aria-hidden="true" />
          Save JSON
        </Button>
        <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" />
          Load JSON
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Scenario file"
          onChange={(event) => void load(event)}
        />
      </div>
      {shareUrl && (
        <input
          readOnly
          value={shareUrl}
          aria-label="Share link"
          onFocus={(event) => event.currentTarget.select()}
          className="h-9 w-full min-w-0 rounded-lg border border-border bg-surface-sunken/80 px-3 text-xs text-fg-muted"
        />
      )}
      {importer.error && (
        <p
          role="alert"
          className="rounded-lg border border-ruby-500/50 bg-ruby-500/12 px-3 py-2 text-sm text-ruby-300"
        >
          {importer.error}
        </p>
      )}
    </div>
  );
}
