/**
 * The user's list limit (spec console §2 "When a list is cut at the user's limitCount"): a list
 * whose total exceeds limitCount shows at most limitCount rows (pagination included) until the
 * user chooses to load all.
 */

/** limitCount of a user info that does not carry one. */
export const DEFAULT_LIMIT_COUNT = 1000;

/** The limit of a user info's limitCount (missing or not positive: the default). */
export function limitOf(limitCount: number | null | undefined): number {
  return limitCount && limitCount > 0 ? limitCount : DEFAULT_LIMIT_COUNT;
}

/** What one page of a list shows: its rows, the total the pagination counts and whether it is cut. */
type LimitedPage<T> = { rows: T[]; total: number; isCut: boolean };

/** Cuts one page of rows (page `current` of `size`) and the total at `limit`, unless all are loaded. */
export function limitPage<T>(rows: T[], total: number, page: { current: number; size: number }, limit: number, isAll: boolean): LimitedPage<T> {
  if (isAll || total <= limit) return { rows, total, isCut: false };
  const room = Math.max(0, limit - (page.current - 1) * page.size);
  return { rows: rows.slice(0, room), total: limit, isCut: true };
}
