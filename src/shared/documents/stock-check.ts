/**
 * The count plan (stock-take; spec console §4 stock-check document actions, workflows §4 status
 * rules): scope lines select what is counted (a zone, cell or item per line by checkScopeNo; the
 * whole warehouse needs none). Statuses are CHECK_STATUS_CODE (check-codes.ts).
 *
 * 10 created -submit-> 12 submitted -createCheckTask-> 20 counting (book quantities snapshot into
 * count tasks, the counted stock frozen) -end-> 30 counted -createInvChange-> 40 differences
 * posted (as a stock adjustment, the freeze released); recount 30 -> 20 counts the
 * lines with a difference again; cancel 10/12 -> 90; close 15/30 -> 99 releases the freeze and
 * posts nothing. Modify and delete only in 10. Wire methods are the action names.
 */
import { chkCheckStockEntity } from '../entities/chk-check-stock.entity.ts';
import { REMARK_FIELD } from '../entities/document-fields.ts';
import { defineDocument, DOC_STATUS } from './document.ts';
import { CHECK_DOC_TYPE, SCOPE_CELLS, SCOPE_ITEMS } from './check-codes.ts';

const { initial, collected: submitted, processing: counting, completed: counted, closedCase: adjusted, invalidated: cancelled, closed } = DOC_STATUS;

export const STOCK_CHECK = defineDocument({
  entity: chkCheckStockEntity,
  docType: CHECK_DOC_TYPE,
  docNoField: 'checkNo',
  lineFields: {
    zoneNo: { kind: 'text', format: 'code', max: 32 },
    // Cells and items of a cell or item scope are picked from the warehouse's stock (docs/decisions/ "Stock-take").
    cellNo: { kind: 'text', format: 'code', max: 40, stockPicker: { by: 'cell', when: { field: 'checkScopeNo', value: SCOPE_CELLS } } },
    itemNo: { kind: 'text', format: 'code', max: 40, ref: 'item', dependsOn: 'orgNo', stockPicker: { by: 'item', when: { field: 'checkScopeNo', value: SCOPE_ITEMS } } },
    ...REMARK_FIELD,
  },
  editable: [initial],
  editRefusal: 'DOC_NOT_INITIAL',
  actions: {
    submit: { from: [initial], to: submitted, flag: 'isSubmit', refusal: 'DOC_NOT_INITIAL', posts: false, sort: 40 },
    createCheckTask: { from: [submitted], to: counting, flag: 'isCheck', refusal: 'CHECK_NOT_SUBMITTED', posts: true, sort: 45 },
    end: { from: [counting], to: counted, flag: 'isEnd', refusal: 'CHECK_NOT_COUNTING', posts: false, sort: 50 },
    recount: { from: [counted], to: counting, flag: 'isCheck', refusal: 'DOC_NOT_COMPLETED', posts: false, sort: 55 },
    createInvChange: { from: [counted], to: adjusted, flag: 'isSave', refusal: 'DOC_NOT_COMPLETED', posts: true, sort: 60 },
    close: { from: [counting, counted], to: closed, flag: 'isClose', refusal: 'CHECK_NOT_OPEN', posts: true, sort: 70 },
    cancel: { from: [initial, submitted], to: cancelled, flag: 'isCancelInvalid', refusal: 'CHECK_NOT_PLANNED', posts: false, sort: 80 },
  },
  methodSuffix: '',
});
