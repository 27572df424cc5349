/**
 * Which news a user reads (workflows §7 news calls, issue 14): the menus of the readers' pages and
 * the condition of the news they see. Enterprise users with the news page (170201) read every news;
 * anyone else (the door pages, the supplier portal) only published news within their effective
 * dates and, for a supplier user, addressed to their supplier (newsAudienceCondition of scope.ts).
 */
import { and, eq, isNull, lte, or, gte, sql, type SQL } from 'drizzle-orm';
import { NEWS_PUBLISHED, newsEntity } from '../../shared/entities/news.entity.ts';
import type { Tx, Db } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { newsAudienceCondition } from '../crud/scope.ts';
import { AppError } from '../rpc/app-error.ts';
import { hasFlag } from '../rpc/permission.ts';
import type { SessionUser } from '../rpc/session.ts';

/** The news page of the enterprise side, the door pages, and the supplier portal's news and home pages. */
export const NEWS_MENU = newsEntity.menuNo;
export const NEWS_READER_MENUS = ['5401', '5404', '170401', '170402'] as const;

export const news = entityTables.news!;

/** Published news within their effective dates that `user` is addressed by. */
export function readableNews(user: SessionUser): SQL {
  const today = sql`current_date`;
  return and(
    eq(news.ispublish, NEWS_PUBLISHED),
    lte(news.effectiveDate, today),
    or(isNull(news.expiringDate), gte(news.expiringDate, today)),
    newsAudienceCondition(user, sql`${news.audience}`, sql`${news.supplierNos}`),
  ) as SQL;
}

/** Whether `user` manages news (any news, any state) rather than only reading the published ones. */
export function managesNews(user: SessionUser): boolean {
  return user.userType !== 'supplier' && hasFlag(user, NEWS_MENU, 'isSearch');
}

/** The news of `id` that `user` may read, or NOT_FOUND (absent, not published to them, or out of their audience). */
export async function readableNewsRow(db: Db | Tx, user: SessionUser, id: number): Promise<Record<string, unknown>> {
  const [row] = await db.select().from(news).where(and(eq(news.id, id), managesNews(user) ? undefined : readableNews(user)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
