/**
 * The work behind each jobClass (src/shared/jobs.ts JOB_CLASSES): the server's periodic work, which
 * ran on timers of its own before the scheduler. Each answers a count (rows pruned, deltas folded)
 * and takes its own advisory lock besides the scheduler's claim, so a direct call (tests, bench)
 * never overlaps a scheduled run.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { JobClass } from '../../shared/jobs.ts';
import { autoAcceptOverdueOrders } from '../asn/order-answer.ts';
import * as schema from '../db/schema.ts';
import { pruneEvents, pruneRequests } from '../events/prune.ts';
import { deliverAllDue } from '../messaging/deliver.ts';
import { foldStockSummary } from '../ledger/stock-summary.ts';
import { pruneSignInThrottle } from '../system/sign-in-throttle.ts';
import { syncScheduledSources } from '../integrate/sync-job.ts';
import { scheduleCycleCounts } from '../stockcheck/cycle-count.ts';

export const JOB_WORK: Record<JobClass, (pool: pg.Pool) => Promise<number>> = {
  eventsPrune: (pool) => pruneEvents(pool),
  requestsPrune: pruneRequests,
  signInThrottlePrune: pruneSignInThrottle,
  stockSummaryFold: foldStockSummary,
  // Order lines left unanswered past their deadline are accepted (workflows §4 order answer).
  orderAutoAccept: (pool) => autoAcceptOverdueOrders(drizzle(pool, { schema }), new Date()),
  // E-mail and webhook messages due for a retry, or left behind by an instance (src/server/messaging).
  messageDelivery: (pool) => deliverAllDue(drizzle(pool, { schema })),
  // Source configurations marked autoSync, from their ERP sources (System.Integrate, issue 16).
  sourceSync: syncScheduledSources,
  // Per warehouse, a blind cycle count of the zone counted longest ago (src/server/stockcheck/cycle-count.ts, issue 25).
  cycleCount: scheduleCycleCounts,
};

export function isJobClass(name: string): name is JobClass {
  return Object.hasOwn(JOB_WORK, name);
}
