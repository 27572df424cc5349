/**
 * Packing picked goods into shipping containers (Outbound preparation 120110, workflows §9
 * "prepare materials"; pack-schema.ts). Each command runs in the caller's transaction, locks the
 * notice first (FOR UPDATE, in the user's scope, else NOT_FOUND), then the container, checks
 * everything before its first write, and answers the container as packContainers shows it.
 * Packing moves no stock (the goods stay on the staging cell's picked balance).
 *
 * - openContainer { id } (the notice): a new open container numbered by the next SSCC
 *   (rules/next-sscc.ts). Refused unless the notice is in progress (DOC_NOT_IN_PROGRESS; shipped:
 *   PACK_SHIPPED), not suspended (OUTBOUND_SUSPENDED) and has picked goods not yet packed
 *   (PACK_NOTHING_TO_PACK).
 * - packContent { packId, itemNo, lotNo?, qty }: adds picked goods to an open container (PACK_CLOSED);
 *   at most what is picked and not yet packed of that item and lot (PACK_OVER { open }).
 * - closeContainer { id, version }: open -> closed; refused when empty (PACK_EMPTY).
 * - unpackContainer { id, version }: deletes the container and its lines (the goods are unpacked
 *   again), open or closed, until the notice is shipped (PACK_SHIPPED).
 * A stale container version is STALE_VERSION.
 */
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema, versionSchema } from '../../shared/validation.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { nextSscc } from '../rules/next-sscc.ts';
import { outPack, outPackLine } from './pack-schema.ts';
import { packContainers, packContents, scopedNotice } from './pack-queries.ts';

const QTY = /^\d{1,14}(\.\d{1,6})?$/;
const OPEN = '10';
const CLOSED = '20';
const SHIPPED = ['30', '40'];

export const packInput = z.object({
  packId: idSchema,
  itemNo: z.string().trim().min(1).max(40),
  lotNo: z.string().trim().max(40).optional().transform((v) => v ?? ''),
  qty: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().regex(QTY, 'validation.notNumber')).refine((q) => !QTY.test(q) || new Decimal(q).gt(0), 'stock.qtyPositive'),
});
export const containerInput = z.object({ id: idSchema, version: versionSchema });

type Notice = Awaited<ReturnType<typeof scopedNotice>>;

function refuseUnlessPacking(notice: Notice): void {
  const docNo = String(notice.outNoticeNo);
  if (SHIPPED.includes(String(notice.statusCode))) throw new AppError('PACK_SHIPPED', { docNo });
  if (notice.statusCode !== '15') throw new AppError('DOC_NOT_IN_PROGRESS', { docNo });
  if (notice.isSuspend === true) throw new AppError('OUTBOUND_SUSPENDED', { docNo });
}

async function answer(tx: Tx, headId: number, packId: number) {
  return (await packContainers(tx, headId)).find((p) => p.id === packId)!;
}

/** Locks the notice of a container, then the container; NOT_FOUND when either is not visible. */
async function lockContainer(tx: Tx, user: SessionUser, packId: number) {
  const [found] = await tx.select({ headId: outPack.headId }).from(outPack).where(eq(outPack.id, packId));
  if (!found) throw new AppError('NOT_FOUND');
  const notice = await scopedNotice(tx, user, found.headId, true);
  const [pack] = await tx.select().from(outPack).where(eq(outPack.id, packId)).for('update');
  if (!pack) throw new AppError('NOT_FOUND');
  return { notice, pack };
}

const bump = (user: SessionUser) => ({ updateName: user.userNo, updateDate: new Date(), version: sql`${outPack.version} + 1` });

export async function openContainer(tx: Tx, user: SessionUser, { id }: { id: number }) {
  const notice = await scopedNotice(tx, user, id, true);
  refuseUnlessPacking(notice);
  const open = (await packContents(tx, id)).some((c) => new Decimal(c.picked).gt(c.packed));
  if (!open) throw new AppError('PACK_NOTHING_TO_PACK', { docNo: String(notice.outNoticeNo) });
  const [{ seq }] = (await tx.execute(sql`select coalesce(max(seq), 0)::int + 1 as seq from out_pack where head_id = ${id}`)).rows as { seq: number }[];
  const [pack] = await tx.insert(outPack).values({
    headId: id, orgNo: String(notice.orgNo), warehouseNo: String(notice.warehouseNo), outNoticeNo: String(notice.outNoticeNo),
    seq, sscc: await nextSscc(tx), statusCode: OPEN, createName: user.userNo, updateName: user.userNo,
  }).returning();
  return answer(tx, id, pack.id);
}

export async function packContent(tx: Tx, user: SessionUser, input: z.infer<typeof packInput>) {
  const { notice, pack } = await lockContainer(tx, user, input.packId);
  refuseUnlessPacking(notice);
  if (pack.statusCode !== OPEN) throw new AppError('PACK_CLOSED', { sscc: pack.sscc });
  const content = (await packContents(tx, notice.id)).find((c) => c.itemNo === input.itemNo && c.lotNo === input.lotNo);
  const open = content ? Decimal.max(new Decimal(content.picked).minus(content.packed), 0) : new Decimal(0);
  if (new Decimal(input.qty).gt(open)) throw new AppError('PACK_OVER', { itemNo: input.itemNo, lotNo: input.lotNo || '-', open: open.toFixed(), requested: new Decimal(input.qty).toFixed() });
  await tx.insert(outPackLine).values({ packId: pack.id, itemNo: input.itemNo, lotNo: input.lotNo, qty: input.qty, createName: user.userNo, updateName: user.userNo })
    .onConflictDoUpdate({ target: [outPackLine.packId, outPackLine.itemNo, outPackLine.lotNo], set: { qty: sql`${outPackLine.qty} + excluded.qty`, updateName: user.userNo, updateDate: new Date(), version: sql`${outPackLine.version} + 1` } });
  await tx.update(outPack).set(bump(user)).where(eq(outPack.id, pack.id));
  return answer(tx, notice.id, pack.id);
}

export async function closeContainer(tx: Tx, user: SessionUser, input: z.infer<typeof containerInput>) {
  const { notice, pack } = await lockContainer(tx, user, input.id);
  refuseUnlessPacking(notice);
  if (pack.statusCode !== OPEN) throw new AppError('PACK_CLOSED', { sscc: pack.sscc });
  if (pack.version !== input.version) throw new AppError('STALE_VERSION');
  const [line] = await tx.select({ id: outPackLine.id }).from(outPackLine).where(eq(outPackLine.packId, pack.id)).limit(1);
  if (!line) throw new AppError('PACK_EMPTY', { sscc: pack.sscc });
  await tx.update(outPack).set({ statusCode: CLOSED, ...bump(user) }).where(and(eq(outPack.id, pack.id), eq(outPack.statusCode, OPEN)));
  return answer(tx, notice.id, pack.id);
}

export async function unpackContainer(tx: Tx, user: SessionUser, input: z.infer<typeof containerInput>) {
  const { notice, pack } = await lockContainer(tx, user, input.id);
  if (SHIPPED.includes(String(notice.statusCode))) throw new AppError('PACK_SHIPPED', { docNo: String(notice.outNoticeNo) });
  if (pack.version !== input.version) throw new AppError('STALE_VERSION');
  await tx.delete(outPack).where(eq(outPack.id, pack.id));
  return { id: pack.id, sscc: pack.sscc };
}

/**
 * The refusal of shipping a notice whose document category requires packing (isPackControl):
 * OUTBOUND_UNPACKED { docNo, itemNo, qty } when some picked quantity is not in a closed container.
 */
export async function refuseUnpacked(tx: Tx, headId: number, docNo: string): Promise<void> {
  const loose = (await packContents(tx, headId)).find((c) => new Decimal(c.picked).gt(c.closed));
  if (loose) throw new AppError('OUTBOUND_UNPACKED', { docNo, itemNo: loose.itemNo, qty: new Decimal(loose.picked).minus(loose.closed).toFixed() });
}
