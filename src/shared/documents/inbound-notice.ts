/**
 * The inbound notice (Inbound; workflows §4 status rules, §5 validation, §9 flow patterns): the
 * goods a warehouse expects.
 *
 * 0 draft (modify, delete) -submit-> 10 initial. Ordinary flow: createTask (task-notice) 10 -> 15
 * in progress receives the lines into a receiving cell and makes the putaway tasks;
 * cancelTask (cancel-task) 15 -> 10 voids them and reverses the receipt (refused once any task
 * line was put away); the last putaway confirmed (completion) 15 -> 30 completed, then finish
 * 30 -> 99 or endCase 30 -> 40 (workflows §4: only completed documents are finished or closed as a case).
 * Minimalist flow: post (posting-notice) 10 -> 30 receives each line straight into the cell the
 * putaway strategy proposes. invalid from 10 or 15 -> 90 (in progress: as cancelTask); close
 * 15 -> 99 (closes the open tasks).
 */
import { inNoticeEntity } from '../entities/in-notice.entity.ts';
import { INBOUND_LINE_FIELDS } from './inbound-lines.ts';
import { defineReceiptDocument } from './receipt-family.ts';

export const IN_NOTICE = defineReceiptDocument({
  entity: inNoticeEntity,
  docType: 'INN',
  docNoField: 'inNoticeNo',
  lineFields: INBOUND_LINE_FIELDS,
  start: 'createTask',
  undo: 'cancelTask',
  directPost: 'post',
  finishFlag: 'isEnd',
});
