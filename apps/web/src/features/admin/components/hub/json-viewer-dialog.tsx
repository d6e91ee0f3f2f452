import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button';
import { TitledDialog } from '../../../../components/ui/titled-dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { isApiError } from '../../../../lib/api-client';
import { getAdminJson, RAW_JSON_SOURCES, type RawJsonSource } from '../../api/get-admin-json';
import { useLeaveOnAdminFailure } from '../../hooks/use-admin-failure';

function errorText(error: unknown): string {
  if (isApiError(error)) return error.bodyText || error.message;
  return `Network error: ${error instanceof Error ? error.message : String(error)}`;
}

function JsonBody({ source }: { source: RawJsonSource }) {
  const answer = useQuery({
    queryKey: [RAW_JSON_SOURCES[source].url, 'raw-json'],
    queryFn: ({ signal }) => getAdminJson(source, signal),
    staleTime: 0,
    gcTime: 0,
  });
  useLeaveOnAdminFailure(answer.error);
  if (answer.isPending) return <Spinner />;
  const text = answer.isError ? errorText(answer.error) : JSON.stringify(answer.data, null, 2);
  return (
    <>
      <pre
        data-testid="raw-json"
        className="max-h-[60dvh] overflow-auto rounded-lg border border-border bg-midnight-950/80 p-3 font-mono text-xs text-fg"
      >
        {text}
      </pre>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void answer.refetch()}
        isLoading={answer.isFetching}
      >
        Reload
      </Button>
    </>
  );
}

export interface JsonViewerDialogProps {
  source: RawJsonSource | null;
  onClose: () => void;
}

/**
 * A read-only answer as JSON, fetched with the session: what the spec opened in a new window
 * (docs/decisions/016-staff-console-bootstrap-and-audit.md).
 */
export function JsonViewerDialog({ source, onClose }: JsonViewerDialogProps) {
  return (
    <TitledDialog
      open={source !== null}
      onOpenChange={(open) => !open && onClose()}
      title={source ? RAW_JSON_SOURCES[source].title : ''}
      description={
        <>
          GET <code>{source ? RAW_JSON_SOURCES[source].url : ''}</code> · read-only
        </>
      }
      className="max-w-3xl"
    >
      {source && <JsonBody source={source} />}
    </TitledDialog>
  );
}
