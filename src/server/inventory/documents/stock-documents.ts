/**
 * The five stock documents of SM (issue 5 part 3) on the generic document service: their tables,
 * their rules beyond the field declarations and the ledger lines their actions post.
 *
 * - adjustment: complete posts `adjust` per line, +qty for a gain (changeType 1), -qty for a loss;
 * - freeze: complete freezes, unfreeze releases (freeze-moves.ts); each line needs the field of
 *   the header's freezeType;
 * - release: complete posts `unallocate` (releaseType 1) or `unfreeze` (2) per line;
 * - transfer: types 1 and 2 are made by other flows and refused here; 3 stays in the warehouse,
 *   4 goes to another warehouse of the organisation; complete posts one `transfer` per line
 *   (from the line's cell to toCellNo of toWarehouseNo: deltas sum to zero); a line asking stock
 *   a count plan froze is refused naming the plan (STOCK_FROZEN_BY_COUNT, frozen-by.ts);
 * - inventory release: complete posts one `transfer` per line changing only the stock status.
 */
import { ADJUSTMENT } from '../../../shared/documents/adjustment.ts';
import { FREEZE } from '../../../shared/documents/freeze.ts';
import { INV_RELEASE } from '../../../shared/documents/invrelease.ts';
import { RELEASE } from '../../../shared/documents/release.ts';
import { CHANGE_GAIN, FREEZE_FIELD, RELEASE_ALLOCATED, SYSTEM_TRANSFER_TYPES, TRANSFER_CELL_TO_CELL } from '../../../shared/documents/stock-codes.ts';
import { TRANSFER } from '../../../shared/documents/transfer.ts';
import type { DocumentDef } from '../../../shared/documents/document.ts';
import type { FieldIssue } from '../../../shared/errors.ts';
import { entityTables } from '../../db/schema.ts';
import { documentLineTables } from './document-schema.ts';
import { refuseFrozenByCount } from '../frozen-by.ts';
import { freezeMoves, unfreezeMoves } from './freeze-moves.ts';
import type { ServerDocument } from './server-document.ts';
import { lineKey, stockLineIssues } from './stock-lines.ts';

const tables = (doc: DocumentDef) => ({ doc, head: entityTables[doc.entity.name], lines: documentLineTables[doc.entity.name]! });
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const adjustment: ServerDocument = {
  ...tables(ADJUSTMENT),
  checkLines: (tx, head, lines) => stockLineIssues(tx, head, lines, [{ warehouseNo: text(head.warehouseNo), field: 'cellNo' }]),
  moves: async (_tx, head, lines) =>
    lines.map((line) => ({ lineNo: line.lineNo, action: 'adjust', at: lineKey(head, head.warehouseNo, line), quantity: head.changeType === CHANGE_GAIN ? String(line.qty) : `-${String(line.qty)}` })),
};

const freeze: ServerDocument = {
  ...tables(FREEZE),
  checkLines: async (tx, head, lines) => {
    const field = FREEZE_FIELD[text(head.freezeType) as keyof typeof FREEZE_FIELD];
    const missing: FieldIssue[] = lines.flatMap((line, index) => (field && !line[field] ? [{ field: `lines.${index}.${field}`, message: 'validation.required' }] : []));
    return [...missing, ...(await stockLineIssues(tx, head, lines, [{ warehouseNo: text(head.warehouseNo), field: 'cellNo' }]))];
  },
  moves: (tx, head, lines, action) => (action === 'unfreeze' ? unfreezeMoves(tx, FREEZE.docType, text(head.freezeNo)) : freezeMoves(tx, head, lines)),
};

const release: ServerDocument = {
  ...tables(RELEASE),
  checkLines: (tx, head, lines) => stockLineIssues(tx, head, lines, [{ warehouseNo: text(head.warehouseNo), field: 'cellNo' }]),
  moves: async (_tx, head, lines) =>
    lines.map((line) => ({ lineNo: line.lineNo, action: head.releaseType === RELEASE_ALLOCATED ? 'unallocate' : 'unfreeze', at: lineKey(head, head.warehouseNo, line), quantity: String(line.qty) })),
};

const transfer: ServerDocument = {
  ...tables(TRANSFER),
  checkHead: async (_tx, head) => {
    const type = text(head.transferType);
    if (SYSTEM_TRANSFER_TYPES.includes(type)) return [{ field: 'transferType', message: 'stock.systemTransferType' }];
    const sameWarehouse = head.toWarehouseNo === head.warehouseNo;
    if (sameWarehouse !== (type === TRANSFER_CELL_TO_CELL)) return [{ field: 'toWarehouseNo', message: sameWarehouse ? 'stock.otherWarehouse' : 'stock.sameWarehouse' }];
    return [];
  },
  checkLines: async (tx, head, lines) => [
    ...lines.flatMap((line, index) => (head.toWarehouseNo === head.warehouseNo && line.toCellNo === line.cellNo ? [{ field: `lines.${index}.toCellNo`, message: 'stock.sameCell' }] : [])),
    ...(await stockLineIssues(tx, head, lines, [{ warehouseNo: text(head.warehouseNo), field: 'cellNo' }, { warehouseNo: text(head.toWarehouseNo), field: 'toCellNo' }])),
  ],
  moves: async (tx, head, lines) => {
    const moves = lines.map((line) => ({ lineNo: line.lineNo, action: 'transfer' as const, from: lineKey(head, head.warehouseNo, line), to: lineKey(head, text(head.toWarehouseNo), line, 'toCellNo'), quantity: String(line.qty) }));
    await refuseFrozenByCount(tx, moves);
    return moves;
  },
};

const invRelease: ServerDocument = {
  ...tables(INV_RELEASE),
  checkLines: async (tx, head, lines) => [
    ...lines.flatMap((line, index) => (line.toStockStatus === line.stockStatus ? [{ field: `lines.${index}.toStockStatus`, message: 'stock.sameStatus' }] : [])),
    ...(await stockLineIssues(tx, head, lines, [{ warehouseNo: text(head.warehouseNo), field: 'cellNo' }]))],
  moves: async (_tx, head, lines) =>
    lines.map((line) => ({ lineNo: line.lineNo, action: 'transfer', from: lineKey(head, head.warehouseNo, line), to: lineKey(head, head.warehouseNo, line, 'cellNo', text(line.toStockStatus)), quantity: String(line.qty) })),
};

/** Every stock document's server side, in the order of DOCUMENTS. */
export const STOCK_DOCUMENTS: ServerDocument[] = [adjustment, freeze, release, transfer, invRelease];
