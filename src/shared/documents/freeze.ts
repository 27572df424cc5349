/**
 * Stock freeze (SM.Stock frozen): each line selects stock by the field of the header's freezeType
 * (cell, item, lot or container; the other fields narrow it further). Completing freezes the
 * whole available quantity of every matching balance of the warehouse (status 30: frozen);
 * unfreezing (30 -> 99 closed) releases exactly what the document froze. Workflows §4 refuses
 * an unfreeze of a document that is not frozen.
 */
import { invFreezeEntity } from '../entities/inv-freeze.entity.ts';
import { REMARK_FIELD } from '../entities/document-fields.ts';
import { defineDocument, DOC_STATUS, STANDARD_ACTIONS } from './document.ts';

export const FREEZE = defineDocument({
  entity: invFreezeEntity,
  docType: 'FRZ',
  docNoField: 'freezeNo',
  lineFields: {
    cellNo: { kind: 'text', format: 'code', max: 40 },
    itemNo: { kind: 'text', format: 'code', max: 40 },
    lotNo: { kind: 'text', max: 60 },
    containerNo: { kind: 'text', max: 60 },
    ...REMARK_FIELD,
  },
  editable: [DOC_STATUS.initial],
  editRefusal: 'DOC_NOT_INITIAL',
  actions: {
    ...STANDARD_ACTIONS,
    unfreeze: { from: [DOC_STATUS.completed], to: DOC_STATUS.closed, flag: 'isClose', refusal: 'DOC_NOT_FROZEN', posts: true, sort: 55 },
  },
  methodSuffix: 'invfreeze',
});
