/**
 * What a step of the live demo works with: the database to find its work (what the actor's list
 * page would show it), and `as(actor, path, body)` to do it through the product's calls. A step
 * answers what it did in a few words ("answered 3 order lines of S004"), or null when it found no
 * work. Every quantity is in the item's unit, every date ISO 8601.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Actors, StaffRole } from './actors.ts';
import type { Answer, Caller } from './client.ts';

export const DEMO_WAREHOUSE = 'WH-SEA';

export type StepContext = {
  db: Db;
  /** Calls as a staff role or as the supplier user of `{ supplierNo }`. */
  as: <T = any>(actor: StaffRole | { supplierNo: string }, path: string, body: unknown) => Promise<Answer<T>>;
  /** A number in [0, 1) from the simulator's seeded sequence (short and damaged pallets, quantities). */
  random: () => number;
  /** Today as YYYY-MM-DD (UTC). */
  today: () => string;
};

export type Step = (ctx: StepContext) => Promise<string | null>;

export function stepContext(db: Db, actors: Actors, caller: Caller, random: () => number): StepContext {
  return {
    db,
    random,
    today: () => new Date().toISOString().slice(0, 10),
    as: async (actor, path, body) => {
      const token = typeof actor === 'string' ? await actors.staff(actor) : await actors.supplier(actor.supplierNo);
      return caller.call(token, path, body);
    },
  };
}

/** The rows of a query, as plain records. */
export async function rows(db: Db, query: SQL): Promise<Record<string, any>[]> {
  return (await db.execute(query)).rows as Record<string, any>[];
}

/** `{ id, version }` of each row, as the versioned list calls take them. */
export const refs = (list: Record<string, any>[]) => list.map((r) => ({ id: Number(r.id), version: Number(r.version) }));

export const inWarehouse = sql`warehouse_no = ${DEMO_WAREHOUSE}`;

/**
 * Whether the ASN of alias `h` (srm_asn_head) was made by a demo supplier user: the demo approves,
 * books, checks in and receives only its own ASNs, so the ASN of a person trying the demo waits for
 * that person (the walk of issue 24 saw its ASN checked in and received by the demo first).
 */
export const demoAsn = sql`h.create_name like 'demo.%'`;

/**
 * Whether a purchase order line (srm_purchase_line, unaliased) is the demo's own: the seeded orders
 * `PO-S001`... (purchase-demo.ts) and the demo buyer's `PO-D000001`... (reorder). The demo's
 * suppliers answer and ship only these: the walk of issue 23 saw a person's order line, given back
 * by a refused ASN, shipped and received by the demo within 30 s.
 */
export const demoPurchase = sql`(purchase_no like 'PO-D%' or purchase_no ~ '^PO-S[0-9]{3}$')`;

/**
 * Whether the document of `alias` (any table with create_name: in_qc_head, in_putaway_task,
 * out_wave, out_replenish) was created by a demo user (`demo.receiver`, ...): the demo inspects,
 * puts away, picks, ships and replenishes only what it made itself, so a person's open inspection
 * or putaway waits for that person (the walk of issue 24 saw a pallet a person received as damaged
 * inspected, put away and later shipped by the demo).
 */
export const demoMade = (alias: string) => sql.raw(`${alias}.create_name like 'demo.%'`);

/**
 * Whether an outbound notice (out_notice_head alias `h`) is one of the demo's orders: Northwind's,
 * loaded with the demo database in one transaction (outbound-demo.ts, as the administrator), so
 * they share the earliest creation time of Seattle's notices, and their replays, which the demo's
 * shift manager adds when they run low (order-replay.ts); a notice a person adds later is neither
 * released, allocated nor waved by the demo.
 */
export const demoNotice = sql`(h.create_date = (select min(n.create_date) from out_notice_head n where n.warehouse_no = ${DEMO_WAREHOUSE}) or h.create_name = 'demo.manager')`;
