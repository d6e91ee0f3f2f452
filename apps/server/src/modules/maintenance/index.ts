export { deleteStaleRows, type CleanupCounts } from './cleanup.repository';
export { CLEANUP_CRON, CLEANUP_JOB, registerCleanup } from './register-cleanup';
