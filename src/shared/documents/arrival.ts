/**
 * The arrival note (Inbound arrival; workflows §4 status rules, §5 validation): what arrived from
 * a supplier, received into a receiving cell of the warehouse's receiving zone.
 *
 * 0 draft (modify, delete) -submit-> 10 initial -receive-> 15 in progress (posts supplier ->
 * receiving cell, stock status 25 to put away) -last putaway (completion)-> 30 completed, which
 * is then ended: finish 30 -> 99 or endCase 30 -> 40 closed case (workflows §4: only completed
 * documents are finished or closed as a case).
 * cancelReceipt 15 -> 10 reverses the receipt (refused once any of it was put away); invalid
 * from 10 or 15 -> 90 (reverses a receipt the same way; refused for a note not created by the
 * product, workflows §4); close 15 -> 99 (only in progress may be closed manually).
 */
import { inArriveEntity } from '../entities/in-arrive.entity.ts';
import { ARRIVAL_LINE_FIELDS } from './inbound-lines.ts';
import { defineReceiptDocument } from './receipt-family.ts';

export const ARRIVAL = defineReceiptDocument({
  entity: inArriveEntity,
  docType: 'ARV',
  docNoField: 'inArriveNo',
  lineFields: ARRIVAL_LINE_FIELDS,
  start: 'receive',
  undo: 'cancelReceipt',
  finishFlag: 'isSave',
});
