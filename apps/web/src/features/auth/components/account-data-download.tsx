import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { downloadAccountData } from '../api/download-account-data';
import { accountErrorMessage } from '../lib/account-errors';
import { AccountError, AccountSection } from './account-section';

/** "Download my data": one JSON file with everything the product keeps about the player. */
export function AccountDataDownload() {
  const download = useMutation({ mutationFn: downloadAccountData });
  return (
    <AccountSection
      icon={Download}
      title="Download my data"
      testId="account-download"
      description="Your profile, subscription, saved run and coach chat as one JSON file."
    >
      <AccountError
        message={accountErrorMessage(download.error, 'Your data could not be downloaded.')}
      />
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        onClick={() => download.mutate()}
        isLoading={download.isPending}
      >
        <Download aria-hidden="true" />
        Download my data
      </Button>
    </AccountSection>
  );
}
