/**
 * Starting the live demo with `npm start` (issue 30): on by default, off with WMS_DEMO_LIVE=0, and
 * never on a database without the demo marker (the demo organisation NWT carrying DEMO_REMARK, as
 * the Northwind import writes it), so a production database is never worked by demo users.
 *
 * Pace: WMS_DEMO_PACE (default 1, a positive number) divides the tick interval of 6,000 ms; at
 * pace 1 a demo user acts about every 6 s, at 20 every 300 ms. Answers the running simulator, or
 * null when it does not start (and why, in `reason`).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { bmOrg } from '../db/schema.ts';
import { DEMO_ORG, DEMO_REMARK } from '../demo/northwind.ts';
import { createSimulator, type Simulator } from './simulator.ts';

/** Interval between two ticks at pace 1, in ms. */
export const TICK_MS = 6_000;

/** Whether the database holds the demo: its organisation with the demo marker. */
export async function isDemoDatabase(db: Db): Promise<boolean> {
  return (await db.$count(bmOrg, and(eq(bmOrg.orgNo, DEMO_ORG), eq(bmOrg.remark, DEMO_REMARK)))) > 0;
}

/** The pace of WMS_DEMO_PACE: a positive number, 1 when unset; throws on anything else. */
export function demoPace(value = process.env.WMS_DEMO_PACE): number {
  if (value === undefined || value === '') return 1;
  const pace = Number(value);
  if (!Number.isFinite(pace) || pace <= 0) throw new Error(`WMS_DEMO_PACE must be a positive number, not "${value}"`);
  return pace;
}

export async function startDemoLive(app: FastifyInstance, db: Db, env = process.env): Promise<{ simulator: Simulator | null; reason: string }> {
  if (env.WMS_DEMO_LIVE === '0') return { simulator: null, reason: 'WMS_DEMO_LIVE=0' };
  if (!(await isDemoDatabase(db))) return { simulator: null, reason: 'no demo marker in the database' };
  const pace = demoPace(env.WMS_DEMO_PACE);
  const simulator = createSimulator(app, db, Date.now() % 1_000_000);
  simulator.start(TICK_MS / pace, (result, error) => {
    if (error) app.log.warn({ err: error }, 'demo-live: a step failed');
    else if (result) app.log.info({ demoLive: result.step }, result.did);
  });
  return { simulator, reason: `pace ${pace}` };
}
