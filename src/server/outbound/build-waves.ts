/**
 * IOutWaveService/build { warehouseNo, waveTemplateNo, outNoticeNos? } (wave-number, isAdd): builds
 * waves from the allocated notices (status 15, not suspended) of one warehouse, within the user's
 * data scope, that are in no open wave (only those of outNoticeNos when given: the live demo waves
 * its own notices only). The wave template (Base.Strategy wave-template, valid) groups them by its
 * rule lines (groupWave: carrier, customer, route, cut-off), per organisation; a group over the
 * template's maxOrders notices or maxLines notice lines is split into consecutive waves (a notice
 * with more lines than maxLines forms a wave alone). A notice's due time for the cut-off rule is
 * its creation (UTC); notices carry no route, so the route rule puts them all in one group.
 * Each wave gets `WAV<yyyyMMdd><0001..>`, status open, and one 'document.status' event.
 * Answers the built waves { id, waveNo, orgNo, notices, allocation } (allocation: what each
 * notice's lines got, allocation-report.ts, so a wave of short notices says so at once). Refusals: VALIDATION_FAILED
 * (waveTemplateNo: no such template), RULE_NOT_EFFECTIVE (the template is disabled), WAVE_NO_NOTICES (nothing to put into a wave).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { WaveRule, RuleLine } from '../../shared/strategies.ts';
import { parseRuleLines } from '../../shared/strategies.ts';
import { WAVE_STATUS } from '../../shared/documents/outbound-wave.ts';
import { outNoticeEntity } from '../../shared/entities/out-notice.entity.ts';
import { scopeCondition } from '../crud/scope.ts';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { publishEvent } from '../events/publish.ts';
import { nextDocNo } from '../inventory/documents/doc-number.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { groupWave, type WaveOrder } from '../strategy/group-wave.ts';
import { allocationReport } from './allocation-report.ts';
import { outWave, outWaveNotice } from './wave-schema.ts';

export const WAVE_DOC_TYPE = 'WAV';
const head = entityTables.outNotice!;
const code = z.string().trim().min(1).max(40);

export const buildWaveInput = z.object({ warehouseNo: code, waveTemplateNo: code, outNoticeNos: z.array(code).min(1).max(500).optional() });
type BuildWaveInput = z.infer<typeof buildWaveInput>;

type Candidate = WaveOrder & { id: number; orgNo: string; lineCount: number };

/** Splits notices (in order) into consecutive runs of at most `maxLines` lines; a larger notice stays alone. */
export function splitByLines<O extends { lineCount: number }>(orders: O[], maxLines?: number | null): O[][] {
  if (!maxLines || maxLines < 1) return orders.length ? [orders] : [];
  const runs: O[][] = [];
  let run: O[] = [];
  let lines = 0;
  for (const order of orders) {
    if (run.length && lines + order.lineCount > maxLines) {
      runs.push(run);
      run = [];
      lines = 0;
    }
    run.push(order);
    lines += order.lineCount;
  }
  if (run.length) runs.push(run);
  return runs;
}

async function templateOf(tx: Tx, waveTemplateNo: string): Promise<{ lines: RuleLine<WaveRule>[]; maxOrders: number | null; maxLines: number | null }> {
  const result = await tx.execute(sql`
    select rule_lines, max_orders, max_lines, status_code from bm_wave_template where wave_template_no = ${waveTemplateNo}`);
  const row = result.rows[0];
  if (row && Number(row.status_code) !== 1) throw new AppError('RULE_NOT_EFFECTIVE', { ruleNo: waveTemplateNo });
  const parsed = row ? parseRuleLines('wave', String(row.rule_lines)) : undefined;
  if (!parsed || !('lines' in parsed)) throw fieldError([{ field: 'waveTemplateNo', message: 'outbound.noWaveTemplate', params: { value: waveTemplateNo } }]);
  const limit = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { lines: parsed.lines as RuleLine<WaveRule>[], maxOrders: limit(row.max_orders), maxLines: limit(row.max_lines) };
}

export async function buildWaves(tx: Tx, user: SessionUser, input: BuildWaveInput) {
  const template = await templateOf(tx, input.waveTemplateNo);
  // One builder per warehouse at a time, so a notice never lands in two open waves.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`out_wave:${input.warehouseNo}`}))`);
  const rows = await tx
    .select({ id: head.id, orgNo: head.orgNo, orderNo: head.outNoticeNo, carrierNo: head.carrierNo, customerNo: head.customerNo, createDate: head.createDate })
    .from(head)
    .where(and(
      eq(head.warehouseNo, input.warehouseNo), eq(head.statusCode, '15'), eq(head.isSuspend, false), scopeCondition(outNoticeEntity, head, user),
      input.outNoticeNos ? inArray(head.outNoticeNo, input.outNoticeNos) : undefined,
      sql`not exists (select 1 from out_wave_notice n join out_wave w on w.id = n.wave_id where n.head_id = ${head.id} and w.status_code = ${WAVE_STATUS.open})`,
    ));
  if (rows.length === 0) throw new AppError('WAVE_NO_NOTICES', { warehouseNo: input.warehouseNo });
  const counts = await tx.execute(sql`select head_id, count(*)::int as n from out_notice_line where head_id in ${rows.map((r) => r.id)} group by head_id`);
  const lineCount = new Map(counts.rows.map((r) => [Number(r.head_id), Number(r.n)]));
  const candidates: Candidate[] = rows.map((r) => ({
    id: Number(r.id), orgNo: String(r.orgNo), orderNo: String(r.orderNo), carrierNo: r.carrierNo as string | null, customerNo: r.customerNo as string | null,
    routeNo: null, dueAt: new Date(r.createDate as Date).toISOString(), lineCount: lineCount.get(Number(r.id)) ?? 0,
  }));
  const orgs = [...new Set(candidates.map((c) => c.orgNo))].sort();
  const built = [];
  for (const orgNo of orgs) {
    for (const group of groupWave(candidates.filter((c) => c.orgNo === orgNo), template.lines, template.maxOrders)) {
      for (const notices of splitByLines(group.orders, template.maxLines)) {
        const waveNo = await nextDocNo(tx, WAVE_DOC_TYPE);
        const [wave] = await tx.insert(outWave).values({
          waveNo, orgNo, warehouseNo: input.warehouseNo, waveTemplateNo: input.waveTemplateNo, groupKey: JSON.stringify(group.key),
          statusCode: WAVE_STATUS.open, createName: user.userNo, updateName: user.userNo,
        }).returning();
        await tx.insert(outWaveNotice).values(notices.map((n) => ({ waveId: wave.id, headId: n.id, createName: user.userNo })));
        await publishEvent(tx, 'document.status', { orgNo, warehouseNo: input.warehouseNo }, { docType: WAVE_DOC_TYPE, docNo: waveNo, fromStatus: null, toStatus: Number(WAVE_STATUS.open) });
        built.push({ id: wave.id, waveNo, orgNo, notices: notices.map((n) => n.orderNo), allocation: await allocationReport(tx, notices.map((n) => n.id)) });
      }
    }
  }
  return built;
}
