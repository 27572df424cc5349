/**
 * IOutWaveService/list (wave-number, task-wave, cancel-task, posting-wave; body `{ current, size,
 * condition }`, answer `{ records, total, pages, current, size }`) within the user's stock data
 * scope, newest first. Condition: waveNo, orgNo, warehouseNo, statusCode (10 open, 30 shipped,
 * 90 cancelled), waveTemplateNo. Each record: id, version, waveNo, orgNo, warehouseNo,
 * waveTemplateNo, groupKey (JSON text of the key values), statusCode, notices (count), picks
 * (reservations still to pick), createDate.
 */
import { sql } from 'drizzle-orm';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { filters, whereOf, type Row } from '../inventory/queries/query-support.ts';
import type { SessionUser } from '../rpc/session.ts';
import { RESERVED } from './allocation-rows.ts';

const FILTERS = { waveNo: sql`w.wave_no`, orgNo: sql`w.org_no`, warehouseNo: sql`w.warehouse_no`, statusCode: sql`w.status_code`, waveTemplateNo: sql`w.wave_template_no` };

export async function listWaves(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const where = whereOf([stockScopeCondition(user, sql`w.org_no`, sql`w.warehouse_no`), ...filters(request.condition, FILTERS, {})]);
  const offset = (request.current - 1) * request.size;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select w.id, w.version, w.wave_no as "waveNo", w.org_no as "orgNo", w.warehouse_no as "warehouseNo", w.wave_template_no as "waveTemplateNo",
        w.group_key as "groupKey", w.status_code as "statusCode", w.create_date as "createDate",
        (select count(*)::int from out_wave_notice n where n.wave_id = w.id) as notices,
        (select count(*)::int from out_wave_notice n join out_allocation a on a.head_id = n.head_id join out_notice_head h on h.id = n.head_id
          where n.wave_id = w.id and a.status_code = ${RESERVED} and h.status_code = '15') as picks
      from out_wave w where ${where} order by w.id desc limit ${request.size} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from out_wave w where ${where}`),
  ]);
  const total = Number(count.rows[0].total);
  return { records: rows.rows, total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}
