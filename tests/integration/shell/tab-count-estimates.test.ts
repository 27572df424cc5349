/**
 * Tab counts above the exact-total limit (issue 25; crud/tab-counts.ts): the tab strip's counts
 * follow the rule of the list's total (db/capped-count.ts): exact up to the limit, estimated above
 * it with `estimated: true`, while a tab value with few rows keeps its exact count; production work
 * orders count per status for their tab strip.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../../src/server/db/capped-count.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
const ACTIVE = EXACT_TOTAL_LIMIT + 500;
const DISABLED = 7;
const counts = (condition: Record<string, unknown>) => t.call('IBmSupplierService/getTabCountByParams', { condition }, { token: admin });

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  await t.database.db.execute(sql`
    insert into bm_supplier (supplier_no, supplier_name, status_code, create_name)
    select 'EST-' || lpad(n::text, 6, '0'), 'Estimated supplier ' || n, case when n <= ${DISABLED} then 0 else 1 end, 'test'
    from generate_series(1, ${ACTIVE + DISABLED}) n`);
  await t.database.db.execute(sql`analyze bm_supplier`);
});
afterAll(() => t.close());

describe('tab counts over the exact-total limit', () => {
  it('should estimate the total and the large tab as the list does, and count the small tab exactly', async () => {
    const list = await t.call('IBmSupplierService/getbmsupplierlistbyparams', { current: 1, size: 20, condition: {} }, { token: admin });
    expect(list.data.totalEstimated).toBe(true);
    const answer = await counts({});
    expect(answer.code).toBe(0);
    expect(answer.data.estimated).toBe(true);
    expect(answer.data.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(answer.data.counts['1']).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(answer.data.counts['0']).toBe(DISABLED);
  });

  it('should count exactly once the search narrows the rows under the limit', async () => {
    const answer = await counts({ keyword: 'EST-00000' });
    expect(answer.data).toEqual({ total: 9, counts: { '0': DISABLED, '1': 2 } });
  });

  it('should count production work orders per status for their tab strip', async () => {
    const answer = await t.call('IPdWorkOrderService/getTabCountByParams', { condition: {} }, { token: admin });
    expect([answer.code, answer.data]).toEqual([0, { total: 0, counts: {} }]);
  });
});
