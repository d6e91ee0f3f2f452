import { Video } from 'lucide-react';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { paths } from '../../../config/paths';
import { useRecordingPreference, useSetRecordingPreference } from '../api/recording-preference';

/** The Profile tab's opt-out (docs/decisions/022-session-recording-privacy.md). */
export function RecordingPreferenceSwitch() {
  const preference = useRecordingPreference();
  const save = useSetRecordingPreference();
  const optedOut = save.isPending ? save.variables.optedOut : preference.data?.optedOut;
  return (
    <div className="mt-4 flex flex-col gap-2 rounded-xl border border-border bg-surface-sunken/60 p-4">
      <div className="flex items-start gap-3">
        <Checkbox
          id="recording-opt-out"
          data-testid="recording-opt-out"
          checked={optedOut ?? false}
          disabled={!preference.isSuccess || save.isPending}
          onCheckedChange={(checked) => save.mutate({ optedOut: checked === true })}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor="recording-opt-out" className="flex items-center gap-2">
            <Video aria-hidden="true" className="size-4 text-fg-muted" />
            Do not record my sessions
          </Label>
          <p className="text-sm text-fg-muted">
            We record how pages are used, with everything you type hidden, to find where players get
            stuck. Recordings are kept 30 days; opting out deletes yours.{' '}
            <Link className="underline" to={paths.privacyPolicy.getHref()}>
              Privacy policy
            </Link>
          </p>
        </div>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-ruby-400">
          Your choice could not be saved. Please try again.
        </p>
      )}
    </div>
  );
}
