/**
 * System parameter reads beside the five generic calls of the sysParam entity (spec console §7
 * System: system param getValueByParamNo; workflows §3 Parameter).
 *
 * ISysParamService/getValueByParamNo { paramNo } -> { paramNo, paramValue } or null when no valid
 * (statusCode 1) parameter has that number. Any signed-in user reads a parameter marked isPublic
 * (INIT_CONFIG: the console asks for it on start); the others, and whether a number exists at all,
 * only a holder of the parameter menu's (160203) isSearch flag (docs/decisions/0462). Rows are cached
 * under `param:<paramNo>` (src/server/cache; a parameter write evicts them on every instance).
 * Errors: VALIDATION_FAILED (paramNo empty, not a code, 100 characters or more); FORBIDDEN (not
 * public and no flag, or no such valid parameter and no flag).
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { sysParamEntity } from '../../shared/entities/sys-param.entity.ts';
import { checkField } from '../../shared/validation.ts';
import { CACHE_PREFIXES, cacheOf } from '../cache/cache-notify.ts';
import { sysParam } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { hasFlag } from '../rpc/permission.ts';

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
    summary: 'The value of one valid system parameter: { paramNo, paramValue }, or null; a public one for any signed-in user, the others with the parameter menu\'s search flag',
    // Checked in the handler: whether the parameter is public decides what the caller needs.
    permission: 'signedIn',
    input: z.object({ paramNo: paramNoSchema }),
    handle: async ({ paramNo }, ctx) => {
      const row = await cacheOf(ctx.request).getOrLoad(`${CACHE_PREFIXES.param}${paramNo}`, async () => {
        const [found] = await ctx.database.db
          .select({ paramNo: sysParam.paramNo, paramValue: sysParam.paramValue, isPublic: sysParam.isPublic })
          .from(sysParam)
          .where(and(eq(sysParam.paramNo, paramNo), eq(sysParam.statusCode, 1)));
        return found ?? null;
      });
      if (!row?.isPublic && !hasFlag(ctx.user, sysParamEntity.menuNo, 'isSearch')) throw new AppError('FORBIDDEN');
      return row && { paramNo: row.paramNo, paramValue: row.paramValue };
    },
  }),
];
