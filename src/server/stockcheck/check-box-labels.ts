/**
 * Container labels of a stock-take (spec console §5 stock-check form; docs/decisions/
 * "Stock-take"): counters put stock the count finds into new containers, so the plan page prints
 * labels of new, empty containers.
 *
 * IChkCheckStockHeadService/printCheckBoxLabels { orgNo, checkNo, boxRuleNo, templateCode,
 * boxBarcodeNum, numberCopies, printer } -> { printer, fileName, contentType, content (base64),
 * count } (the answer of IReportPrintService/print; count = boxBarcodeNum x numberCopies labels).
 *
 * Everything is checked before any write, refusals in this order: PRINT_PRINTER_REQUIRED;
 * CHECK_LABELS_NONE (no container or no copy); CHECK_LABELS_TOO_MANY (more than PRINT_MAX_ROWS
 * labels); NOT_FOUND (no plan of that number and organisation in the user's data scope);
 * CHECK_LABELS_CLOSED (plan not in CHECK_LABEL_STATUSES); RULE_UNKNOWN (no container rule
 * of that number) or RULE_NOT_EFFECTIVE (disabled); PRINT_TEMPLATE_UNKNOWN (no enabled container label template); RULE_INVALID /
 * RULE_SEQUENCE_EXHAUSTED (the rule cannot make the numbers). Then one transaction, the plan row
 * read FOR SHARE so its status cannot change meanwhile, makes boxBarcodeNum numbers with
 * generateNumber, adds them as idle containers (bm_container: the plan's organisation and
 * warehouse, the rule, boxName naming the plan) and renders each label numberCopies times; a
 * rendering failure ('checkFailed' over the websocket, PRINT_FAILED) leaves nothing written.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CHECK_LABEL_STATUSES } from '../../shared/documents/check-codes.ts';
import { chkCheckStockEntity } from '../../shared/entities/chk-check-stock.entity.ts';
import { containerEntity } from '../../shared/entities/container.entity.ts';
import { PRINT_MAX_ROWS, PRINTERS } from '../../shared/print.ts';
import { requiredTextSchema } from '../../shared/validation.ts';
import { scopeCondition } from '../crud/scope.ts';
import { addRow } from '../crud/write-rows.ts';
import type { Db, Tx } from '../db/client.ts';
import { withRetry } from '../db/retry.ts';
import { bmBoxRule, bmContainer, entityTables } from '../db/schema.ts';
import { printAnswer, renderRows, reportFailure } from '../print/print-calls.ts';
import { printTemplate } from '../print/print-source.ts';
import { AppError } from '../rpc/app-error.ts';
import type { UserContext } from '../rpc/call.ts';
import type { SessionUser } from '../rpc/session.ts';
import { generateNumber, previewNumber } from '../rules/generate-number.ts';

const head = entityTables.chkCheckStock!;
// A new container: BOX_STATUS 1 idle, BOX_LEVEL 1, BOX_OWNER 1 own.
const NEW_BOX = { boxStatus: '1', boxLevel: '1', boxOwner: '1' };

const required = requiredTextSchema();
const count = z.custom<number>((v) => Number.isInteger(v), { message: 'validation.notInteger' }).refine((v) => v >= 0, { message: 'validation.notNegative' });

/** The request of printCheckBoxLabels; both counts default to 1 like the form. */
export const boxLabelInput = z.object({
  orgNo: required,
  checkNo: required,
  boxRuleNo: required,
  templateCode: required,
  boxBarcodeNum: count.default(1),
  numberCopies: count.default(1),
  printer: z.string().max(40).default(''),
});
type BoxLabelInput = z.output<typeof boxLabelInput>;

/** The plan `checkNo` of `orgNo` in the user's data scope (NOT_FOUND otherwise), in a status of CHECK_LABEL_STATUSES; `lock` reads it FOR SHARE. */
async function planOf(db: Db | Tx, user: SessionUser, input: BoxLabelInput, lock = false): Promise<Record<string, unknown>> {
  const query = db.select().from(head).where(and(eq(head.checkNo, input.checkNo), eq(head.orgNo, input.orgNo), scopeCondition(chkCheckStockEntity, head, user)));
  const [plan] = lock ? await query.for('share') : await query;
  if (!plan) throw new AppError('NOT_FOUND');
  if (!CHECK_LABEL_STATUSES.includes(String(plan.statusCode))) throw new AppError('CHECK_LABELS_CLOSED', { docNo: input.checkNo });
  return plan;
}

/** Refusals that need no database, in the order of the module comment. */
function checkRequest(input: BoxLabelInput): void {
  if (!(PRINTERS as readonly string[]).includes(input.printer)) throw new AppError('PRINT_PRINTER_REQUIRED');
  const labels = input.boxBarcodeNum * input.numberCopies;
  if (labels === 0) throw new AppError('CHECK_LABELS_NONE');
  if (labels > PRINT_MAX_ROWS) throw new AppError('CHECK_LABELS_TOO_MANY', { count: labels, max: PRINT_MAX_ROWS });
}

/** What the rule's numbers may read: the plan's organisation, warehouse and number. */
const numberContext = (plan: Record<string, unknown>) => ({ orgNo: String(plan.orgNo), warehouseNo: String(plan.warehouseNo), checkNo: String(plan.checkNo) });

/** Makes the containers of the plan with the rule's numbers; answers them in number order. */
async function addContainers(tx: Tx, ctx: UserContext, plan: Record<string, unknown>, input: BoxLabelInput): Promise<Record<string, unknown>[]> {
  const context = numberContext(plan);
  const boxName = ctx.t('check.boxName', { checkNo: input.checkNo });
  const boxes: Record<string, unknown>[] = [];
  for (let i = 0; i < input.boxBarcodeNum; i += 1) {
    const { number } = await generateNumber(tx, input.boxRuleNo, context);
    boxes.push(await addRow(tx, containerEntity, bmContainer, ctx.user, {
      ...NEW_BOX, boxNo: number, boxName, orgNo: plan.orgNo, warehouseNo: plan.warehouseNo, boxRuleNo: input.boxRuleNo,
    }));
  }
  return boxes;
}

/** The handler of printCheckBoxLabels (see the module comment). */
export async function printCheckBoxLabels(input: BoxLabelInput, ctx: UserContext) {
  const { db } = ctx.database;
  checkRequest(input);
  const plan = await planOf(db, ctx.user, input);
  const [rule] = await db.select({ statusCode: bmBoxRule.statusCode }).from(bmBoxRule).where(eq(bmBoxRule.boxRuleNo, input.boxRuleNo));
  if (!rule) throw new AppError('RULE_UNKNOWN', { ruleNo: input.boxRuleNo });
  if (Number(rule.statusCode) !== 1) throw new AppError('RULE_NOT_EFFECTIVE', { ruleNo: input.boxRuleNo });
  const template = await printTemplate(db, containerEntity, containerEntity.menuNo, input.templateCode);
  await previewNumber(db, input.boxRuleNo, numberContext(plan));
  const rendered = await withRetry(db, async (tx) => {
    const boxes = await addContainers(tx, ctx, await planOf(tx, ctx.user, input, true), input);
    const copies = boxes.flatMap((box) => Array.from({ length: input.numberCopies }, () => box));
    return reportFailure(ctx, () => renderRows({ printer: input.printer, summary: false }, template, copies, ctx, containerEntity));
  });
  return printAnswer(ctx, input.printer, rendered);
}
