/**
 * ISysCustomFieldService/getCustomFieldsByModule { module } (spec console §3 Custom field
 * definition): the displayed custom fields of one module (menu number) for the page that shows
 * them, ordered by displayOrder then fieldNo: [{ id, fieldNo, fieldNoName, module, fieldType,
 * displayPage, displayOrder, dateFormat, fixedMatchingCondition, dropDownDataSource: [{ code, name }] }].
 * Their definitions are kept through the generic calls of the customField entity (menu 160206).
 * Allowed with isSearch on 160206 or, as a lookup, on the calling page (App-Module-Number).
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { customFieldEntity, dropDownEntries } from '../../shared/entities/custom-field.entity.ts';
import { sysCustomField } from '../db/schema.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { moduleSchema } from './tag-calls.ts';

export const customFieldCalls: CallDef[] = [
  defineCall({
    service: customFieldEntity.calls.service,
    method: 'getCustomFieldsByModule',
    summary: 'The displayed custom fields of one module, in display order',
    permission: { menuNo: customFieldEntity.menuNo, flag: 'isSearch', lookup: true },
    input: z.object({ module: moduleSchema }).loose(),
    handle: async ({ module }, ctx) => {
      const t = sysCustomField;
      const rows = await ctx.database.db
        .select()
        .from(t)
        .where(and(eq(t.module, module), eq(t.isDisplay, true)))
        .orderBy(asc(t.displayOrder), asc(t.fieldNo));
      return rows.map((row) => ({
        id: row.id,
        fieldNo: row.fieldNo,
        fieldNoName: row.fieldNoName,
        module: row.module,
        fieldType: row.fieldType,
        displayPage: row.displayPage,
        displayOrder: row.displayOrder,
        dateFormat: row.dateFormat,
        fixedMatchingCondition: row.fixedMatchingCondition,
        dropDownDataSource: typeof row.dropDownDataSource === 'string' ? (dropDownEntries(row.dropDownDataSource) ?? []) : [],
      }));
    },
  }),
];
