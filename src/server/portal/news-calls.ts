/**
 * The news calls beside the generic ones of news.entity.ts (workflows §4 announcement: draft,
 * published, canceled, with publish, cancel and top-pinning; §7 ISrmSysNewsService; issue 14):
 *
 * - publishSysNews, cancelSysNews, topSysNews, untopSysNews `{ list: [{ id, version }] }` on the
 *   news page (isSubmit, isClose, isModify): all rows or none, each by its version; publish takes
 *   drafts (NEWS_NOT_DRAFT otherwise) and stamps publishDate; cancel takes published news
 *   (NEWS_NOT_PUBLISHED). Answers the changed rows. Each change of a published news (and each
 *   cancel) publishes 'news.changed' to the suppliers it addresses (news-events.ts, record 1000).
 * - getOutDoorSysNews `{ current, size, condition: { newsBusiness?, unread?, keyword? } }`: the
 *   published news the caller may read (news-access.ts), pinned first, then the latest published;
 *   each with `isRead` for the caller and `fileCount`.
 * - getSysNewsById `{ id }`: one readable news with its attachments (no content) and `isRead`;
 *   `supplierNos` (who else received it) only to enterprise users.
 * - addNewsReadingRecord `{ newsId }`: records that the caller read a published news (the first
 *   reading counts; again is a no-op); NEWS_NOT_PUBLISHED for a news its manager reads unpublished.
 * - getNewsReadingRecords `{ newsId, current, size }`: who read a news and when (news page, isSearch).
 */
import { and, asc, count, desc, eq, getTableName, ilike, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { NEWS_BUSINESSES, NEWS_DRAFT, NEWS_PUBLISHED, NEWS_CANCELED } from '../../shared/entities/news.entity.ts';
import { idSchema } from '../../shared/validation.ts';
import { pageRequestSchema, versionedListSchema } from '../../shared/rpc.ts';
import type { ErrorName } from '../../shared/errors.ts';
import type { Tx } from '../db/client.ts';
import { sysUser } from '../db/schema.ts';
import { likePattern } from '../crud/custom-values.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import type { SessionUser } from '../rpc/session.ts';
import { NEWS_MENU, NEWS_READER_MENUS, news, readableNews, readableNewsRow } from './news-access.ts';
import { publishNewsChanged, type NewsAction } from './news-events.ts';
import { srmNewsFile, srmNewsReading } from './portal-schema.ts';

const SERVICE = 'ISrmSysNewsService';
const reader = { menuNo: NEWS_READER_MENUS[0], flag: 'isSearch', alsoOn: [NEWS_MENU, ...NEWS_READER_MENUS.slice(1)] } as const;

type Change = { from?: string; to: Record<string, unknown>; refusal: ErrorName; event: NewsAction };

/** Applies `change` to every listed news by its version, or refuses the whole list. */
async function changeNews(tx: Tx, user: SessionUser, list: { id: number; version: number }[], change: Change) {
  const changed: Record<string, unknown>[] = [];
  for (const { id, version } of list) {
    const [row] = await tx
      .update(news)
      .set({ ...change.to, version: sql`${news.version} + 1`, updateName: user.userNo, updateDate: sql`now()` })
      .where(and(eq(news.id, id), eq(news.version, version), change.from === undefined ? undefined : eq(news.ispublish, change.from)))
      .returning();
    if (row) {
      changed.push(row);
      continue;
    }
    const [current] = await tx.select({ version: news.version, newsNo: news.newsNo, ispublish: news.ispublish }).from(news).where(eq(news.id, id));
    if (!current) throw new AppError('NOT_FOUND');
    if (current.version !== version) throw new AppError('STALE_VERSION');
    throw new AppError(change.refusal, { newsNo: String(current.newsNo) });
  }
  // What suppliers read changed: a published news, or one just canceled (record 1000).
  await publishNewsChanged(tx, changed.filter((row) => row.ispublish === NEWS_PUBLISHED || change.event === 'cancel'), change.event);
  return changed;
}

function action(method: string, flag: 'isSubmit' | 'isClose' | 'isModify', change: Change, summary: string): CallDef {
  return defineCall({
    service: SERVICE,
    method,
    summary,
    permission: { menuNo: NEWS_MENU, flag },
    input: versionedListSchema,
    handle: ({ list }, ctx) => ctx.database.db.transaction((tx) => changeNews(tx, ctx.user, list, change)),
  });
}

const outDoorSchema = pageRequestSchema.extend({
  condition: z.object({ newsBusiness: z.enum(NEWS_BUSINESSES).optional(), unread: z.boolean().optional(), keyword: z.string().max(100).optional() }).default({}),
});

/** The listed news's id in a subquery of the list's selection, named with its table: drizzle writes a single-table select's columns bare, and a bare `id` would be the subquery's own (record 0904). */
const newsId = sql`${sql.identifier(getTableName(news))}.${sql.identifier('id')}`;
const readBy = (user: SessionUser) => sql<boolean>`exists (select 1 from ${srmNewsReading} r where r.news_id = ${newsId} and r.user_no = ${user.userNo})`;
const fileCount = sql<number>`(select count(*)::int from ${srmNewsFile} f where f.news_id = ${newsId})`;

export const newsCalls: CallDef[] = [
  action('publishSysNews', 'isSubmit', { from: NEWS_DRAFT, to: { ispublish: NEWS_PUBLISHED, publishDate: sql`now()` }, refusal: 'NEWS_NOT_DRAFT', event: 'publish' }, 'Publish draft news (all or none)'),
  action('cancelSysNews', 'isClose', { from: NEWS_PUBLISHED, to: { ispublish: NEWS_CANCELED }, refusal: 'NEWS_NOT_PUBLISHED', event: 'cancel' }, 'Cancel published news (all or none)'),
  action('topSysNews', 'isModify', { to: { topSign: true }, refusal: 'NOT_FOUND', event: 'top' }, 'Pin news to the top'),
  action('untopSysNews', 'isModify', { to: { topSign: false }, refusal: 'NOT_FOUND', event: 'untop' }, 'Unpin news'),
  defineCall({
    service: SERVICE,
    method: 'getOutDoorSysNews',
    summary: 'Published news the caller is addressed by, pinned first, latest first',
    permission: reader,
    input: outDoorSchema,
    handle: async ({ current, size, condition }, ctx) => {
      const db = ctx.database.db;
      const unread = notExists(db.select().from(srmNewsReading).where(and(eq(srmNewsReading.newsId, news.id), eq(srmNewsReading.userNo, ctx.user.userNo))));
      const where = and(
        readableNews(ctx.user),
        condition.newsBusiness ? eq(news.newsBusiness, condition.newsBusiness) : undefined,
        condition.unread ? unread : undefined,
        condition.keyword?.trim() ? ilike(news.subject, likePattern(condition.keyword.trim())) : undefined,
      );
      const [records, [{ total }]] = await Promise.all([
        db
          .select({ id: news.id, newsNo: news.newsNo, subject: news.subject, newsBusiness: news.newsBusiness, senderType: news.senderType, topSign: news.topSign, publishDate: news.publishDate, effectiveDate: news.effectiveDate, expiringDate: news.expiringDate, isRead: readBy(ctx.user), fileCount })
          .from(news)
          .where(where)
          .orderBy(desc(news.topSign), desc(news.publishDate), desc(news.id))
          .limit(size)
          .offset((current - 1) * size),
        db.select({ total: count() }).from(news).where(where),
      ]);
      return { records, total, pages: Math.ceil(total / size), current, size };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'getSysNewsById',
    summary: 'One news the caller may read, with its attachments and whether the caller read it',
    permission: reader,
    input: z.object({ id: idSchema }),
    handle: async ({ id }, ctx) => {
      const db = ctx.database.db;
      const row = await readableNewsRow(db, ctx.user, id);
      const files = await db
        .select({ id: srmNewsFile.id, originalName: srmNewsFile.originalName, contentType: srmNewsFile.contentType, fileSize: srmNewsFile.fileSize, width: srmNewsFile.width, height: srmNewsFile.height })
        .from(srmNewsFile)
        .where(eq(srmNewsFile.newsId, id))
        .orderBy(asc(srmNewsFile.id));
      const [read] = await db.select({ readDate: srmNewsReading.readDate }).from(srmNewsReading).where(and(eq(srmNewsReading.newsId, id), eq(srmNewsReading.userNo, ctx.user.userNo)));
      // A supplier user does not learn which other suppliers a news was sent to (issue 23).
      const { supplierNos, ...shared } = row;
      return { ...shared, ...(ctx.user.userType === 'supplier' ? {} : { supplierNos }), files, isRead: Boolean(read) };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'addNewsReadingRecord',
    write: true,
    summary: 'Record that the caller read a published news (the first reading counts)',
    permission: reader,
    input: z.object({ newsId: idSchema }),
    handle: async ({ newsId }, ctx) => {
      const db = ctx.database.db;
      const row = await readableNewsRow(db, ctx.user, newsId);
      if (row.ispublish !== NEWS_PUBLISHED) throw new AppError('NEWS_NOT_PUBLISHED', { newsNo: String(row.newsNo) });
      await db.insert(srmNewsReading).values({ newsId, userNo: ctx.user.userNo, supplierNo: ctx.user.belongSupplier }).onConflictDoNothing();
      const [record] = await db.select({ readDate: srmNewsReading.readDate }).from(srmNewsReading).where(and(eq(srmNewsReading.newsId, newsId), eq(srmNewsReading.userNo, ctx.user.userNo)));
      return record;
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'getNewsReadingRecords',
    summary: 'Who read a news and when',
    permission: { menuNo: NEWS_MENU, flag: 'isSearch' },
    input: pageRequestSchema.pick({ current: true, size: true }).extend({ newsId: idSchema }),
    handle: async ({ newsId, current, size }, ctx) => {
      const db = ctx.database.db;
      await readableNewsRow(db, ctx.user, newsId);
      const where = eq(srmNewsReading.newsId, newsId);
      const [records, [{ total }]] = await Promise.all([
        db
          .select({ id: srmNewsReading.id, userNo: srmNewsReading.userNo, userName: sysUser.userName, supplierNo: srmNewsReading.supplierNo, readDate: srmNewsReading.readDate })
          .from(srmNewsReading)
          .leftJoin(sysUser, eq(sysUser.userNo, srmNewsReading.userNo))
          .where(where)
          .orderBy(desc(srmNewsReading.readDate), desc(srmNewsReading.id))
          .limit(size)
          .offset((current - 1) * size),
        db.select({ total: count() }).from(srmNewsReading).where(where),
      ]);
      return { records, total, pages: Math.ceil(total / size), current, size };
    },
  }),
];

