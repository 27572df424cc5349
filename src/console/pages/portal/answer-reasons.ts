/**
 * Why Order answer's buttons are greyed (issue 23, walk 11 item 8), as dictionary keys shown in
 * their tooltips, and which fields a proposal may not change. `rows` are the selected order lines
 * with `answerStatus` and `answerRule` (the rule in force, AnswerRule, or null: no rule).
 *
 * answerReasons answers for accept, reject and propose the key of the first reason found, or
 * undefined when the button is enabled: no isModify on the page (portal.why.noPermission), no line
 * selected (portal.why.selectLines), a selected line already answered (portal.why.notPending), a
 * line whose rule forbids rejecting (portal.why.rejectNotAllowed), a line whose rule forbids both
 * a quantity and a date change (portal.why.proposeNotAllowed). lockedFields answers whether any
 * selected line's rule forbids changing the quantity (qty) or the arrival date (date).
 */
import { ANSWER_STATUS, type AnswerRule } from '../../../shared/documents/order-answer.ts';

type AnswerRow = Record<string, unknown>;
export type AnswerButton = 'accept' | 'reject' | 'propose';

const ruleOf = (row: AnswerRow) => (row.answerRule ?? null) as AnswerRule | null;

export function lockedFields(rows: readonly AnswerRow[]): { qty: boolean; date: boolean } {
  return { qty: rows.some((row) => ruleOf(row)?.canChangeQty === false), date: rows.some((row) => ruleOf(row)?.canChangeDate === false) };
}

export function answerReasons(rows: readonly AnswerRow[], canModify: boolean): Record<AnswerButton, string | undefined> {
  const common = !canModify ? 'portal.why.noPermission'
    : rows.length === 0 ? 'portal.why.selectLines'
      : rows.some((row) => row.answerStatus !== ANSWER_STATUS.pending) ? 'portal.why.notPending' : undefined;
  const locked = lockedFields(rows);
  return {
    accept: common,
    reject: common ?? (rows.some((row) => ruleOf(row)?.canReject === false) ? 'portal.why.rejectNotAllowed' : undefined),
    propose: common ?? (locked.qty && locked.date ? 'portal.why.proposeNotAllowed' : undefined),
  };
}
