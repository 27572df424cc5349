/**
 * ISysCustomFieldService/getCustomFieldsByModule { module } (spec console §3 Custom field
 * definition): the displayed custom fields of one module (menu number) for the page that shows
 * them, ordered by displayOrder then fieldNo: [{ id, fieldNo, fieldNoName, module, fieldType,
 * displayPage, displayOrder, dateFormat, fixedMatchingCondition, dropDownDataSource: [{ code, name }] }].
 * Their definitions are kept through the generic calls of the customField entity (menu 160206).
 * Allowed with isSearch on 160206 or, as a lookup, on the calling page (App-Module-Number).
 */
import { z } from 'zod';
import { customFieldEntity } from '../../shared/entities/custom-field.entity.ts';
import { moduleCustomFields } from '../crud/custom-values.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { moduleSchema } from './tag-calls.ts';

export const customFieldCalls: CallDef[] = [
  defineCall({
    service: customFieldEntity.calls.service,
    method: 'getCustomFieldsByModule',
    summary: 'The displayed custom fields of one module, in display order',
    permission: { menuNo: customFieldEntity.menuNo, flag: 'isSearch', lookup: true },
    input: z.object({ module: moduleSchema }),
    handle: ({ module }, ctx) => moduleCustomFields(ctx.database.db, module, true),
  }),
];
