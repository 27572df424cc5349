/**
 * sendNotice: the one way the workflows notify people (Base.Message; src/shared/messages.ts).
 * Inside the caller's transaction, for every valid message policy of the organisation and notice
 * type whose template is valid, renders the template with `values` and writes one sys_message row
 * per receiver (policy receivers: user numbers, or role numbers expanded to their valid users).
 *
 * In-app messages (channel 1) are delivered by being written: the receiver lists them with
 * ISysMessageService/getMyMessageList. E-mail (2) and webhook (3) messages are written pending
 * (sendState 0), queued in sys_message_queue and announced by a 'message.queued' outbox event, all
 * in the caller's transaction: they leave after it commits (src/server/messaging/deliver.ts), never
 * inside it. Answers the messages written.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { CHANNEL_IN_APP, type NoticeType, renderTemplate, SEND_PENDING, SEND_SENT } from '../../shared/messages.ts';
import type { Tx } from '../db/client.ts';
import { publishEvent } from '../events/publish.ts';
import { newMessageNo } from './message-no.ts';
import { sysMessage, sysMessagePolicy, sysMessageQueue, sysMessageTemplate, sysUser, sysUserRole } from '../db/schema.ts';

export type Notice = {
  orgNo: string;
  noticeType: NoticeType;
  /** Placeholder values of the notice type (PLACEHOLDERS); `orgNo` and `time` are filled in. */
  values: Record<string, string | number | null | undefined>;
  sourceDocNo?: string | null;
  operator: string;
};

async function receiversOf(tx: Tx, receiverType: string, receivers: string): Promise<string[]> {
  const numbers = receivers.split(',').map((r) => r.trim()).filter(Boolean);
  if (numbers.length === 0) return [];
  const users = receiverType === '2'
    ? await tx.select({ userNo: sysUser.userNo }).from(sysUserRole).innerJoin(sysUser, eq(sysUser.id, sysUserRole.userId)).where(and(inArray(sysUserRole.roleNo, numbers), eq(sysUser.statusCode, 1)))
    : await tx.select({ userNo: sysUser.userNo }).from(sysUser).where(and(inArray(sysUser.userNo, numbers), eq(sysUser.statusCode, 1)));
  return [...new Set(users.map((u) => u.userNo as string))].sort();
}

export async function sendNotice(tx: Tx, notice: Notice): Promise<Record<string, unknown>[]> {
  const policies = await tx
    .select({ policy: sysMessagePolicy, template: sysMessageTemplate })
    .from(sysMessagePolicy)
    .innerJoin(sysMessageTemplate, eq(sysMessageTemplate.noticeTemplateNo, sysMessagePolicy.noticeTemplateNo))
    .where(and(eq(sysMessagePolicy.orgNo, notice.orgNo), eq(sysMessagePolicy.noticeType, notice.noticeType), eq(sysMessagePolicy.statusCode, 1), eq(sysMessageTemplate.statusCode, 1)));
  const values = { time: new Date().toISOString().slice(0, 19).replace('T', ' '), ...notice.values, orgNo: notice.orgNo };
  const rows: Record<string, unknown>[] = [];
  for (const { policy, template } of policies) {
    const inApp = policy.channel === CHANNEL_IN_APP;
    for (const receiver of await receiversOf(tx, policy.receiverType as string, policy.receivers as string)) {
      rows.push({
        messageNo: newMessageNo(),
        title: renderTemplate(template.titleTemplate as string, values).slice(0, 200),
        content: renderTemplate(template.contentTemplate as string, values).slice(0, 2000),
        receiver,
        noticeType: notice.noticeType,
        channel: policy.channel,
        readState: '0',
        sendState: inApp ? SEND_SENT : SEND_PENDING,
        orgNo: notice.orgNo,
        sourceDocNo: notice.sourceDocNo ?? null,
        createName: notice.operator,
        updateName: notice.operator,
      });
    }
  }
  if (rows.length === 0) return [];
  const written = await tx.insert(sysMessage).values(rows).returning();
  const queued = written.filter((message) => message.sendState === SEND_PENDING);
  if (queued.length > 0) {
    await tx.insert(sysMessageQueue).values(queued.map((message) => ({ messageId: Number(message.id) })));
    await publishEvent(tx, 'message.queued', { orgNo: notice.orgNo, warehouseNo: String(notice.values.warehouseNo ?? '') }, { count: queued.length });
  }
  return written;
}
