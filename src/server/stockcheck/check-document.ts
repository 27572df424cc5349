/**
 * The count plan on the generic document service (src/shared/documents/stock-check.ts): its
 * tables, rules and the effects of its actions.
 *
 * - rules: the dynamic pattern needs changeDays >= 1; each scope line needs the field of the
 *   plan's checkScopeNo (a whole-warehouse plan needs no line); items and cells must exist;
 * - createCheckTask: the warehouse's count hold (cells-under-count.ts: stock-in into its cells waits
 *   or is refused), snapshot, round 1 tasks and the freeze (check-snapshot.ts), posted under CHK;
 * - end: refused while a task is still to count or counting (CHECK_TASKS_OPEN);
 * - recount: the lines with a difference get a new round of tasks (CHECK_NO_DIFFERENCE if none);
 * - createInvChange: releases the freeze, then posts the differences (check-adjustment.ts);
 * - close: releases the freeze and closes the open tasks, posting no difference.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { CHECK_DOC_TYPE, PATTERN_DYNAMIC, SCOPE_FIELD, TASK_OPEN } from '../../shared/documents/check-codes.ts';
import { STOCK_CHECK } from '../../shared/documents/stock-check.ts';
import type { FieldIssue } from '../../shared/errors.ts';
import { entityTables } from '../db/schema.ts';
import { documentLineTables } from '../inventory/documents/document-schema.ts';
import { readLines, touched } from '../inventory/documents/document-store.ts';
import { unfreezeMoves } from '../inventory/documents/freeze-moves.ts';
import type { ServerDocument } from '../inventory/documents/server-document.ts';
import { cellIssues, itemIssues } from '../inventory/documents/stock-lines.ts';
import { postMoves } from '../ledger/post-moves.ts';
import { AppError } from '../rpc/app-error.ts';
import { holdCountedCells } from './cells-under-count.ts';
import { createAdjustments } from './check-adjustment.ts';
import { chkCheckStockBody, chkTaskHead } from './check-schema.ts';
import { takeSnapshot } from './check-snapshot.ts';
import { createTasks, openTaskCount, publishTaskChange } from './count-tasks.ts';

const head = entityTables.chkCheckStock!;
const lines = documentLineTables.chkCheckStock!;

export const stockCheckDocument: ServerDocument = {
  doc: STOCK_CHECK,
  head,
  lines,
  linesOptional: (plan) => !SCOPE_FIELD[String(plan.checkScopeNo)],
  checkHead: async (_tx, plan) => {
    const dynamic = String(plan.checkPatternNo) === PATTERN_DYNAMIC;
    return dynamic && !(Number(plan.changeDays) >= 1) ? [{ field: 'changeDays', message: 'check.changeDaysRequired' }] : [];
  },
  checkLines: async (tx, plan, scope) => {
    const field = SCOPE_FIELD[String(plan.checkScopeNo)];
    const missing: FieldIssue[] = field ? scope.flatMap((line, index) => (line[field] ? [] : [{ field: `lines.${index}.${field}`, message: 'validation.required' }])) : [];
    return [...missing, ...(await itemIssues(tx, plan, scope)), ...(await cellIssues(tx, String(plan.warehouseNo), scope, 'cellNo'))];
  },
  // createCheckTask freezes in afterAction, once its snapshot exists; close and createInvChange release it here.
  moves: async (tx, plan, _scope, action) => (action === 'createCheckTask' ? [] : unfreezeMoves(tx, CHECK_DOC_TYPE, String(plan.checkNo))),
  afterAction: async (tx, plan, action, user) => {
    const checkNo = String(plan.checkNo);
    if (action === 'createCheckTask') {
      await holdCountedCells(tx, String(plan.warehouseNo));
      const freeze = await takeSnapshot(tx, plan, await readLines(tx, stockCheckDocument, plan.id), user);
      await tx.update(head).set({ round: 1 }).where(eq(head.id, plan.id));
      if (freeze.length) await postMoves(tx, { docType: CHECK_DOC_TYPE, docNo: checkNo, operator: user.userNo, lines: freeze });
    } else if (action === 'end') {
      if ((await openTaskCount(tx, plan.id)) > 0) throw new AppError('CHECK_TASKS_OPEN', { docNo: checkNo });
    } else if (action === 'recount') {
      const differing = await tx.select().from(chkCheckStockBody).where(and(eq(chkCheckStockBody.headId, plan.id), ne(chkCheckStockBody.diffQty, '0')));
      if (differing.length === 0) throw new AppError('CHECK_NO_DIFFERENCE', { docNo: checkNo });
      const round = Math.max(...differing.map((row) => row.round)) + 1;
      await tx.update(head).set({ round }).where(eq(head.id, plan.id));
      await createTasks(tx, plan, differing, round, user);
    } else if (action === 'createInvChange') {
      await createAdjustments(tx, plan, user);
    } else if (action === 'close') {
      const closed = await tx.update(chkTaskHead).set({ statusCode: '99', version: sql`${chkTaskHead.version} + 1`, ...touched(user) }).where(and(eq(chkTaskHead.headId, plan.id), inArray(chkTaskHead.statusCode, [...TASK_OPEN]))).returning();
      for (const task of closed) await publishTaskChange(tx, task, user.userNo);
    }
  },
};
