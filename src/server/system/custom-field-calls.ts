/**
 * ISysCustomFieldService/getCustomFieldsByModule { module } (spec console §3 Custom field
 * definition): the displayed custom fields of one module (menu number) for the page that shows
 * them, ordered by displayOrder then fieldNo: [{ id, fieldNo, fieldNoName, module, fieldType,
 * displayPage, displayOrder, dateFormat, fixedMatchingCondition, dropDownDataSource: [{ code, name }] }].
 * Their definitions are kept through the generic calls of the customField entity (menu 160206).
 * Allowed with isSearch on 160206 or to a user who may open the module's page (any flag on it);
 * otherwise FORBIDDEN.
 */
import { z } from 'zod';
import { customFieldEntity } from '../../shared/entities/custom-field.entity.ts';
import { moduleCustomFields } from '../crud/custom-values.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { canOpen, hasFlag } from '../rpc/permission.ts';
import { moduleSchema } from './tag-calls.ts';

export const customFieldCalls: CallDef[] = [
  defineCall({
    service: customFieldEntity.calls.service,
    method: 'getCustomFieldsByModule',
    summary: 'The displayed custom fields of one module, in display order',
    permission: 'signedIn',
    input: z.object({ module: moduleSchema }),
    handle: ({ module }, ctx) => {
      if (!hasFlag(ctx.user, customFieldEntity.menuNo, 'isSearch') && !canOpen(ctx.user, module)) throw new AppError('FORBIDDEN');
      return moduleCustomFields(ctx.database.db, module, true);
    },
  }),
];
