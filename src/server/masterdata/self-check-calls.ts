/**
 * Self-check calls (spec console §7 Self check; menu systemTest 100113). The list, get, add, modify
 * and delete of the items are the generic calls of detectItemEntity (list: getDetectItemList).
 * - ISysDetectService/detect { ids? } (isCheck): runs the valid items (those of `ids` when given),
 *   stores lastResult, lastMessage (in the caller's language) and lastDetectDate, and answers the
 *   updated rows in catalogue order. Unknown ids answer NOT_FOUND and nothing is stored.
 * - ISysDetectService/clickSynchronize {} (isModify): adds the missing check items, menus and
 *   enumeration entries (edited rows are kept) and answers { items, menus, enums } added.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DETECT_ITEMS, detectItemEntity } from '../../shared/entities/detect-item.entity.ts';
import { idSchema } from '../../shared/validation.ts';
import { sysDetectItem } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { seedMenus } from '../system/bootstrap.ts';
import { seedEnums } from '../system/enum-seed.ts';
import { seedDetectItems } from './detect-item-seed.ts';
import { CHECKS, type DetectNo } from './self-check.ts';

const { service } = detectItemEntity.calls;
const menuNo = detectItemEntity.menuNo;

// Catalogue order (DETECT_ITEMS), not insertion order.
const order = sql`array_position(${sql.raw(`array[${DETECT_ITEMS.map((no) => `'${no}'`).join(',')}]`)}::text[], ${sysDetectItem.detectNo})`;

export const selfCheckCalls: CallDef[] = [
  defineCall({
    service,
    method: 'detect',
    summary: 'Run the valid self-check items (or the given ids) and store their results',
    permission: { menuNo, flag: 'isCheck' },
    input: z.object({ ids: z.array(idSchema).max(100).optional() }),
    handle: async ({ ids }, ctx) => {
      const db = ctx.database.db;
      const where = ids?.length ? inArray(sysDetectItem.id, ids) : eq(sysDetectItem.statusCode, 1);
      const items = await db.select().from(sysDetectItem).where(where).orderBy(order);
      if (ids?.length && items.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
      const updated = [];
      for (const item of items) {
        const outcome = await CHECKS[item.detectNo as DetectNo](db, ctx.t).catch((error: Error) => ({ result: '3' as const, message: error.message }));
        const [row] = await db
          .update(sysDetectItem)
          .set({ lastResult: outcome.result, lastMessage: outcome.message.slice(0, 499), lastDetectDate: sql`now()`, version: sql`${sysDetectItem.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
          .where(eq(sysDetectItem.id, item.id))
          .returning();
        updated.push(row);
      }
      return updated;
    },
  }),
  defineCall({
    service,
    method: 'clickSynchronize',
    summary: 'Add the missing self-check items, menus and enumeration entries',
    permission: { menuNo, flag: 'isModify' },
    input: z.object({}),
    handle: async (_input, ctx) => {
      const db = ctx.database.db;
      return { items: await seedDetectItems(db), menus: await seedMenus(db), enums: await seedEnums(db) };
    },
  }),
];
