import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  token = await t.login();
  for (const [orgNo, orgName, statusCode] of [
    ['ACME-01', 'Acme Corporation', 1],
    ['ACME-02', 'ACME Logistics', 0],
    ['BETA', 'Beta 100% Foods', 1],
    ['GAMMA_X', 'Gamma acme partner', 0],
  ] as const) {
    const answer = await t.call('IBmOrgService/addbmorg', { orgNo, orgName, statusCode }, { token });
    if (answer.code !== 0) throw new Error(answer.errorMessage);
  }
});
afterAll(() => t.close());

type Page = { records: Record<string, unknown>[]; total: number; pages: number; current: number; size: number };
const customers = async (body: unknown) => t.call<Page>('IBmCustomerService/getbmcustomerlistbyparams', body, { token });
const orgNos = async (condition: Record<string, unknown>) =>
  (await t.call<Page>('IBmOrgService/getFullAuthorityOrgListByParams', { condition, sorter: { field: 'orgNo', order: 'ascend' } }, { token })).data.records.map((r) => r.orgNo);

describe('paged lists', () => {
  it('should answer 20 rows of the first page with total and page count when no size is given', async () => {
    const answer = await customers({});
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ total: 91, pages: 5, current: 1, size: 20 });
    expect(answer.data.records).toHaveLength(20);
  });

  it('should answer the remaining rows when the last page is asked for', async () => {
    const answer = await customers({ current: 5 });
    expect(answer.data.records).toHaveLength(11);
  });

  it('should walk every row exactly once when paging with the default sort', async () => {
    const seen: unknown[] = [];
    for (let current = 1; current <= 5; current++) seen.push(...(await customers({ current })).data.records.map((r) => r.customerNo));
    expect(new Set(seen).size).toBe(91);
  });

  it('should answer every row when the size is 1000', async () => {
    const answer = await customers({ size: 1000 });
    expect(answer.data.records).toHaveLength(91);
    expect(answer.data.pages).toBe(1);
  });

  it('should refuse the list when the size is 1001 or 0', async () => {
    expect((await customers({ size: 1001 })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await customers({ size: 0 })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });

  it('should sort in both directions when the field is allow-listed', async () => {
    const up = (await customers({ size: 1000, sorter: { field: 'customerNo', order: 'ascend' } })).data.records.map((r) => String(r.customerNo));
    const down = (await customers({ size: 1000, sorter: { field: 'customerNo', order: 'descend' } })).data.records.map((r) => String(r.customerNo));
    expect(up[0]).toBe('ALFKI');
    expect(up).toEqual([...up].sort());
    expect(down).toEqual([...up].reverse());
  });

  it('should answer the default order when the sort field is not allow-listed', async () => {
    const fallback = await customers({ size: 30, sorter: { field: 'fax; drop table bm_customer', order: 'ascend' } });
    const standard = await customers({ size: 30 });
    expect(fallback.code).toBe(0);
    expect(fallback.data.records.map((r) => r.id)).toEqual(standard.data.records.map((r) => r.id));
  });

  it('should sort newest first when no sorter is given', async () => {
    const records = (await t.call<Page>('IBmOrgService/getFullAuthorityOrgListByParams', {}, { token })).data.records;
    expect(records.map((r) => r.orgNo)).toEqual(['GAMMA_X', 'BETA', 'ACME-02', 'ACME-01', 'NWT']);
  });
});

describe('search conditions', () => {
  it('should match anywhere in the text, ignoring case, when orgName is searched', async () => {
    expect(await orgNos({ orgName: 'acme' })).toEqual(['ACME-01', 'ACME-02', 'GAMMA_X']);
  });

  it('should match a substring when orgNo is searched', async () => {
    expect(await orgNos({ orgNo: 'cme-0' })).toEqual(['ACME-01', 'ACME-02']);
  });

  it('should treat % and _ as plain characters when searching', async () => {
    expect(await orgNos({ orgName: '100%' })).toEqual(['BETA']);
    expect(await orgNos({ orgNo: '_' })).toEqual(['GAMMA_X']);
  });

  it('should match the exact value when statusCode is filtered', async () => {
    expect(await orgNos({ statusCode: 0 })).toEqual(['ACME-02', 'GAMMA_X']);
    expect(await orgNos({ statusCode: '1' })).toEqual(['ACME-01', 'BETA', 'NWT']);
  });

  it('should match all conditions when several are given', async () => {
    expect(await orgNos({ orgName: 'acme', statusCode: 1 })).toEqual(['ACME-01']);
  });

  it('should ignore a condition when it is empty or its field is not searchable', async () => {
    expect(await orgNos({ orgName: '', orgShortName: 'zzz' })).toHaveLength(5);
  });

  it('should search key, title and fuzzy fields together when a keyword is given', async () => {
    const answer = await t.call<Page>('IBmSupplierService/getbmsupplierlistbyparams', { condition: { keyword: 'tokyo' } }, { token });
    expect(answer.data.records.map((r) => r.supplierName)).toEqual(['Tokyo Traders']);
  });
});
