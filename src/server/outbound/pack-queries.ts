/**
 * What the preparation page reads (Outbound preparation 120110; pack-schema.ts), within the
 * user's data scope:
 *
 * - packContents(q, headId): per item and lot of a notice, the picked quantity (picked reservations
 *   at the staging cell, 20, and after shipping 30), the packed one (in any container) and the part
 *   of it in closed containers; exact decimal strings, item unit, ordered by item and lot.
 * - listPackNotices(db, user, request) (IOutPackService/list; body `{ current, size, condition }`):
 *   notices in progress or shipped (15, 30, 40) with goods picked and not yet shipped or with
 *   containers, newest first, each with
 *   pickedQty, packedQty and containers. Condition: outNoticeNo, warehouseNo, customerNo.
 * - getPacking(db, user, id) (IOutPackService/get): the notice's header (id, version,
 *   outNoticeNo, statusCode, orgNo, warehouseNo, customerNo, addressNo, carrierNo), its contents
 *   and its containers (id, version, seq, sscc, statusCode, lines [{ itemNo, lotNo, qty }]) by
 *   seq. NOT_FOUND outside the user's scope.
 */
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { outNoticeEntity } from '../../shared/entities/out-notice.entity.ts';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { scopeCondition, stockScopeCondition } from '../crud/scope.ts';
import type { Db, Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { filters, whereOf, type Row } from '../inventory/queries/query-support.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { outPack, outPackLine } from './pack-schema.ts';

const head = entityTables.outNotice!;
const PICKED_OR_SHIPPED = ['20', '30'];
const PACKABLE_STATUSES = ['15', '30', '40'];
const exact = (value: unknown) => new Decimal(String(value ?? 0)).toFixed();

export type PackContent = { itemNo: string; lotNo: string; picked: string; packed: string; closed: string };

export async function packContents(q: Db | Tx, headId: number): Promise<PackContent[]> {
  const result = await q.execute(sql`
    with picked as (
      select item_no, lot_no, sum(qty) as qty from out_allocation where head_id = ${headId} and status_code in ${PICKED_OR_SHIPPED} group by item_no, lot_no
    ), packed as (
      select l.item_no, l.lot_no, sum(l.qty) as qty, sum(case when p.status_code = '20' then l.qty else 0 end) as closed
      from out_pack_line l join out_pack p on p.id = l.pack_id where p.head_id = ${headId} group by l.item_no, l.lot_no
    )
    select coalesce(picked.item_no, packed.item_no) as item_no, coalesce(picked.lot_no, packed.lot_no) as lot_no,
      coalesce(picked.qty, 0) as picked, coalesce(packed.qty, 0) as packed, coalesce(packed.closed, 0) as closed
    from picked full join packed on packed.item_no = picked.item_no and packed.lot_no = picked.lot_no
    order by 1, 2`);
  return result.rows.map((r) => ({ itemNo: String(r.item_no), lotNo: String(r.lot_no), picked: exact(r.picked), packed: exact(r.packed), closed: exact(r.closed) }));
}

/** The containers of a notice by seq, each with its lines. */
export async function packContainers(q: Db | Tx, headId: number) {
  const packs = await q.select().from(outPack).where(eq(outPack.headId, headId)).orderBy(asc(outPack.seq));
  const lines = packs.length === 0 ? [] : await q.select().from(outPackLine).where(inArray(outPackLine.packId, packs.map((p) => p.id))).orderBy(asc(outPackLine.itemNo), asc(outPackLine.lotNo));
  return packs.map((pack) => ({
    id: pack.id, version: pack.version, seq: pack.seq, sscc: pack.sscc, statusCode: pack.statusCode,
    lines: lines.filter((l) => l.packId === pack.id).map((l) => ({ itemNo: l.itemNo, lotNo: l.lotNo, qty: exact(l.qty) })),
  }));
}

const FILTERS = { outNoticeNo: sql`h.out_notice_no`, warehouseNo: sql`h.warehouse_no`, customerNo: sql`h.customer_no` };

export async function listPackNotices(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const where = whereOf([
    stockScopeCondition(user, sql`h.org_no`, sql`h.warehouse_no`),
    sql`h.status_code in ${PACKABLE_STATUSES}`,
    sql`(exists (select 1 from out_allocation a where a.head_id = h.id and a.status_code = '20') or exists (select 1 from out_pack p where p.head_id = h.id))`,
    ...filters(request.condition, FILTERS, {}),
  ]);
  const offset = (request.current - 1) * request.size;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select h.id, h.version, h.out_notice_no as "outNoticeNo", h.org_no as "orgNo", h.warehouse_no as "warehouseNo", h.customer_no as "customerNo",
        h.carrier_no as "carrierNo", h.status_code as "statusCode",
        (select coalesce(sum(a.qty), 0) from out_allocation a where a.head_id = h.id and a.status_code in ${PICKED_OR_SHIPPED}) as "pickedQty",
        (select coalesce(sum(l.qty), 0) from out_pack_line l join out_pack p on p.id = l.pack_id where p.head_id = h.id) as "packedQty",
        (select count(*)::int from out_pack p where p.head_id = h.id) as "containers"
      from out_notice_head h where ${where} order by h.id desc limit ${request.size} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from out_notice_head h where ${where}`),
  ]);
  const total = Number(count.rows[0].total);
  const records = rows.rows.map((r) => ({ ...r, pickedQty: exact(r.pickedQty), packedQty: exact(r.packedQty) }));
  return { records, total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}

/** The notice of `id` in the user's scope (NOT_FOUND otherwise); `lock` takes it FOR UPDATE. */
export async function scopedNotice(q: Db | Tx, user: SessionUser, id: number, lock = false): Promise<Row & { id: number; version: number }> {
  const query = q.select().from(head).where(and(eq(head.id, id), scopeCondition(outNoticeEntity, head, user)));
  const [notice] = lock ? await query.for('update') : await query;
  if (!notice) throw new AppError('NOT_FOUND');
  return notice as Row & { id: number; version: number };
}

export async function getPacking(db: Db, user: SessionUser, id: number) {
  const notice = await scopedNotice(db, user, id);
  const pick = ['id', 'version', 'outNoticeNo', 'statusCode', 'orgNo', 'warehouseNo', 'customerNo', 'addressNo', 'carrierNo', 'requestedDate'] as const;
  return {
    notice: Object.fromEntries(pick.map((field) => [field, notice[field] ?? null])),
    contents: await packContents(db, id),
    containers: await packContainers(db, id),
  };
}
