/**
 * The item group override's "get by group code" (spec console §7 System: item group override;
 * modify-itemGroupSub opens by group, not by id):
 * IBmItemGroupSubService/getbmitemgroupsubbygroupno { groupNo, orgNo? } answers the override of
 * that group in that organisation, or, without orgNo, in the first organisation of the caller's
 * data scope (by orgNo) that has one. Errors: VALIDATION_FAILED (no groupNo), NOT_FOUND.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { itemGroupSubEntity } from '../../shared/entities/item-group-sub.entity.ts';
import { scopeCondition } from '../crud/scope.ts';
import { bmItemGroupSub } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';

export const itemGroupSubCalls: CallDef[] = [
  defineCall({
    service: itemGroupSubEntity.calls.service,
    method: 'getbmitemgroupsubbygroupno',
    summary: 'Get the item group override of one group (and organisation) by group code',
    permission: { menuNo: itemGroupSubEntity.menuNo, flag: 'isSearch' },
    input: z.object({ groupNo: z.string().trim().min(1, 'validation.required'), orgNo: z.string().trim().optional() }),
    handle: async ({ groupNo, orgNo }, ctx) => {
      const table = bmItemGroupSub;
      const [row] = await ctx.database.db
        .select()
        .from(table)
        .where(and(eq(table.groupNo, groupNo), orgNo ? eq(table.orgNo, orgNo) : undefined, scopeCondition(itemGroupSubEntity, table, ctx.user)))
        .orderBy(asc(table.orgNo))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
  }),
];
