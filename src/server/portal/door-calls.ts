/**
 * The portal's landing pages (workflows §2 door: enterprise, supplier; issue 14). The common
 * setting (§7 getCommonSetting) is the scheduling one: src/server/schedule/setting-calls.ts.
 *
 * - ISrmDoorService/getDoorSummary `{}` (the door pages 170401, 170402 and the supplier portal's
 *   home 5404, isSearch): the five latest news the caller may read (pinned first, with isRead) and
 *   counts within the caller's data scope: published and unread news, delivery addresses; for
 *   enterprise users also draft news, execution policies in use and suppliers; for a supplier user
 *   `supplier: { supplierNo, supplierName }` (its own supplier, named on the home's welcome).
 */
import { and, count, desc, eq, notExists, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ENTITIES } from '../../shared/entities/index.ts';
import { NEWS_DRAFT } from '../../shared/entities/news.entity.ts';
import type { EntityName } from '../../shared/entity.ts';
import type { Db } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { scopeCondition } from '../crud/scope.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import type { SessionUser } from '../rpc/session.ts';
import { news, readableNews } from './news-access.ts';
import { srmNewsReading } from './portal-schema.ts';

const LATEST_NEWS = 5;

/** Rows of `name` within `user`'s scope and `where`. */
async function countOf(db: Db, user: SessionUser, name: EntityName, where?: SQL): Promise<number> {
  const table = entityTables[name]!;
  const [{ total }] = await db.select({ total: count() }).from(table).where(and(scopeCondition(ENTITIES[name], table, user), where));
  return total;
}

/** The supplier `supplierNo` with its name (the name empty when the row is gone). */
async function supplierNamed(db: Db, supplierNo: string): Promise<{ supplierNo: string; supplierName: string }> {
  const table = entityTables.supplier!;
  const [row] = await db.select({ supplierName: table.supplierName }).from(table).where(eq(table.supplierNo, supplierNo));
  return { supplierNo, supplierName: row ? String(row.supplierName) : '' };
}

async function doorSummary(db: Db, user: SessionUser) {
  const readable = readableNews(user);
  const unread = notExists(db.select().from(srmNewsReading).where(and(eq(srmNewsReading.newsId, news.id), eq(srmNewsReading.userNo, user.userNo))));
  const [latest, [{ publishedNews }], [{ unreadNews }], addresses] = await Promise.all([
    db
      .select({ id: news.id, newsNo: news.newsNo, subject: news.subject, newsBusiness: news.newsBusiness, topSign: news.topSign, publishDate: news.publishDate })
      .from(news)
      .where(readable)
      .orderBy(desc(news.topSign), desc(news.publishDate), desc(news.id))
      .limit(LATEST_NEWS),
    db.select({ publishedNews: count() }).from(news).where(readable),
    db.select({ unreadNews: count() }).from(news).where(and(readable, unread)),
    countOf(db, user, 'deliveryAddress', eq(entityTables.deliveryAddress!.statusCode, 1)),
  ]);
  const readIds = new Set(
    latest.length ? (await db.select({ newsId: srmNewsReading.newsId }).from(srmNewsReading).where(eq(srmNewsReading.userNo, user.userNo))).map((r) => r.newsId) : [],
  );
  const counts: Record<string, number> = { publishedNews, unreadNews, addresses };
  if (user.userType !== 'supplier') {
    counts.draftNews = await countOf(db, user, 'news', eq(news.ispublish, NEWS_DRAFT));
    counts.policies = await countOf(db, user, 'executionPolicy', eq(entityTables.executionPolicy!.policyState, '1'));
    counts.suppliers = await countOf(db, user, 'supplier', eq(entityTables.supplier!.statusCode, 1));
  }
  const supplier = user.userType === 'supplier' && user.belongSupplier ? await supplierNamed(db, user.belongSupplier) : undefined;
  return { news: latest.map((row) => ({ ...row, isRead: readIds.has(Number(row.id)) })), counts, ...(supplier ? { supplier } : {}) };
}

export const doorCalls: CallDef[] = [
  defineCall({
    service: 'ISrmDoorService',
    method: 'getDoorSummary',
    summary: 'Latest news and counts of the portal landing pages',
    permission: { menuNo: '170401', flag: 'isSearch', alsoOn: ['170402', '5404'] },
    input: z.object({}),
    handle: (_input, ctx) => doorSummary(ctx.database.db, ctx.user),
  }),
];

