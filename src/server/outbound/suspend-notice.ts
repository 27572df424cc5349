/**
 * Suspend and release of outbound notices (workflows §4 "can be suspended and released", §6
 * buttons suspend and release suspend): isSuspend set or cleared beside the status, on notices
 * still to ship (initial or in progress), all or nothing, version checked, in the user's scope.
 *
 * Refusals: OUTBOUND_NOT_SUSPENDABLE (status not 10 or 15), OUTBOUND_SUSPENDED (suspend of a
 * suspended notice), OUTBOUND_NOT_SUSPENDED (release of a running one), STALE_VERSION, NOT_FOUND.
 * Answers the changed headers; each change is a 'document.status' event with its status unchanged.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { OUT_NOTICE, SUSPENDABLE } from '../../shared/documents/outbound-notice.ts';
import { scopeCondition } from '../crud/scope.ts';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { publishEvent } from '../events/publish.ts';
import type { ActionTarget } from '../inventory/documents/document-actions.ts';
import { touched } from '../inventory/documents/document-store.ts';
import type { DocHead } from '../inventory/documents/server-document.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';

const head = entityTables.outNotice!;

export type SuspendCommand = 'suspend' | 'release';

export async function setSuspended(tx: Tx, user: SessionUser, command: SuspendCommand, list: ActionTarget[]): Promise<DocHead[]> {
  const suspend = command === 'suspend';
  const ids = [...new Set(list.map((t) => t.id))];
  const rows = (await tx.select().from(head).where(and(inArray(head.id, ids), scopeCondition(OUT_NOTICE.entity, head, user)))) as DocHead[];
  if (rows.length < ids.length) throw new AppError('NOT_FOUND');
  const changed: DocHead[] = [];
  for (const target of list) {
    const [row] = (await tx.update(head)
      .set({ isSuspend: suspend, version: sql`${head.version} + 1`, ...touched(user) })
      .where(and(eq(head.id, target.id), eq(head.version, target.version), inArray(head.statusCode, [...SUSPENDABLE]), eq(head.isSuspend, !suspend)))
      .returning()) as DocHead[];
    if (!row) {
      const [now] = (await tx.select().from(head).where(eq(head.id, target.id))) as DocHead[];
      const docNo = String(now.outNoticeNo);
      if (!SUSPENDABLE.includes(now.statusCode as never)) throw new AppError('OUTBOUND_NOT_SUSPENDABLE', { docNo });
      if (now.isSuspend === suspend) throw new AppError(suspend ? 'OUTBOUND_SUSPENDED' : 'OUTBOUND_NOT_SUSPENDED', { docNo });
      throw new AppError('STALE_VERSION');
    }
    await publishEvent(tx, 'document.status', { orgNo: row.orgNo, warehouseNo: row.warehouseNo }, {
      docType: OUT_NOTICE.docType, docNo: String(row.outNoticeNo), fromStatus: Number(row.statusCode), toStatus: Number(row.statusCode),
    });
    changed.push(row);
  }
  return changed;
}
