/**
 * The order answer of the supplier portal (workflows §4 "Order answer: accepted, rejected, pending
 * acceptance. On overdue non-acceptance the order is treated as accepted automatically"; §6
 * "suppliers reply, reject orders"): the answer status of one purchase order line and its table.
 *
 * 0 pending acceptance -accept-> 1 accepted; 0 -reject-> 2 rejected; 0 -propose-> 3 proposed (the
 * supplier offers another date and/or quantity); 3 -confirm-> 1 (the purchaser takes the proposal:
 * the line's quantity and date become the proposed ones); 3 -decline-> 0 (asked again);
 * 0 -autoAccept-> 1 when the answer deadline has passed (the scheduled job, no user).
 * Only accepted lines may be shipped on an ASN.
 */
import type { AsnSide } from './asn.ts';

export const ANSWER_STATUS = { pending: '0', accepted: '1', rejected: '2', proposed: '3' } as const;
export type AnswerStatus = (typeof ANSWER_STATUS)[keyof typeof ANSWER_STATUS];
export const ANSWER_STATUS_CODES = Object.values(ANSWER_STATUS) as AnswerStatus[];

const { pending, accepted, rejected, proposed } = ANSWER_STATUS;

export const ANSWER_ACTIONS = {
  accept: { from: [pending], to: accepted, side: 'supplier' },
  reject: { from: [pending], to: rejected, side: 'supplier' },
  propose: { from: [pending], to: proposed, side: 'supplier' },
  confirm: { from: [proposed], to: accepted, side: 'purchaser' },
  decline: { from: [proposed], to: pending, side: 'purchaser' },
  autoAccept: { from: [pending], to: accepted, side: 'purchaser' },
} as const satisfies Record<string, { from: readonly AnswerStatus[]; to: AnswerStatus; side: AsnSide }>;

export type AnswerAction = keyof typeof ANSWER_ACTIONS;

/** The supplier's own answers (the calls a supplier user may make). */
export const SUPPLIER_ANSWERS = ['accept', 'reject', 'propose'] as const satisfies readonly AnswerAction[];
/** The purchaser's answers to a proposal. */
export const PURCHASER_ANSWERS = ['confirm', 'decline'] as const satisfies readonly AnswerAction[];

export function canAnswer(action: AnswerAction, status: string): boolean {
  return (ANSWER_ACTIONS[action].from as readonly string[]).includes(status);
}

/** Hours a supplier has to answer a new order line when no order answer rule names others (server/asn/answer-rule.ts). */
export const ANSWER_HOURS = 48;

/** Milliseconds left to answer at `now` (0 once overdue or answered): the countdown shown to the supplier. */
export function answerMsLeft(status: string, deadline: Date, now: Date): number {
  return status === pending ? Math.max(0, deadline.getTime() - now.getTime()) : 0;
}
