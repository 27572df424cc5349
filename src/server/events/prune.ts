/**
 * Outbox retention (DESIGN.md "Events", "Scale-out"): the scheduled job EVENTS_PRUNE (hourly,
 * src/server/jobs) deletes, in one instance at a time (advisory lock), events older than the retention, default 24 h
 * (WMS_EVENT_RETENTION_HOURS, at least 24). The newest row is always kept, so the table's lowest
 * id tells a resuming client whether what it missed is gone (broker.ts answers resync).
 * The job REQUESTS_PRUNE forgets client request ids (sys_request) older than 24 h: a retry comes
 * within seconds, an offline kiosk's queue within the day.
 */
import type pg from 'pg';
import { runExclusiveJob } from '../db/lock.ts';

const RETENTION_HOURS = Math.max(24, Number(process.env.WMS_EVENT_RETENTION_HOURS ?? 24));
/** Advisory lock key of the prune job (any constant; one per scheduled job). */
const PRUNE_LOCK = 'wms:event_outbox:prune';
const REQUEST_PRUNE_LOCK = 'wms:sys_request:prune';

/** Deletes events created before now minus `retentionHours`, unless another instance is at it; answers the count. */
export function pruneEvents(pool: pg.Pool, retentionHours = RETENTION_HOURS): Promise<number> {
  return runExclusiveJob(pool, PRUNE_LOCK, async (client) => {
    const result = await client.query(
      `delete from event_outbox where created_at < now() - make_interval(hours => $1) and id < (select max(id) from event_outbox)`,
      [retentionHours],
    );
    return result.rowCount ?? 0;
  });
}

/** Deletes client request ids older than 24 h, unless another instance is at it; answers the count. */
export function pruneRequests(pool: pg.Pool): Promise<number> {
  return runExclusiveJob(pool, REQUEST_PRUNE_LOCK, async (client) => {
    const result = await client.query(`delete from sys_request where create_date < now() - interval '24 hours'`);
    return result.rowCount ?? 0;
  });
}
