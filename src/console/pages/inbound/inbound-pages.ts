/**
 * The Inbound pages that list documents waiting for one action of their transition table (spec
 * console §2 Inbound): cancel-receipt lists received arrival notes (in progress) with "Cancel
 * receipt"; task-notice the submitted notices with "Create putaway tasks"; cancel-task the notices
 * in progress with "Cancel tasks"; posting-notice the submitted notices with "Post" (minimalist
 * flow). Each names its menu, the document, the action, the status it lists and its columns.
 * INBOUND_PAGES names the other Inbound pages of their own: quality document, shelf-task and listing-list.
 */
import { ARRIVAL } from '../../../shared/documents/arrival.ts';
import type { DocumentDef } from '../../../shared/documents/document.ts';
import { IN_NOTICE } from '../../../shared/documents/inbound-notice.ts';
import type { CheckColumn } from '../stockcheck/CheckTable.tsx';

/**
 * An action page: the document, its action, the status it lists, title and columns; `shows`
 * names the views of ActionListPage's ACTION_VIEWS it adds (what the last run answered, what the
 * one selected document holds).
 */
export type ActionPageDef = {
  doc: DocumentDef; action: string; statusCode: string; title: string; columns: CheckColumn[];
  shows?: { result?: 'allocation'; detail?: 'allocation' };
};

const ARRIVAL_COLUMNS: CheckColumn[] = [
  { field: 'inArriveNo' }, { field: 'orgNo' }, { field: 'warehouseNo' }, { field: 'statusCode', enumMid: 'DOC_STATUS' }, { field: 'supplierNo' },
  { field: 'poNo' }, { field: 'classifyType' }, { field: 'billDate' }, { field: 'updateDate', kind: 'datetime' },
];

const NOTICE_COLUMNS: CheckColumn[] = [
  { field: 'inNoticeNo' }, { field: 'orgNo' }, { field: 'warehouseNo' }, { field: 'statusCode', enumMid: 'DOC_STATUS' }, { field: 'supplierNo' },
  { field: 'classifyType' }, { field: 'sourceNo' }, { field: 'billDate' }, { field: 'updateDate', kind: 'datetime' },
];

/** The action pages by menu number. */
export const INBOUND_ACTION_PAGES: Partial<Record<string, ActionPageDef>> = {
  '110102': { doc: ARRIVAL, action: 'cancelReceipt', statusCode: '15', title: 'inbound.received', columns: ARRIVAL_COLUMNS },
  '110302': { doc: IN_NOTICE, action: 'createTask', statusCode: '10', title: 'inbound.submittedNotices', columns: NOTICE_COLUMNS },
  '110303': { doc: IN_NOTICE, action: 'cancelTask', statusCode: '15', title: 'inbound.noticesInProgress', columns: NOTICE_COLUMNS },
  '110304': { doc: IN_NOTICE, action: 'post', statusCode: '10', title: 'inbound.submittedNotices', columns: NOTICE_COLUMNS },
};

export type InboundPage = 'shelfTask' | 'listing' | 'quality';
/** The Inbound pages of their own, by menu number. */
export const INBOUND_PAGES: Partial<Record<string, InboundPage>> = { '110201': 'quality', '110305': 'shelfTask', '110306': 'listing' };
