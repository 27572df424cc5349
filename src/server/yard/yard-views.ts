/** Wire shapes of yard rows (src/shared/yard.ts). */
import type { ArrivalKind, CheckInView, YardState } from '../../shared/yard.ts';
import type { yardCheckIn } from '../db/schema.ts';

export function checkInView(row: typeof yardCheckIn.$inferSelect): CheckInView {
  return {
    id: row.id,
    version: row.version,
    queueNo: row.queueNo,
    asnNo: row.asnNo,
    supplierNo: row.supplierNo,
    supplierName: row.supplierName,
    warehouseNo: row.warehouseNo,
    doorNo: row.doorNo,
    driverName: row.driverName,
    driverPhone: row.driverPhone,
    plateNo: row.plateNo,
    state: row.state as YardState,
    arrival: row.arrival as ArrivalKind,
    checkedInAt: row.createDate.toISOString(),
  };
}
