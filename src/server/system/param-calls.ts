/**
 * System parameter reads beside the five generic calls of the sysParam entity (spec console §7
 * System: system param getValueByParamNo; workflows §3 Parameter).
 *
 * ISysParamService/getValueByParamNo { paramNo } -> { paramNo, paramValue } or null when no valid
 * (statusCode 1) parameter has that number. Any signed-in user may read: the console asks for
 * INIT_CONFIG on start. Answers are cached under `param:<paramNo>` (src/server/cache; a parameter
 * write evicts them on every instance). Errors: VALIDATION_FAILED (paramNo empty, not a code, 100 characters or more).
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { sysParamEntity } from '../../shared/entities/sys-param.entity.ts';
import { checkField } from '../../shared/validation.ts';
import { CACHE_PREFIXES, cacheOf } from '../cache/cache-notify.ts';
import { sysParam } from '../db/schema.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';

// The same rules as the entity's key field: required, a code, under 100 characters.
const paramNoSchema = z.unknown().transform((value, ctx) => {
  const checked = checkField(sysParamEntity.fields.paramNo, value);
  if ('value' in checked) return String(checked.value);
  ctx.addIssue({ code: 'custom', message: checked.issue.message, params: checked.issue.params });
  return z.NEVER;
});

export const paramCalls: CallDef[] = [
  defineCall({
    service: 'ISysParamService',
    method: 'getValueByParamNo',
    summary: 'The value of one valid system parameter: { paramNo, paramValue }, or null',
    permission: 'signedIn',
    input: z.object({ paramNo: paramNoSchema }),
    handle: ({ paramNo }, ctx) =>
      cacheOf(ctx.request).getOrLoad(`${CACHE_PREFIXES.param}${paramNo}`, async () => {
        const [row] = await ctx.database.db
          .select({ paramNo: sysParam.paramNo, paramValue: sysParam.paramValue })
          .from(sysParam)
          .where(and(eq(sysParam.paramNo, paramNo), eq(sysParam.statusCode, 1)));
        return row ?? null;
      }),
  }),
];
