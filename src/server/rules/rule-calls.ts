/**
 * The number calls of the three rule pages (spec console §2 Base.Rule; issue 4 part 4), under each
 * rule's service: `previewnumber { barRuleNo | lotRuleNo | boxRuleNo, context }` answers the next
 * number without consuming it (isSearch); `generatenumber { …, context, count }`
 * makes 1 to 1,000 numbers in one transaction (isAdd). Context values are strings or numbers
 * (element parameters: lotNo, gtin, expiryDate as yyyy-MM-dd, orgNo and itemNo for item fields).
 * Answers GeneratedNumber (src/shared/number-rule.ts); errors as generateNumber, and a context
 * orgNo outside the user's data scope is refused as an unknown reference.
 */
import { z } from 'zod';
import { barRuleEntity } from '../../shared/entities/bar-rule.entity.ts';
import { boxRuleEntity } from '../../shared/entities/box-rule.entity.ts';
import { lotRuleEntity } from '../../shared/entities/lot-rule.entity.ts';
import type { EntityDef } from '../../shared/entity.ts';
import { integerSchema, requiredTextSchema } from '../../shared/validation.ts';
import { fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { generateNumber, previewNumber, type NumberContext } from './generate-number.ts';

const GENERATE_COUNT_MAX = 1000;

const text = requiredTextSchema();
// The generation time is the server's: a wire context cannot set `at`.
const context = z.record(z.string(), z.union([z.string(), z.number(), z.null()])).optional().transform((values): NumberContext => {
  const { at: _at, ...rest } = values ?? {};
  return rest;
});

const count = integerSchema(1, GENERATE_COUNT_MAX).default(1);

/** The request of a rule's number call: its key field names the rule. */
function requestOf(key: string, withCount: boolean) {
  return z
    .object({ [key]: text, context, ...(withCount ? { count } : {}) })
    .transform((body: Record<string, unknown>) => ({ ruleNo: body[key] as string, context: body.context as NumberContext, count: (body.count as number | undefined) ?? 1 }));
}

/** The context's item must be of the user's organisations (data scope), like any reference. */
function scopedContext(context: NumberContext, ctx: UserContext): NumberContext {
  const { orgs } = ctx.user;
  if (context.orgNo === undefined || context.orgNo === null || orgs === 'all' || orgs.includes(String(context.orgNo))) return context;
  throw fieldError([{ field: 'orgNo', message: 'validation.unknownRef', params: { value: String(context.orgNo) } }]);
}

function numberCalls(entity: EntityDef): CallDef[] {
  const { service } = entity.calls;
  return [
    defineCall({
      service,
      method: 'previewnumber',
      summary: `The next number of a ${entity.name}, not consumed`,
      permission: { menuNo: entity.menuNo, flag: 'isSearch' },
      input: requestOf(entity.keyField, false),
      handle: (input, ctx) => previewNumber(ctx.database.db, input.ruleNo, scopedContext(input.context, ctx)),
    }),
    defineCall({
      service,
      method: 'generatenumber',
      summary: `Generate 1 to ${GENERATE_COUNT_MAX} numbers of a ${entity.name}`,
      permission: { menuNo: entity.menuNo, flag: 'isAdd' },
      input: requestOf(entity.keyField, true),
      handle: (input, ctx) =>
        ctx.database.db.transaction(async (tx) => {
          const context = scopedContext(input.context, ctx);
          const numbers = [];
          for (let i = 0; i < input.count; i += 1) numbers.push(await generateNumber(tx, input.ruleNo, context));
          return { numbers };
        }),
    }),
  ];
}

export const ruleCalls: CallDef[] = [barRuleEntity, lotRuleEntity, boxRuleEntity].flatMap(numberCalls);
