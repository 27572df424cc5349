/**
 * Gate release of shipped notices (Outbound release 120112; the goods leave the warehouse):
 *
 * - IOutReleaseService/list (isSearch; body `{ current, size, condition }`): the shipped notices
 *   (30 completed, 40 closed case) within the user's data scope, newest first, with their release
 *   if any. Condition: outNoticeNo, warehouseNo, customerNo, carrierNo, released ('1' released,
 *   '0' still at the gate). Records: id, version, outNoticeNo, orgNo, warehouseNo, customerNo,
 *   carrierNo, statusCode, plateNo, driverName, sealNo, releaseName, releaseDate.
 * - IOutReleaseService/release { list: [{ id, version }], plateNo, driverName?, sealNo? } (isCheck):
 *   records the loading details for each notice, all or nothing. Refusals, before any write:
 *   NOT_FOUND (a notice not in scope), RELEASE_NOT_SHIPPED { docNo } (not shipped yet),
 *   RELEASE_DONE { docNo } (already released), STALE_VERSION. One 'task.changed' event (taskType
 *   release, the notice's number, status 30) per notice. Answers the release rows.
 * - IOutReleaseService/releasewave { list: [{ id, version }] of waves, plateNo, driverName?, sealNo? }
 *   (task-release 120113, isCheck): releases the shipped notices of shipped waves (30) not yet
 *   released, as release does. Refusals: NOT_FOUND, RELEASE_WAVE_NOT_SHIPPED { waveNo },
 *   STALE_VERSION, RELEASE_DONE { docNo: the wave's number } when none of its notices is left.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { outNoticeEntity } from '../../shared/entities/out-notice.entity.ts';
import { idSchema, versionSchema } from '../../shared/validation.ts';
import { scopeCondition, stockScopeCondition } from '../crud/scope.ts';
import type { Db, Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { publishEvent } from '../events/publish.ts';
import { filters, whereOf, type Row } from '../inventory/queries/query-support.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { outRelease } from './release-schema.ts';
import { outWave } from './wave-schema.ts';

const head = entityTables.outNotice!;
const SHIPPED = ['30', '40'];
const optionalText = (max: number) => z.string().trim().max(max).optional().transform((v) => v || null);

export const releaseInput = z.object({
  list: z.array(z.object({ id: idSchema, version: versionSchema })).min(1).max(500),
  plateNo: z.string().trim().min(1).max(20),
  driverName: optionalText(60),
  sealNo: optionalText(40),
});
type ReleaseInput = z.infer<typeof releaseInput>;

export async function releaseWaves(tx: Tx, user: SessionUser, input: ReleaseInput) {
  const ids = [...new Set(input.list.map((t) => t.id))];
  const waves = await tx.select().from(outWave).where(and(inArray(outWave.id, ids), stockScopeCondition(user, sql`${outWave.orgNo}`, sql`${outWave.warehouseNo}`)));
  if (waves.length < ids.length) throw new AppError('NOT_FOUND');
  const notices = [];
  for (const target of input.list) {
    const wave = waves.find((w) => w.id === target.id)!;
    if (wave.statusCode !== '30') throw new AppError('RELEASE_WAVE_NOT_SHIPPED', { waveNo: wave.waveNo });
    if (wave.version !== target.version) throw new AppError('STALE_VERSION');
    const result = await tx.execute(sql`
      select h.id, h.version from out_wave_notice n join out_notice_head h on h.id = n.head_id
      where n.wave_id = ${wave.id} and h.status_code in ${SHIPPED} and not exists (select 1 from out_release r where r.head_id = h.id) order by h.id`);
    if (result.rows.length === 0) throw new AppError('RELEASE_DONE', { docNo: wave.waveNo });
    notices.push(...result.rows.map((r) => ({ id: Number(r.id), version: Number(r.version) })));
  }
  return releaseNotices(tx, user, { ...input, list: notices });
}

export async function releaseNotices(tx: Tx, user: SessionUser, input: ReleaseInput) {
  const ids = [...new Set(input.list.map((t) => t.id))];
  const notices = await tx.select().from(head).where(and(inArray(head.id, ids), scopeCondition(outNoticeEntity, head, user)));
  if (notices.length < ids.length) throw new AppError('NOT_FOUND');
  const done = await tx.select({ headId: outRelease.headId }).from(outRelease).where(inArray(outRelease.headId, ids));
  for (const target of input.list) {
    const notice = notices.find((n) => n.id === target.id)!;
    const docNo = String(notice.outNoticeNo);
    if (!SHIPPED.includes(String(notice.statusCode))) throw new AppError('RELEASE_NOT_SHIPPED', { docNo });
    if (done.some((d) => d.headId === notice.id)) throw new AppError('RELEASE_DONE', { docNo });
    if (notice.version !== target.version) throw new AppError('STALE_VERSION');
  }
  const rows = await tx.insert(outRelease).values(ids.map((id) => {
    const notice = notices.find((n) => n.id === id)!;
    return {
      headId: id, orgNo: String(notice.orgNo), warehouseNo: String(notice.warehouseNo), outNoticeNo: String(notice.outNoticeNo),
      plateNo: input.plateNo, driverName: input.driverName, sealNo: input.sealNo, createName: user.userNo, updateName: user.userNo,
    };
  })).onConflictDoNothing().returning();
  // A parallel release of the same notice won the unique key: refuse rather than answer half.
  if (rows.length < ids.length) throw new AppError('RELEASE_DONE', { docNo: String(notices.find((n) => !rows.some((r) => r.headId === n.id))!.outNoticeNo) });
  for (const row of rows) {
    await publishEvent(tx, 'task.changed', { orgNo: row.orgNo, warehouseNo: row.warehouseNo }, { taskType: 'release', taskNo: row.outNoticeNo, status: 30, operator: user.userNo });
  }
  return rows;
}

const FILTERS = { outNoticeNo: sql`h.out_notice_no`, warehouseNo: sql`h.warehouse_no`, customerNo: sql`h.customer_no`, carrierNo: sql`h.carrier_no` };

export async function listReleases(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const released = request.condition.released;
  const where = whereOf([
    stockScopeCondition(user, sql`h.org_no`, sql`h.warehouse_no`),
    sql`h.status_code in ${SHIPPED}`,
    released === '1' ? sql`r.id is not null` : released === '0' ? sql`r.id is null` : undefined,
    ...filters(request.condition, FILTERS, {}),
  ]);
  const from = sql`out_notice_head h left join out_release r on r.head_id = h.id`;
  const offset = (request.current - 1) * request.size;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select h.id, h.version, h.out_notice_no as "outNoticeNo", h.org_no as "orgNo", h.warehouse_no as "warehouseNo", h.customer_no as "customerNo",
        h.carrier_no as "carrierNo", h.status_code as "statusCode", r.plate_no as "plateNo", r.driver_name as "driverName", r.seal_no as "sealNo",
        r.create_name as "releaseName", r.create_date as "releaseDate"
      from ${from} where ${where} order by h.id desc limit ${request.size} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from ${from} where ${where}`),
  ]);
  const total = Number(count.rows[0].total);
  return { records: rows.rows, total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}
