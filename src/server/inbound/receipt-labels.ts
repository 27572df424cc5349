/**
 * Labels at receipt (issue 12: GS1-128 item labels and SSCC pallet labels printed from the
 * arrival, through the label and print engine of src/server/print):
 *
 * IInArriveService/printReceiptLabels { id, kind, templateCode, printer, pallets?, boxRuleNo? }
 * -> the answer of IReportPrintService/print { printer, fileName, contentType, content (base64),
 * count }, and the print result text over the caller's websocket ('√<key>' per label, or
 * 'checkFailed' when rendering failed).
 *
 * - kind 'item': one label per arrival line, its barcode the GS1 element string (01) the item's
 *   GTIN-14, (10) the lot and (17) the expiry date (YYMMDD; GS1 pairs a count (37) only with
 *   (02), so the quantity is printed as text from the label's fields), kept in bracketed form as an item label (bm_label, BAR_TYPE 1, LABEL_STATUS 2 printed;
 *   a label with that barcode already issued is printed again, not duplicated); the template is a
 *   label template (LABEL_KIND 1), GS1-128 for scanners to read the elements back;
 * - kind 'pallet': `pallets` (1-50) new containers numbered by the container rule `boxRuleNo` (an
 *   SSCC rule such as the demo's BOX-SSCC), named after the arrival, in its warehouse, printed
 *   with a container label template (LABEL_KIND 2).
 *
 * Refusals, before anything is written: PRINT_PRINTER_REQUIRED; NOT_FOUND (no arrival in the
 * user's data scope); RECEIPT_LABELS_NOT_RECEIVED (the note was never received: only in
 * progress, completed and closed-case notes have stock); PRINT_TEMPLATE_UNKNOWN;
 * RECEIPT_LABEL_NO_GTIN (an item without GTIN); PRINT_NOT_GS1 (a lot or date GS1 cannot carry);
 * RULE_UNKNOWN / RULE_INVALID for the pallet rule. Labels and containers are written in the
 * printing transaction, so a failed rendering leaves nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ARRIVAL } from '../../shared/documents/arrival.ts';
import { containerEntity } from '../../shared/entities/container.entity.ts';
import { labelEntity } from '../../shared/entities/label.entity.ts';
import { Gs1Error, humanReadable, toGtin14, type Gs1Element } from '../../shared/gs1.ts';
import { PRINTERS } from '../../shared/print.ts';
import { idSchema, integerSchema, requiredTextSchema } from '../../shared/validation.ts';
import { scopeCondition } from '../crud/scope.ts';
import { addRow } from '../crud/write-rows.ts';
import type { Tx } from '../db/client.ts';
import { withRetry } from '../db/retry.ts';
import { bmContainer, bmLabel, entityTables } from '../db/schema.ts';
import { readLines } from '../inventory/documents/document-store.ts';
import type { DocLine } from '../inventory/documents/server-document.ts';
import { printAnswer, renderRows, reportFailure } from '../print/print-calls.ts';
import { printTemplate } from '../print/print-source.ts';
import { AppError } from '../rpc/app-error.ts';
import type { UserContext } from '../rpc/call.ts';
import { generateNumber, previewNumber } from '../rules/generate-number.ts';
import { arrivalDocument } from './arrival-document.ts';
import { text } from './inbound-rules.ts';

const head = entityTables.inArrive!;
const RECEIVED = ['15', '30', '40'];

export const receiptLabelInput = z.object({
  id: idSchema,
  kind: z.enum(['item', 'pallet']),
  templateCode: requiredTextSchema(),
  printer: z.string().max(40).default(''),
  pallets: integerSchema(1, 50).default(1),
  boxRuleNo: z.string().trim().max(40).default(''),
});
type ReceiptLabelInput = z.output<typeof receiptLabelInput>;

const gs1Date = (date: unknown) => text(date).slice(2, 10).replaceAll('-', '');

/** The GS1 elements of one received line; RECEIPT_LABEL_NO_GTIN without a GTIN, PRINT_NOT_GS1 for a value GS1 cannot carry. */
function lineElements(line: DocLine, gtin: string | undefined): Gs1Element[] {
  if (!gtin) throw new AppError('RECEIPT_LABEL_NO_GTIN', { itemNo: text(line.itemNo) });
  const elements = [
    { ai: '01', value: toGtin14(gtin) },
    ...(text(line.lotNo) ? [{ ai: '10', value: text(line.lotNo) }] : []),
    ...(text(line.expiryDate) ? [{ ai: '17', value: gs1Date(line.expiryDate) }] : []),
  ];
  try {
    humanReadable(elements);
  } catch (error) {
    if (error instanceof Gs1Error) throw new AppError('PRINT_NOT_GS1', { value: `${text(line.itemNo)} ${text(line.lotNo)}` });
    throw error;
  }
  return elements;
}

/** The item labels of the lines, written once per barcode; answers one row per line, in line order. */
async function itemLabels(tx: Tx, ctx: UserContext, arrival: Record<string, unknown>, lines: DocLine[], gtins: Map<string, string>): Promise<Record<string, unknown>[]> {
  const barcodes = lines.map((line) => humanReadable(lineElements(line, gtins.get(text(line.itemNo)))));
  await tx.insert(bmLabel).values(lines.map((line, i) => ({
    barcode: barcodes[i], barType: '1', orgNo: text(arrival.orgNo), itemNo: text(line.itemNo), lotNo: text(line.lotNo) || null, qty: text(line.qty),
    labelStatus: '2', productionDate: line.productionDate ?? null, expiryDate: line.expiryDate ?? null, supplierNo: text(arrival.supplierNo) || null,
    createName: ctx.user.userNo, updateName: ctx.user.userNo,
  }))).onConflictDoNothing();
  const rows = await tx.select().from(bmLabel).where(and(eq(bmLabel.orgNo, text(arrival.orgNo)), inArray(bmLabel.barcode, [...new Set(barcodes)])));
  const byBarcode = new Map(rows.map((row) => [String(row.barcode), row as Record<string, unknown>]));
  return barcodes.map((barcode) => byBarcode.get(barcode)!);
}

/** `pallets` new containers of the arrival numbered by the rule. */
async function palletContainers(tx: Tx, ctx: UserContext, arrival: Record<string, unknown>, input: ReceiptLabelInput): Promise<Record<string, unknown>[]> {
  const boxes: Record<string, unknown>[] = [];
  for (let i = 0; i < input.pallets; i += 1) {
    const { number } = await generateNumber(tx, input.boxRuleNo, { orgNo: text(arrival.orgNo), warehouseNo: text(arrival.warehouseNo) });
    boxes.push(await addRow(tx, containerEntity, bmContainer, ctx.user, {
      boxNo: number, boxName: ctx.t('quality.palletOf', { docNo: text(arrival.inArriveNo) }), orgNo: arrival.orgNo, warehouseNo: arrival.warehouseNo,
      boxRuleNo: input.boxRuleNo, boxStatus: '1', boxLevel: '1', boxOwner: '1',
    }));
  }
  return boxes;
}

/** The handler of printReceiptLabels (see the module comment). */
export async function printReceiptLabels(input: ReceiptLabelInput, ctx: UserContext) {
  const { db } = ctx.database;
  if (!(PRINTERS as readonly string[]).includes(input.printer)) throw new AppError('PRINT_PRINTER_REQUIRED');
  const [arrival] = await db.select().from(head).where(and(eq(head.id, input.id), scopeCondition(ARRIVAL.entity, head, ctx.user)));
  if (!arrival) throw new AppError('NOT_FOUND');
  if (!RECEIVED.includes(text(arrival.statusCode))) throw new AppError('RECEIPT_LABELS_NOT_RECEIVED', { docNo: text(arrival.inArriveNo) });
  const source = input.kind === 'item' ? labelEntity : containerEntity;
  const template = await printTemplate(db, source, source.menuNo, input.templateCode);
  const rendered = await withRetry(db, async (tx) => {
    let rows: Record<string, unknown>[];
    if (input.kind === 'item') {
      const lines = await readLines(tx, arrivalDocument, Number(arrival.id));
      const items = await tx.execute(sql`select item_no, gtin from bm_item where org_no = ${text(arrival.orgNo)} and item_no in ${[...new Set(lines.map((l) => text(l.itemNo)))]}`);
      rows = await itemLabels(tx, ctx, arrival, lines, new Map(items.rows.filter((r) => r.gtin).map((r) => [text(r.item_no), text(r.gtin)])));
    } else {
      await previewNumber(tx, input.boxRuleNo, { orgNo: text(arrival.orgNo) });
      rows = await palletContainers(tx, ctx, arrival, input);
    }
    return reportFailure(ctx, () => renderRows({ printer: input.printer, summary: false }, template, rows, ctx, source));
  });
  return printAnswer(ctx, input.printer, rendered);
}
