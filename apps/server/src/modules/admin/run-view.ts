import {
  reconciliationSummaryEntrySchema,
  RECONCILIATION_SUMMARY_MAX,
  type ReconciliationRun,
  type ReconciliationSummaryEntry,
} from '@jokerwise/contracts';
import { z } from 'zod';
import type { ReconciliationRunRow } from './reconciliation.repository';

const storedSummary = z.array(reconciliationSummaryEntrySchema).catch([]);

/** The stored summary, parsed once (it is our own JSON, but parse at the edge anyway). */
export function summaryOf(
  row: Pick<ReconciliationRunRow, 'summary'>,
): ReconciliationSummaryEntry[] {
  return storedSummary.parse(row.summary).slice(0, RECONCILIATION_SUMMARY_MAX);
}

/** A run as the console reads it: the spec's reconciliation result plus its progress. */
export function toRunView(row: ReconciliationRunRow): ReconciliationRun {
  return {
    runId: row.id,
    status: row.status,
    success: row.status !== 'failed',
    totalUsers: Math.max(row.totalUsers, row.processed),
    processed: row.processed,
    updated: row.updated,
    errors: row.errors,
    summary: summaryOf(row),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    message: row.message,
  };
}
