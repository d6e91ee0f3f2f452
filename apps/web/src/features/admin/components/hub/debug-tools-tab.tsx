import { ExternalLink, FileJson, HeartPulse, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import type { RawJsonSource } from '../../api/get-admin-json';
import { JsonViewerDialog } from './json-viewer-dialog';

/** Debug Tools (docs/product/staff-console.md): health check, raw subscription audit, e-mail diagnostic. */
export function DebugToolsTab() {
  const [source, setSource] = useState<RawJsonSource | null>(null);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Button variant="secondary" onClick={() => setSource('health')}>
        <HeartPulse aria-hidden="true" />
        Health check
      </Button>
      <Button variant="secondary" onClick={() => setSource('subscriptionAudit')}>
        <FileJson aria-hidden="true" />
        Raw subscription audit
      </Button>
      <Button asChild variant="secondary">
        <a href={paths.tools.emailDiagnostic.getHref()} target="_blank" rel="noopener noreferrer">
          <MailCheck aria-hidden="true" />
          E-mail diagnostic
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
      <JsonViewerDialog source={source} onClose={() => setSource(null)} />
    </div>
  );
}
