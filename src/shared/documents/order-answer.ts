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

/** The flags of the order answer rule in force for an order line (server/asn/answer-rule.ts); a flag left unset (null) allows. */
export type AnswerRule = { ruleNo: string; canReject: boolean | null; canChangeDate: boolean | null; canChangeQty: boolean | null };

/** A supplier's answer as the form sends it: quantity a decimal string in the item's unit, date YYYY-MM-DD, remark the reason. */
export type AnswerDraft = { action: AnswerAction; answerQty?: string; answerDate?: string; answerRemark?: string };

export type AnswerRefusal = 'ORDER_PROPOSAL_REQUIRED' | 'ORDER_REASON_REQUIRED' | 'ORDER_REJECT_NOT_ALLOWED' | 'ORDER_DATE_CHANGE_NOT_ALLOWED' | 'ORDER_QTY_CHANGE_NOT_ALLOWED';

/**
 * Why `draft` may not be given to a line under `rule` (null: the line has no rule), or undefined when
 * it may (workflows §6 "suppliers reply, reject orders ... only as allowed by execution rules"). The
 * one check of the answer form (OrderAnswerPage) and of the server (answer-rule.ts, order-answer.ts):
 * a rejection needs a reason; a proposal needs another quantity > 0 or another date; the rule's
 * canReject, canChangeDate and canChangeQty, when false, forbid a rejection, a date, a quantity.
 */
export function answerRefusal(draft: AnswerDraft, rule: AnswerRule | null): AnswerRefusal | undefined {
  if (draft.action === 'reject') {
    if (!draft.answerRemark?.trim()) return 'ORDER_REASON_REQUIRED';
    return rule?.canReject === false ? 'ORDER_REJECT_NOT_ALLOWED' : undefined;
  }
  if (draft.action !== 'propose') return undefined;
  const { answerQty, answerDate } = draft;
  if ((answerQty === undefined && answerDate === undefined) || (answerQty !== undefined && !(Number(answerQty) > 0))) return 'ORDER_PROPOSAL_REQUIRED';
  if (answerDate !== undefined && rule?.canChangeDate === false) return 'ORDER_DATE_CHANGE_NOT_ALLOWED';
  if (answerQty !== undefined && rule?.canChangeQty === false) return 'ORDER_QTY_CHANGE_NOT_ALLOWED';
  return undefined;
}
