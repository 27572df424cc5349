/**
 * The container rule's body list (spec console §7 Printing "box rule body/head lists"; the head
 * list is IBmBoxRuleService/getbmboxrulelistbyparams; docs/decisions/0445):
 * IBmBoxRuleBodyService/getbmboxrulebodylistbyparams { condition: { boxRuleNo } } -> a page
 * { records: RulePart[] with boxRuleNo, total, pages, current, size } of the rule's parts in
 * order (src/shared/number-rule.ts ruleParts), read from its expression: the body is derived from
 * the head, never stored beside it. isSearch on container-rule. Errors: VALIDATION_FAILED (no
 * boxRuleNo), NOT_FOUND (no such rule), the rule's own problem as a field issue when it cannot
 * compile.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { boxRuleEntity } from '../../shared/entities/box-rule.entity.ts';
import { compileRule, RuleError, ruleParts, type RuleShape } from '../../shared/number-rule.ts';
import { requiredTextSchema } from '../../shared/validation.ts';
import { bmBoxRule } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';

export const boxRuleBodyCalls: CallDef[] = [
  defineCall({
    service: 'IBmBoxRuleBodyService',
    method: 'getbmboxrulebodylistbyparams',
    summary: 'The parts of one container rule, in order (its body list)',
    permission: { menuNo: boxRuleEntity.menuNo, flag: 'isSearch' },
    input: z.object({ condition: z.object({ boxRuleNo: requiredTextSchema() }) }),
    handle: async ({ condition }, ctx) => {
      const [rule] = await ctx.database.db.select().from(bmBoxRule).where(eq(bmBoxRule.boxRuleNo, condition.boxRuleNo));
      if (!rule) throw new AppError('NOT_FOUND');
      try {
        const records = ruleParts(compileRule(rule as unknown as RuleShape)).map((part) => ({ boxRuleNo: condition.boxRuleNo, ...part }));
        return { records, total: records.length, pages: 1, current: 1, size: records.length };
      } catch (error) {
        if (error instanceof RuleError) throw fieldError([{ field: error.field, message: `validation.${error.problem}`, params: error.params }]);
        throw error;
      }
    },
  }),
];
