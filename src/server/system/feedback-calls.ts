/**
 * The feedback calls beside the generic ones of feedback.entity.ts (menu feedbacks 160205):
 *
 * - ISysFeedbackService/answerfeedback `{ id, version, replyContent }` (isCheck): answers an open
 *   or answered feedback (a second answer replaces the first), stamping replyName and replyDate;
 *   state becomes 1 answered. A closed one is FEEDBACK_NOT_ANSWERABLE; a blank answer VALIDATION_FAILED.
 * - ISysFeedbackService/closefeedback `{ list: [{ id, version }] }` (isClose): closes open or
 *   answered feedbacks, all or none; an already closed one is FEEDBACK_NOT_ANSWERABLE.
 * Both check each row's version first (STALE_VERSION) and answer the changed rows.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FEEDBACK_ANSWERED, FEEDBACK_CLOSED, FEEDBACK_OPEN, FEEDBACK_TEXT_MAX, feedbackEntity } from '../../shared/entities/feedback.entity.ts';
import { versionedListSchema } from '../../shared/rpc.ts';
import { idSchema, versionSchema } from '../../shared/validation.ts';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import type { SessionUser } from '../rpc/session.ts';

const SERVICE = feedbackEntity.calls.service;
const MENU_NO = feedbackEntity.menuNo;
const feedback = entityTables.feedback!;
const HANDLED_STATES = [FEEDBACK_OPEN, FEEDBACK_ANSWERED];

/** Sets `to` on one feedback at `version` while it is open or answered, or refuses. */
async function handle(tx: Tx, user: SessionUser, id: number, version: number, to: Record<string, unknown>) {
  const [row] = await tx
    .update(feedback)
    .set({ ...to, version: sql`${feedback.version} + 1`, updateName: user.userNo, updateDate: sql`now()` })
    .where(and(eq(feedback.id, id), eq(feedback.version, version), inArray(feedback.feedbackState, HANDLED_STATES)))
    .returning();
  if (row) return row;
  const [current] = await tx.select({ version: feedback.version, feedbackNo: feedback.feedbackNo }).from(feedback).where(eq(feedback.id, id));
  if (!current) throw new AppError('NOT_FOUND');
  if (current.version !== version) throw new AppError('STALE_VERSION');
  throw new AppError('FEEDBACK_NOT_ANSWERABLE', { feedbackNo: String(current.feedbackNo) });
}

export const feedbackCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'answerfeedback',
    summary: 'Answer an open or answered feedback',
    permission: { menuNo: MENU_NO, flag: 'isCheck' },
    input: z.object({ id: idSchema, version: versionSchema, replyContent: z.string().trim().min(1, 'validation.required').max(FEEDBACK_TEXT_MAX) }),
    handle: ({ id, version, replyContent }, ctx) =>
      ctx.database.db.transaction((tx) =>
        handle(tx, ctx.user, id, version, { replyContent, replyName: ctx.user.userNo, replyDate: sql`now()`, feedbackState: FEEDBACK_ANSWERED })),
  }),
  defineCall({
    service: SERVICE,
    method: 'closefeedback',
    summary: 'Close open or answered feedbacks (all or none)',
    permission: { menuNo: MENU_NO, flag: 'isClose' },
    input: versionedListSchema,
    handle: ({ list }, ctx) =>
      ctx.database.db.transaction(async (tx) => {
        const closed = [];
        for (const { id, version } of list) closed.push(await handle(tx, ctx.user, id, version, { feedbackState: FEEDBACK_CLOSED }));
        return closed;
      }),
  }),
];
