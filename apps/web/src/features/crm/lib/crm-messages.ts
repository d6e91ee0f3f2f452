// docs/product/staff-console.md: the CRM toasts, word for word.
export const CRM_MESSAGES = {
  connectionOk: 'Connection Successful',
  connectionFailed: 'Connection Failed',
  error: 'Error',
  connectionNetwork: 'Failed to test connection',
  syncFailedTitle: 'Sync Failed',
  manualSyncFailedTitle: 'Manual Sync Failed',
  manualSyncFailed: 'Failed to run manual sync',
  syncAllFailed: 'Failed to sync all users',
  syncStatusFailed: (status: string) => `Failed to sync ${status} users`,
  syncUserFailed: 'Failed to sync user',
  startFailed: 'Failed to start scheduled sync',
  stopFailed: 'Failed to stop scheduled sync',
  enterUserId: 'Please enter a User ID',
} as const;
