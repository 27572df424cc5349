/**
 * Feedback (spec console §2 System application feedbacks; menu 160205): a user's question or
 * report about the product, answered and closed by an administrator. The spec gives no fields;
 * ours (docs/decisions/0219-system-application.md): feedbackNo (unique code), feedbackType
 * FEEDBACK_TYPE 1 question, 2 fault, 3 suggestion, subject, content, and the server-owned
 * feedbackState FEEDBACK_STATE 0 open, 1 answered, 2 closed with replyContent, replyName, replyDate.
 * A user submits with isAdd and may modify or delete only while it is open; answering (isCheck)
 * and closing (isClose) go through ISysFeedbackService answerfeedback and closefeedback
 * (src/server/system/feedback-calls.ts).
 */
import { defineEntity } from '../entity.ts';

/** FEEDBACK_TYPE: 1 question, 2 fault, 3 suggestion. */
export const FEEDBACK_TYPES = ['1', '2', '3'] as const;
/** FEEDBACK_STATE: 0 open, 1 answered, 2 closed. */
export const FEEDBACK_STATES = ['0', '1', '2'] as const;
export const FEEDBACK_OPEN = '0';
export const FEEDBACK_ANSWERED = '1';
export const FEEDBACK_CLOSED = '2';
/** Longest answer and content, in characters. */
export const FEEDBACK_TEXT_MAX = 4000;

export const feedbackEntity = defineEntity({
  name: 'feedback',
  table: 'sys_feedback',
  menuNo: '160205',
  route: 'feedbacks',
  calls: {
    service: 'ISysFeedbackService',
    list: 'getsysfeedbacklistbyparams',
    get: 'getsysfeedbackbyid',
    add: 'addsysfeedback',
    update: 'updatesysfeedbackbyid',
    remove: 'deletesysfeedbackbyids',
  },
  keyField: 'feedbackNo',
  titleField: 'subject',
  scope: 'none',
  physicalDelete: false,
  listTabs: 'feedbackState',
  editableWhen: { field: 'feedbackState', values: [FEEDBACK_OPEN], refusal: 'FEEDBACK_NOT_OPEN' },
  ports: { import: false, export: false },
  fields: {
    feedbackNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    feedbackType: { kind: 'enum', required: true, options: FEEDBACK_TYPES, enumMid: 'FEEDBACK_TYPE', default: '1', list: true, search: 'exact', section: 'basic' },
    subject: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    feedbackState: { kind: 'enum', options: FEEDBACK_STATES, enumMid: 'FEEDBACK_STATE', default: FEEDBACK_OPEN, readOnly: true, list: true, search: 'exact', section: 'basic' },
    content: { kind: 'text', required: true, max: FEEDBACK_TEXT_MAX, widget: { name: 'longText' }, section: 'content' },
    replyContent: { kind: 'text', max: FEEDBACK_TEXT_MAX, readOnly: true, section: 'handling' },
    replyName: { kind: 'text', readOnly: true, list: true, section: 'handling' },
    replyDate: { kind: 'datetime', readOnly: true, list: true, section: 'handling' },
  },
});
