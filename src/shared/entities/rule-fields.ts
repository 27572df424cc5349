/**
 * The fields shared by barcode, lot and container rules (spec console §2 Base.Rule) that shape
 * their numbers, and their check: the expression language and modes of src/shared/number-rule.ts.
 * Element codes are checked against the effective basic elements by the server before a rule is
 * written (src/server/rules/rule-elements.ts) and again when a number is generated.
 */
import type { FieldDef } from '../entity.ts';
import type { FieldIssue } from '../errors.ts';
import { compileRule, GS1_MODES, RESET_PERIODS, RuleError, type RuleShape } from '../number-rule.ts';

export const RULE_FIELDS = {
  ruleExpression: { kind: 'text', list: true, section: 'rule' },
  resetPeriod: { kind: 'enum', options: RESET_PERIODS, enumMid: 'RESET_PERIOD', required: true, default: '0', list: true, section: 'rule' },
  gs1Mode: { kind: 'enum', options: GS1_MODES, enumMid: 'GS1_MODE', required: true, default: '0', list: true, search: 'exact', section: 'rule' },
  gs1CompanyPrefix: { kind: 'text', max: 12, section: 'rule' },
  extensionDigit: { kind: 'text', max: 1, section: 'rule' },
  statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
  remark: { kind: 'text', section: 'other' },
} as const satisfies Record<string, FieldDef>;

const SHAPE_FIELDS = ['ruleExpression', 'resetPeriod', 'gs1Mode', 'gs1CompanyPrefix', 'extensionDigit'] as const;

/**
 * The first problem of a rule's shape as a field issue. Checked when the shape fields are all
 * sent (add, and the console's modify); a partial modify is checked again at generation.
 */
export function ruleIssues(values: Record<string, unknown>): FieldIssue[] {
  if (!SHAPE_FIELDS.every((field) => field in values)) return [];
  try {
    compileRule(values as RuleShape);
    return [];
  } catch (error) {
    if (error instanceof RuleError) return [{ field: error.field, message: `validation.${error.problem}`, params: error.params }];
    throw error;
  }
}
