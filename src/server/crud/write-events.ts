/**
 * Events of an entity's generic writes (add, modify, import), by entity: the rows added and the rows
 * modified (as stored, or as the import merged them), inside the writing transaction. Purchase order
 * lines: 'order.lines' for their suppliers (src/server/asn/order-line-events.ts, record 1001).
 */
import type { EntityName } from '../../shared/entity.ts';
import type { Tx } from '../db/client.ts';
import { publishOrderLines } from '../asn/order-line-events.ts';

type Row = Record<string, unknown>;
export type WriteEvent = (tx: Tx, rows: { added: Row[]; modified: Row[] }) => Promise<void>;

export const WRITE_EVENTS: Partial<Record<EntityName, WriteEvent>> = {
  srmPurchase: publishOrderLines,
};
