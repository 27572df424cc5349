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
import { defineDocument, DOC_STATUS } from './document.ts';
import { INBOUND_LINE_FIELDS } from './inbound-lines.ts';

const { draft, initial, inProgress, completed, closedCase, invalidated, closed } = DOC_STATUS;

export const IN_NOTICE = defineDocument({
  entity: inNoticeEntity,
  docType: 'INN',
  docNoField: 'inNoticeNo',
  lineFields: INBOUND_LINE_FIELDS,
  created: draft,
  editable: [draft],
  editRefusal: 'INBOUND_NOT_DRAFT',
  actions: {
    submit: { from: [draft], to: initial, flag: 'isSubmit', refusal: 'INBOUND_NOT_DRAFT', posts: false, sort: 40 },
    createTask: { from: [initial], to: inProgress, flag: 'isCheck', refusal: 'DOC_NOT_INITIAL', posts: true, sort: 45 },
    cancelTask: { from: [inProgress], to: initial, flag: 'isCancelInvalid', refusal: 'DOC_NOT_IN_PROGRESS', posts: true, sort: 50 },
    post: { from: [initial], to: completed, flag: 'isSave', refusal: 'DOC_NOT_INITIAL', posts: true, sort: 55 },
    finish: { from: [completed], to: closed, flag: 'isEnd', refusal: 'DOC_NOT_COMPLETED', posts: false, sort: 60 },
    endCase: { from: [completed], to: closedCase, flag: 'isEnd', refusal: 'DOC_NOT_COMPLETED', posts: false, sort: 65 },
    close: { from: [inProgress], to: closed, flag: 'isClose', refusal: 'DOC_NOT_IN_PROGRESS', posts: false, sort: 70 },
    invalid: { from: [initial, inProgress], to: invalidated, flag: 'isCancelInvalid', refusal: 'DOC_NOT_INITIAL_OR_IN_PROGRESS', posts: true, sort: 75 },
  },
  completion: { from: [inProgress], to: completed },
  methodSuffix: '',
});
