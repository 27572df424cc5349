/**
 * Gate releases of shipped outbound notices (Outbound release; docs/decisions/ "Outbound"):
 * out_release holds one row per released notice (headId unique, so a notice leaves once) with the
 * loading details the gate records: the vehicle's plate, the driver and the seal number.
 */
import { bigint, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';

export const outRelease = pgTable('out_release', {
  ...auditColumns(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  outNoticeNo: text('out_notice_no').notNull(),
  plateNo: text('plate_no').notNull(),
  driverName: text('driver_name'),
  sealNo: text('seal_no'),
}, (t) => [unique('out_release_head').on(t.headId)]);
