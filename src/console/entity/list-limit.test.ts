import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT_COUNT, limitOf, limitPage } from './list-limit.ts';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('list limit', () => {
  it('should default to 1000 when the user info has no positive limitCount', () => {
    expect([limitOf(null), limitOf(undefined), limitOf(0), limitOf(25)]).toEqual([DEFAULT_LIMIT_COUNT, DEFAULT_LIMIT_COUNT, DEFAULT_LIMIT_COUNT, 25]);
  });

  it('should keep a list whose total is within the limit', () => {
    expect(limitPage(rows(1, 20), 25, { current: 1, size: 20 }, 25, false)).toEqual({ rows: rows(1, 20), total: 25, isCut: false });
  });

  it('should cap the total and cut the page that crosses the limit', () => {
    expect(limitPage(rows(1, 20), 29, { current: 1, size: 20 }, 25, false)).toEqual({ rows: rows(1, 20), total: 25, isCut: true });
    expect(limitPage(rows(21, 9), 29, { current: 2, size: 20 }, 25, false)).toEqual({ rows: rows(21, 5), total: 25, isCut: true });
  });

  it('should show nothing on a page past the limit', () => {
    expect(limitPage(rows(41, 10), 50, { current: 3, size: 20 }, 25, false).rows).toEqual([]);
  });

  it('should show everything once all are loaded', () => {
    expect(limitPage(rows(21, 9), 29, { current: 2, size: 20 }, 25, true)).toEqual({ rows: rows(21, 9), total: 29, isCut: false });
  });
});
