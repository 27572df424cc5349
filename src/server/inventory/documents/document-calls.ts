/**
 * The calls of every workflow document beyond its generic lists (crud-calls.ts): get by id with
 * lines (isSearch, also on a page listing it; also by number with `calls.getByKey`), add (isAdd), modify by id (isModify), delete by ids (isDelete) and
 * one call per action of its transition table (`${action}${methodSuffix}`, the action's flag),
 * each taking `{ list: [{ id, version }] }` (plus `remark`, a required text stored on each header in
 * the action's remark field, when it declares one: close with closeRemark) and answering the changed headers. Writes run in one
 * transaction, actions inside withRetry so a lock conflict of the posting retries.
 */
import { z } from 'zod';
import { actionMethod } from '../../../shared/documents/document.ts';
import { listingPages } from '../../../shared/page-pickers.ts';
import { requiredTextSchema } from '../../../shared/validation.ts';
import { byIdSchema, deleteRequestSchema, versionedListSchema } from '../../../shared/rpc.ts';
import { withRetry } from '../../db/retry.ts';
import { defineCall, type CallDef } from '../../rpc/call.ts';
import { runAction, type ActionTarget } from './document-actions.ts';
import { documentInputSchema } from './document-input.ts';
import { addDocument, deleteDocuments, getDocument, getDocumentByNo, updateDocument } from './document-store.ts';
import type { ServerDocument } from './server-document.ts';

export function documentCalls(sd: ServerDocument): CallDef[] {
  const { entity } = sd.doc;
  const { service } = entity.calls;
  const menuNo = entity.menuNo;
  return [
    defineCall({
      service,
      method: entity.calls.get,
      summary: `Get one ${entity.name} with its lines`,
      permission: { menuNo, flag: 'isSearch', alsoOn: listingPages(entity) },
      input: byIdSchema,
      handle: ({ id }, ctx) => ctx.database.db.transaction((tx) => getDocument(tx, sd, ctx.user, id)),
    }),
    ...(entity.calls.getByKey
      ? [defineCall({
          service,
          method: entity.calls.getByKey,
          summary: `Get one ${entity.name} with its lines by ${sd.doc.docNoField}`,
          permission: { menuNo, flag: 'isSearch', alsoOn: listingPages(entity) },
          input: z.object({ [sd.doc.docNoField]: z.string().trim().min(1) }),
          handle: (input, ctx) => ctx.database.db.transaction((tx) => getDocumentByNo(tx, sd, ctx.user, String(input[sd.doc.docNoField]))),
        })]
      : []),
    defineCall({
      service,
      method: entity.calls.add,
      summary: `Add a ${entity.name} with its lines (number generated, status initial)`,
      permission: { menuNo, flag: 'isAdd' },
      input: documentInputSchema(sd.doc, 'add'),
      handle: (input, ctx) => ctx.database.db.transaction((tx) => addDocument(tx, sd, ctx.user, input)),
    }),
    defineCall({
      service,
      method: entity.calls.update,
      summary: `Modify a ${entity.name} and replace its lines (editable statuses only, version checked)`,
      permission: { menuNo, flag: 'isModify' },
      input: documentInputSchema(sd.doc, 'update'),
      handle: (input, ctx) => ctx.database.db.transaction((tx) => updateDocument(tx, sd, ctx.user, input)),
    }),
    defineCall({
      service,
      method: entity.calls.remove,
      summary: `Delete ${entity.name} documents (editable statuses only), all or nothing`,
      permission: { menuNo, flag: entity.physicalDelete ? 'isPhysicalDelete' : 'isDelete' },
      input: deleteRequestSchema,
      handle: (input, ctx) => ctx.database.db.transaction((tx) => deleteDocuments(tx, sd, ctx.user, input)),
    }),
    ...Object.entries(sd.doc.actions).map(([action, transition]) =>
      defineCall({
        service,
        method: actionMethod(sd.doc, action),
        summary: `${action} ${entity.name} documents: ${transition.from.join('/')} -> ${transition.to}${transition.posts ? ', posts stock' : ''}`,
        permission: { menuNo, flag: transition.flag },
        input: transition.remark ? versionedListSchema.extend({ remark: requiredTextSchema() }) : versionedListSchema,
        handle: (input, ctx) => {
          const { list, remark } = input as { list: ActionTarget[]; remark?: string };
          return withRetry(ctx.database.db, (tx) => runAction(tx, sd, ctx.user, action, list, transition.remark ? { [transition.remark]: remark } : {}));
        },
      }),
    ),
  ];
}
