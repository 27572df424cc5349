/**
 * Who picks a notice (issue 28, docs/decisions/1050): the picking task is the notice in progress;
 * its picker is the user who started it (took it, or confirmed its first pick), kept on the notice
 * head under the system key `@picker` of custom_values (no column for it: a custom field's number
 * is a code and cannot start with '@', so no custom field collides). Unassigned notices are open to
 * every picker; an assigned one only to its picker (confirm refuses the others with
 * OUTBOUND_PICK_TAKEN naming the picker).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '../../shared/validation.ts';
import { scopeCondition } from '../crud/scope.ts';
import { entityTables } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { OUT_NOTICE } from '../../shared/documents/outbound-notice.ts';
import { outAllocation } from './outbound-schema.ts';

/** The custom_values key holding the picker's user number. */
export const PICKER_KEY = '@picker';
const head = entityTables.outNotice!;

/** The picker of the notice head aliased `alias` (SQL text, null when unassigned). */
export const pickerOf = (alias: SQL): SQL<string | null> => sql`(${alias}.custom_values ->> ${PICKER_KEY})`;

/** The picker stored in a notice head's custom values, or null. */
export function storedPicker(customValues: unknown): string | null {
  const value = (customValues as Record<string, unknown> | null | undefined)?.[PICKER_KEY];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Makes `user` the picker of the notice `notice` (id, outNoticeNo) unless another user has it, in
 * one conditional update (the row lock makes two takers at once queue: the second sees the first's
 * picker and is refused). Throws OUTBOUND_PICK_TAKEN { docNo, pickerNo } for another's notice.
 */
export async function assignPicker(tx: Tx, user: SessionUser, notice: { id: number; outNoticeNo?: unknown }): Promise<void> {
  const taken = await tx.execute(sql`update out_notice_head set custom_values = coalesce(custom_values, '{}'::jsonb) || jsonb_build_object(${PICKER_KEY}::text, ${user.userNo}::text)
    where id = ${notice.id} and coalesce(custom_values ->> ${PICKER_KEY}, ${user.userNo}) = ${user.userNo}
    returning id`);
  if (taken.rows.length > 0) return;
  const holder = await tx.execute(sql`select custom_values ->> ${PICKER_KEY} as picker from out_notice_head where id = ${notice.id}`);
  throw new AppError('OUTBOUND_PICK_TAKEN', { docNo: String(notice.outNoticeNo), pickerNo: String(holder.rows[0]?.picker ?? '') });
}

/**
 * Within confirm (the notice already locked): nothing when `user` is its picker, assigns it when it
 * has none, OUTBOUND_PICK_TAKEN when another user picks it.
 */
export async function pickerMayConfirm(tx: Tx, user: SessionUser, notice: { id: number; outNoticeNo?: unknown; customValues?: unknown }): Promise<void> {
  const picker = storedPicker(notice.customValues);
  if (picker === user.userNo) return;
  if (picker !== null) throw new AppError('OUTBOUND_PICK_TAKEN', { docNo: String(notice.outNoticeNo), pickerNo: picker });
  await assignPicker(tx, user, notice);
}

export const takeInput = z.object({ allocationId: idSchema });

/**
 * IOutPickService/take { allocationId }: the picker starts the notice of that pick (it becomes
 * theirs). NOT_FOUND outside the user's scope, DOC_NOT_IN_PROGRESS unless in progress,
 * OUTBOUND_PICK_TAKEN when another user picks it. Answers { outNoticeNo, pickerNo }.
 */
export async function takePickTask(tx: Tx, user: SessionUser, input: z.infer<typeof takeInput>) {
  const [row] = await tx.select({ id: head.id, outNoticeNo: head.outNoticeNo, statusCode: head.statusCode })
    .from(outAllocation)
    .innerJoin(head, and(eq(head.id, outAllocation.headId), scopeCondition(OUT_NOTICE.entity, head, user)))
    .where(eq(outAllocation.id, input.allocationId));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.statusCode !== '15') throw new AppError('DOC_NOT_IN_PROGRESS', { docNo: String(row.outNoticeNo) });
  await assignPicker(tx, user, { id: Number(row.id), outNoticeNo: row.outNoticeNo });
  return { outNoticeNo: String(row.outNoticeNo), pickerNo: user.userNo };
}
