/**
 * The actions of open waves (src/shared/documents/outbound-wave.ts), each on a list
 * `[{ id, version }]` of waves within the user's stock data scope, all or nothing:
 *
 * - cancel (wave-number, isCancelInvalid): the wave is dissolved (90); its notices stay allocated.
 * - cancelTask (cancel-task, isCancelInvalid): the wave's work is undone: the allocation of each of
 *   its notices still in progress is cancelled (cancelAllocateoutnotice: reservations released,
 *   notices back to initial) and the wave is cancelled; what is already picked becomes put-back
 *   tasks of its notices (put-back.ts; docs/decisions/0480-staged-goods-after-cancel.md).
 * - ship (posting-wave, isOut): every notice of the wave still in progress is shipped with the
 *   notice's own ship posting (shipoutnotice: every refusal of a notice, e.g. OUTBOUND_NOT_PICKED,
 *   refuses the whole wave), and the wave is shipped (30).
 * Refusals: NOT_FOUND (a wave not in scope), WAVE_NOT_OPEN { waveNo }, STALE_VERSION.
 * One 'document.status' event (docType WAV) per wave. Answers the changed waves.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { WAVE_ACTIONS, waveTarget, type WaveAction } from '../../shared/documents/outbound-wave.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { publishEvent } from '../events/publish.ts';
import { runAction, type ActionTarget } from '../inventory/documents/document-actions.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { WAVE_DOC_TYPE } from './build-waves.ts';
import { noticeDocument } from './notice-document.ts';
import { outWave, outWaveNotice } from './wave-schema.ts';

const head = entityTables.outNotice!;
const NOTICE_ACTION: Partial<Record<WaveAction, string>> = { cancelTask: 'cancelAllocate', ship: 'ship' };

type Wave = typeof outWave.$inferSelect;

/** The wave's notices still in progress, as action targets. */
async function noticesInProgress(tx: Tx, waveId: number): Promise<ActionTarget[]> {
  const rows = await tx
    .select({ id: head.id, version: head.version })
    .from(head)
    .innerJoin(outWaveNotice, eq(outWaveNotice.headId, head.id))
    .where(and(eq(outWaveNotice.waveId, waveId), eq(head.statusCode, '15')))
    .orderBy(head.id);
  return rows.map((r) => ({ id: Number(r.id), version: Number(r.version) }));
}

export async function runWaveAction(tx: Tx, user: SessionUser, action: WaveAction, list: ActionTarget[]): Promise<Wave[]> {
  const ids = [...new Set(list.map((t) => t.id))];
  const waves = await tx.select().from(outWave).where(and(inArray(outWave.id, ids), stockScopeCondition(user, sql`${outWave.orgNo}`, sql`${outWave.warehouseNo}`)));
  if (waves.length < ids.length) throw new AppError('NOT_FOUND');
  for (const target of list) {
    const wave = waves.find((w) => w.id === target.id)!;
    if (!waveTarget(action, wave.statusCode)) throw new AppError(WAVE_ACTIONS[action].refusal, { waveNo: wave.waveNo });
    if (wave.version !== target.version) throw new AppError('STALE_VERSION');
  }
  const changed: Wave[] = [];
  for (const target of list) {
    const to = WAVE_ACTIONS[action].to;
    const [row] = await tx
      .update(outWave)
      .set({ statusCode: to, version: sql`${outWave.version} + 1`, updateName: user.userNo, updateDate: new Date() })
      .where(and(eq(outWave.id, target.id), eq(outWave.version, target.version), inArray(outWave.statusCode, [...WAVE_ACTIONS[action].from])))
      .returning();
    if (!row) throw new AppError('STALE_VERSION');
    const noticeAction = NOTICE_ACTION[action];
    const notices = noticeAction ? await noticesInProgress(tx, row.id) : [];
    if (noticeAction && notices.length) await runAction(tx, noticeDocument, user, noticeAction, notices);
    await publishEvent(tx, 'document.status', { orgNo: row.orgNo, warehouseNo: row.warehouseNo }, {
      docType: WAVE_DOC_TYPE, docNo: row.waveNo, fromStatus: Number(WAVE_ACTIONS[action].from[0]), toStatus: Number(to),
    });
    changed.push(row);
  }
  return changed;
}
