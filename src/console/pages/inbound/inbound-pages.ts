/**
 * The Inbound pages that list documents waiting for one action of their transition table (spec
 * console §2 Inbound): cancel-receipt lists received arrival notes (in progress) with "Cancel
 * receipt". Each names its menu, the document, the action, the status it lists and its columns.
 */
import { ARRIVAL } from '../../../shared/documents/arrival.ts';
import type { DocumentDef } from '../../../shared/documents/document.ts';
import type { CheckColumn } from '../stockcheck/CheckTable.tsx';

export type ActionPageDef = { doc: DocumentDef; action: string; statusCode: string; title: string; columns: CheckColumn[] };

const ARRIVAL_COLUMNS: CheckColumn[] = [
  { field: 'inArriveNo' }, { field: 'orgNo' }, { field: 'warehouseNo' }, { field: 'statusCode', enumMid: 'DOC_STATUS' }, { field: 'supplierNo' },
  { field: 'poNo' }, { field: 'classifyType' }, { field: 'billDate' }, { field: 'updateDate', kind: 'datetime' },
];

/** The action pages by menu number. */
export const INBOUND_ACTION_PAGES: Partial<Record<string, ActionPageDef>> = {
  '110102': { doc: ARRIVAL, action: 'cancelReceipt', statusCode: '15', title: 'inbound.received', columns: ARRIVAL_COLUMNS },
};
