/**
 * The basic elements a lot, barcode or container rule names must exist (walk 14-26 #3): every
 * `{CODE}` of a rule expression that is neither a date nor a sequence must be the codingId of an
 * effective basic element (status 1), checked before any write of the rule (add, modify, import).
 * A refusal is `validation.ruleElementUnknown` on ruleExpression naming the unknown element and
 * the effective ones ({ codingId, allowed }). Expressions that do not compile are left to the
 * declaration's check (rule-fields.ts), which refuses them first.
 */
import { eq } from 'drizzle-orm';
import type { FieldIssue } from '../../shared/errors.ts';
import { compileRule, RuleError, type RuleShape } from '../../shared/number-rule.ts';
import type { Tx } from '../db/client.ts';
import { bmBasicElement } from '../db/schema.ts';

function elementCodesOf(row: Record<string, unknown>): string[] {
  if (typeof row.ruleExpression !== 'string' || !row.ruleExpression) return [];
  try {
    return compileRule({ resetPeriod: '0', gs1Mode: '0', gs1CompanyPrefix: null, extensionDigit: null, ...row } as RuleShape).elementCodes;
  } catch (error) {
    if (error instanceof RuleError) return [];
    throw error;
  }
}

/**
 * Issues per row index of the rows whose expression names an element that is not an effective
 * basic element; with `sent` (a modify), only rows whose sent fields hold ruleExpression.
 */
export async function ruleElementIssues(tx: Tx, rows: Record<string, unknown>[], sent?: Record<string, unknown>[]): Promise<Map<number, FieldIssue[]>> {
  const issues = new Map<number, FieldIssue[]>();
  const codes = rows.map((row, index) => (!sent || 'ruleExpression' in (sent[index] ?? {}) ? elementCodesOf(row) : []));
  if (codes.every((list) => list.length === 0)) return issues;
  const known = (await tx.select({ codingId: bmBasicElement.codingId }).from(bmBasicElement).where(eq(bmBasicElement.statusCode, 1)).orderBy(bmBasicElement.codingId)).map((row) => String(row.codingId));
  codes.forEach((list, index) => {
    const unknown = list.find((code) => !known.includes(code));
    if (unknown) issues.set(index, [{ field: 'ruleExpression', message: 'validation.ruleElementUnknown', params: { codingId: unknown, allowed: known.join(', ') } }]);
  });
  return issues;
}
