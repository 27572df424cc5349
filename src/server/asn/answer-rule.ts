/**
 * The order answer rules in force for a supplier's answer (workflows §6 "suppliers reply, reject
 * orders ... only as allowed by execution rules"; Supplier collaboration > Execution rules > Order
 * answer rules, PC 170503, srm_answer_rule).
 *
 * assertAnswerAllowed(tx, rows, input): for each order line, the rule that applies is the in-use
 * one (statusCode 1) of the line's organisation naming the line's supplier before one for every
 * supplier, then naming the line's order type before one for every type, the newest first. A line
 * without a rule may be answered in every way. Raises, before any write:
 * - ORDER_REJECT_NOT_ALLOWED { purchaseNo, purchaseSeq, ruleNo } for a rejection when the rule has
 *   canReject unset;
 * - ORDER_DATE_CHANGE_NOT_ALLOWED / ORDER_QTY_CHANGE_NOT_ALLOWED (same params) for a proposal of
 *   another arrival date / quantity when canChangeDate / canChangeQty is unset.
 * Accepting is always allowed.
 *
 * The checks themselves are answerRefusal of src/shared/documents/order-answer.ts, which the answer
 * form runs too. answerDeadlines(db, where): the answer deadline (ISO 8601 timestamp) and the rule's
 * flags (AnswerRule, null without a rule) of each order line matched by `where` (a condition over
 * `p`, srm_purchase_line): its creation plus the deadlineHours of its rule in force, ANSWER_HOURS (48) for a line without one. overdueLines(now) selects the pending lines
 * past it for the auto-accept job; the supplier's countdown reads the same deadline.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ANSWER_HOURS, ANSWER_STATUS, answerRefusal, type AnswerRule } from '../../shared/documents/order-answer.ts';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import type { AnswerInput } from './answer-input.ts';

/** An order line row: id, purchaseNo and purchaseSeq are read. */
type Line = Record<string, unknown>;
/** A rule forbidding every change: an answer it lets through needs no rule read. */
const NO_FLAGS: AnswerRule = { ruleNo: '', canReject: false, canChangeDate: false, canChangeQty: false };

type Rule = { purchase_id: string; rule_no: string | null; answer_deadline: string; can_reject: boolean | null; can_change_date: boolean | null; can_change_qty: boolean | null };

/** The flags of a line's rule in force, null without one. */
const ruleOf = (r: Rule): AnswerRule | null =>
  r.rule_no === null ? null : { ruleNo: r.rule_no, canReject: r.can_reject, canChangeDate: r.can_change_date, canChangeQty: r.can_change_qty };

/** One row per order line matched by `where`: its rule in force (nulls without one) and its answer deadline. */
function rulesInForce(where: SQL): SQL {
  return sql`
    select distinct on (p.id) p.id as purchase_id, r.rule_no, r.can_reject, r.can_change_date, r.can_change_qty,
           p.create_date + make_interval(hours => coalesce(r.deadline_hours, ${ANSWER_HOURS})::int) as answer_deadline
      from srm_purchase_line p
      left join srm_answer_rule r on r.org_no = p.org_no and r.status_code = 1
       and (r.supplier_no is null or r.supplier_no = '' or r.supplier_no = p.supplier_no)
       and (r.order_type is null or r.order_type = '' or r.order_type = p.order_type)
     where ${where}
     order by p.id, (r.supplier_no = p.supplier_no) is true desc, (r.order_type = p.order_type) is true desc, r.id desc`;
}

export async function answerDeadlines(db: Db | Tx, where: SQL): Promise<{ id: number; answerDeadline: string; rule: AnswerRule | null }[]> {
  const { rows } = await db.execute<Rule>(rulesInForce(where));
  return rows.map((r) => ({ id: Number(r.purchase_id), answerDeadline: new Date(r.answer_deadline).toISOString(), rule: ruleOf(r) }));
}

/** The ids of the lines pending at `now` past their answer deadline (a rule's hours are whole and at least 1). */
export function overdueLines(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const pending = sql`p.answer_status = ${ANSWER_STATUS.pending} and p.create_date <= ${at} - interval '1 hour'`;
  return sql`select d.purchase_id from (${rulesInForce(pending)}) d where d.answer_deadline <= ${at}`;
}

export async function assertAnswerAllowed(tx: Tx, lines: Line[], input: AnswerInput): Promise<void> {
  if (lines.length === 0 || answerRefusal(input, NO_FLAGS) === undefined) return;
  const ids = sql.join(lines.map((l) => sql`${Number(l.id)}`), sql`, `);
  const { rows } = await tx.execute<Rule>(rulesInForce(sql`p.id in (${ids})`));
  for (const line of lines) {
    const found = rows.find((r) => Number(r.purchase_id) === Number(line.id));
    const rule = found ? ruleOf(found) : null;
    const refused = rule && answerRefusal(input, rule);
    if (rule && refused) throw new AppError(refused, { purchaseNo: String(line.purchaseNo), purchaseSeq: Number(line.purchaseSeq), ruleNo: rule.ruleNo });
  }
}
