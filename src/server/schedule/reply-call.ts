/**
 * The supplier's reply to published schedule lines (workflows §2 pending schedule "reply"; §5
 * "replying needs at least one item"): `ISrmScheduleService/replySchedule { replyList: [{ id,
 * version, answerQuantity, preDelivery?, replyRemark? }] }`, isSave on the supplier portal's
 * pending schedule page (5201). answerQuantity is a decimal of 0 or more (0: cannot deliver),
 * preDelivery the date the supplier proposes (empty: the demand date). A line may be replied again
 * until something is delivered against it. All lines or none, in one transaction.
 *
 * Errors: SCHEDULE_REPLY_REQUIRED (empty list), VALIDATION_FAILED (fields `replyList.{i}.{name}`),
 * NOT_FOUND (absent, another supplier's or not visible), STALE_VERSION, PUBLISH_NOT_PUBLISHED
 * { docNo }, SCHEDULE_DELIVERED { docNo }.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { scheduleEntity } from '../../shared/entities/schedule.entity.ts';
import type { FieldIssue } from '../../shared/errors.ts';
import { PAGE_SIZE_MAX } from '../../shared/rpc.ts';
import { PUBLISHED, SCHEDULE_REPLY_MENU } from '../../shared/schedule.ts';
import { checkField, idSchema, versionSchema } from '../../shared/validation.ts';
import { entityTables } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall } from '../rpc/call.ts';
import { lockSelected } from './publish-calls.ts';

const replySchema = z.object({
  replyList: z
    .array(z.object({ id: idSchema, version: versionSchema, answerQuantity: z.unknown().optional(), preDelivery: z.unknown().optional(), replyRemark: z.unknown().optional() }))
    .max(PAGE_SIZE_MAX),
});

type Reply = { answerQuantity: string; preDelivery: string | null; replyRemark: string | null };

/** The checked reply values of each entry, or the field issues of all entries. */
function checkedReplies(list: z.output<typeof replySchema>['replyList']): Reply[] {
  const issues: FieldIssue[] = [];
  const fields = scheduleEntity.fields;
  const replies = list.map((entry, index) => {
    const at = `replyList.${index}`;
    const quantity = checkField({ ...fields.answerQuantity, required: true }, entry.answerQuantity);
    if ('issue' in quantity) issues.push({ field: `${at}.answerQuantity`, ...quantity.issue });
    else if (Number(quantity.value) < 0) issues.push({ field: `${at}.answerQuantity`, message: 'validation.notNegative' });
    const date = checkField(fields.preDelivery, entry.preDelivery);
    if ('issue' in date) issues.push({ field: `${at}.preDelivery`, ...date.issue });
    const remark = checkField(fields.replyRemark, entry.replyRemark);
    if ('issue' in remark) issues.push({ field: `${at}.replyRemark`, ...remark.issue });
    const valueOf = (checked: typeof date) => ('value' in checked && checked.value !== '' ? (checked.value as string | null) : null);
    return { answerQuantity: String('value' in quantity ? quantity.value : ''), preDelivery: valueOf(date), replyRemark: valueOf(remark) };
  });
  if (issues.length) throw fieldError(issues);
  return replies;
}

export const replyCall = defineCall({
  service: scheduleEntity.calls.service,
  method: 'replySchedule',
  summary: "The supplier's reply (quantity, proposed date, remark) to published schedule lines (all or none)",
  permission: { menuNo: SCHEDULE_REPLY_MENU, flag: 'isSave' },
  input: replySchema,
  handle: async ({ replyList }, ctx) => {
    if (replyList.length === 0) throw new AppError('SCHEDULE_REPLY_REQUIRED');
    const replies = checkedReplies(replyList);
    const table = entityTables.schedule;
    return ctx.database.db.transaction(async (tx) => {
      const rows = await lockSelected(tx, scheduleEntity, ctx.user, replyList);
      for (const row of rows) {
        const docNo = String(row.scheduleNo);
        if (row.publishStatus !== PUBLISHED) throw new AppError('PUBLISH_NOT_PUBLISHED', { docNo });
        if (Number(row.deliveryQty ?? 0) > 0 || Number(row.receiveQty ?? 0) > 0) throw new AppError('SCHEDULE_DELIVERED', { docNo });
      }
      for (const [index, row] of rows.entries()) {
        await tx
          .update(table)
          .set({ ...replies[index], replyStatus: '1', replyName: ctx.user.userNo, replyDate: sql`now()`, version: sql`${table.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
          .where(eq(table.id, row.id as number));
      }
      return { count: rows.length };
    });
  },
});
