/**
 * Enable and disable of bill templates (spec console §2 bill-template; workflows §6 buttons):
 *
 * - IBmBillTemplateService/enable and /disable { list: [{ id, version }] } (isModify on
 *   bill-template) -> { updated }: sets statusCode 1 or 0 on every listed template, all or
 *   nothing; a stale version or an unknown id is refused (STALE_VERSION, nothing changes).
 *   Bill templates record which print template a document type uses; the document workflows
 *   that print on save are to read the enabled default one.
 */
import { and, eq, sql } from 'drizzle-orm';
import { billTemplateEntity } from '../../shared/entities/print-template.entity.ts';
import { versionedListSchema } from '../../shared/rpc.ts';
import { bmBillTemplate } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';


function statusCall(method: 'enable' | 'disable', statusCode: 0 | 1): CallDef {
  return defineCall({
    service: billTemplateEntity.calls.service,
    method,
    summary: `${method === 'enable' ? 'Enables' : 'Disables'} the listed bill templates (all or nothing, version checked)`,
    permission: { menuNo: billTemplateEntity.menuNo, flag: 'isModify' },
    input: versionedListSchema,
    handle: ({ list }, ctx) =>
      ctx.database.db.transaction(async (tx) => {
        for (const { id, version } of list) {
          const updated = await tx
            .update(bmBillTemplate)
            .set({ statusCode, version: sql`${bmBillTemplate.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
            .where(and(eq(bmBillTemplate.id, id), eq(bmBillTemplate.version, version)))
            .returning({ id: bmBillTemplate.id });
          if (updated.length === 0) throw new AppError('STALE_VERSION');
        }
        return { updated: list.length };
      }),
  });
}

export const billTemplateCalls: CallDef[] = [statusCall('enable', 1), statusCall('disable', 0)];
