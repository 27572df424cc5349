/**
 * Helpers of the yard tests: dock doors of a warehouse made through their entity calls (any
 * demo doors removed first), ASNs arranged as approved (submitted) arrival notes, the ASN source
 * of the yard until the portal's ASN exists (src/server/yard/asn-source.ts), and the yard events.
 */
import { sql } from 'drizzle-orm';
import type { Session } from '../inventory/inventory-support.ts';

let serial = 0;

/** Replaces the doors of `warehouseNo` with `count` open inbound doors D01.. of `capacity` trucks per hour. */
export async function doors(s: Session, warehouseNo: string, count: number, capacity = 2): Promise<string[]> {
  await s.database.db.execute(sql`delete from yard_dock_door where warehouse_no = ${warehouseNo}`);
  const numbers = Array.from({ length: count }, (_, i) => `D${String(i + 1).padStart(2, '0')}`);
  for (const doorNo of numbers) {
    const added = await s.as('IYardDockDoorService/adddockdoor', { doorNo, doorName: `Door ${doorNo}`, orgNo: 'NWT', warehouseNo, doorType: 'inbound', capacityPerHour: capacity, doorStatus: 'open' });
    if (added.code !== 0) throw new Error(`door ${doorNo}: ${added.errorMessage}`);
  }
  return numbers;
}

/** An ASN with `lines` lines for warehouse `warehouseNo` from supplier S001: status 10 approved, 0 not yet; line i on pallet `pallets[i]` when given. */
export async function asn(s: Session, warehouseNo = 'WH-SEA', statusCode = '10', lines = 2, pallets: string[] = []): Promise<string> {
  serial += 1;
  const asnNo = `ASN-T${process.pid}-${serial}`;
  const [head] = (await s.database.db.execute(sql`insert into in_arrive_head (in_arrive_no, org_no, warehouse_no, status_code, supplier_no, incoming_tag, receipt_round)
    values (${asnNo}, 'NWT', ${warehouseNo}, ${statusCode}, 'S001', 'WMS', 0) returning id`)).rows;
  for (let lineNo = 1; lineNo <= lines; lineNo++) {
    await s.database.db.execute(sql`insert into in_arrive_line (head_id, line_no, item_no, qty, container_no) values (${head.id}, ${lineNo}, 'P004', 1, ${pallets[lineNo - 1] ?? null})`);
  }
  return asnNo;
}

/** The `yard.changed` events of an ASN, in order: [fromState, state, doorNo]. */
export async function yardEvents(s: Session, asnNo: string): Promise<[string | null, string, string][]> {
  const { rows } = await s.database.db.execute(sql`select payload from event_outbox where type = 'yard.changed' and payload->>'asnNo' = ${asnNo} order by id`);
  return rows.map((r: any) => [r.payload.fromState, r.payload.state, r.payload.doorNo]);
}

/** The next whole UTC hour from now plus `hours`, ISO. */
export function hourFromNow(hours: number): string {
  const d = new Date();
  d.setUTCMinutes(0, 0, 0);
  d.setUTCHours(d.getUTCHours() + hours);
  return d.toISOString();
}
