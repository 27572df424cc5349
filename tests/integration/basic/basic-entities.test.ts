import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../src/shared/entities/index.ts';
import type { EntityName } from '../../../src/shared/entity.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { csvOf, multipart } from '../../support/files.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;

type Case = {
  name: EntityName;
  demoTotal: number;
  add: Record<string, unknown>;
  modify: Record<string, unknown>;
  headers: string[];
  good: string[][];
  bad: string[];
  badField: string;
};

// The Base.Basic entities of spec console §2 on the generic engine, with the Northwind demo rows.
const CASES: Case[] = [
  {
    name: 'zone', demoTotal: 8,
    add: { zoneNo: 'SEA-QC', zoneName: 'Seattle QC', orgNo: 'NWT', warehouseNo: 'WH-SEA', zoneType: '5' }, modify: { zoneName: 'Seattle quality' },
    headers: ['zoneNo', 'zoneName', 'orgNo', 'warehouseNo', 'zoneType'],
    good: [['LDN-QC', 'London QC', 'NWT', 'WH-LDN', '5'], ['LDN-RET', 'London returns', 'NWT', 'WH-LDN', '6']],
    bad: ['LDN-X', 'Bad zone type', 'NWT', 'WH-LDN', '9'], badField: 'zoneType',
  },
  {
    name: 'customerAddress', demoTotal: 91,
    add: { customerNo: 'ALFKI', addressNo: 'A09', address: 'Teststr. 1', city: 'Berlin' }, modify: { city: 'Hamburg' },
    headers: ['customerNo', 'addressNo', 'address', 'city', 'country', 'isDefault'],
    good: [['ALFKI', 'A02', 'Obere Str. 57', 'Berlin', 'Germany', 'N'], ['ANATR', 'A02', 'Avda. de la Constitución 2222', 'México D.F.', 'Mexico', 'N']],
    bad: ['NOPE', 'A01', 'Nowhere 1', 'Nowhere', 'Nowhere', 'N'], badField: 'customerNo',
  },
  {
    name: 'classifyType', demoTotal: 8,
    add: { classifyType: 'TEST', classifyTypeName: 'Test', bigModule: '3' }, modify: { classifyTypeName: 'Test two' },
    headers: ['classifyType', 'classifyTypeName', 'bigModule'],
    good: [['QC-IN', 'Quality receipt', '1'], ['SCRAP', 'Scrap', '3']],
    bad: ['NO-NATURE', 'Without nature', ''], badField: 'bigModule',
  },
  {
    name: 'tax', demoTotal: 8,
    add: { taxNo: 'TEST', taxName: 'Test', taxRate: '12.5' }, modify: { taxRate: '7.25' },
    headers: ['taxNo', 'taxName', 'taxRate'],
    good: [['JP-CT10', 'Japan consumption tax', '10'], ['CN-VAT6', 'China VAT 6%', '6']],
    bad: ['TOO-HIGH', 'Over a hundred', '120'], badField: 'taxRate',
  },
  {
    name: 'currency', demoTotal: 10,
    add: { currencyNo: 'MXN', currencyName: 'Mexican peso', symbol: 'MX$' }, modify: { symbol: '$' },
    headers: ['currencyNo', 'currencyName', 'symbol'],
    good: [['AUD', 'Australian dollar', 'A$'], ['NOK', 'Norwegian krone', 'kr']],
    bad: ['usd', 'Lower case', '$'], badField: 'currencyNo',
  },
];

async function importCsv(service: string, headers: string[], rows: string[][]) {
  const { payload, contentType } = multipart(csvOf(headers, rows), 'rows.csv');
  const response = await t.app.inject({
    method: 'POST',
    url: `/wms-restful/${service}/importexcel`,
    headers: { 'content-type': contentType, 'authentication-info': admin, 'accept-language': 'en-US' },
    payload,
  });
  return response.json();
}

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe.each(CASES)('$name', ({ name, demoTotal, add, modify, headers, good, bad, badField }) => {
  const { calls } = ENTITIES[name];
  const call = (method: string, body: unknown) => t.call(`${calls.service}/${method}`, body, { token: admin });
  const total = async () => (await call(calls.list, { size: 1 })).data.total;

  it('should list the demo rows', async () => {
    expect(await total()).toBe(demoTotal);
  });

  it('should add, get, modify with the version check and delete', async () => {
    const added = await call(calls.add, add);
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ ...add, version: 0 });
    expect((await call(calls.get, { id: added.data.id })).data).toMatchObject(add);
    const modified = await call(calls.update, { id: added.data.id, version: 0, ...modify });
    expect(modified.data).toMatchObject({ ...modify, version: 1 });
    expect((await call(calls.update, { id: added.data.id, version: 0, ...modify })).code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await call(calls.add, add)).code).toBe(ERROR_CODES.DUPLICATE_KEY);
    expect(await call(calls.remove, { delList: [{ id: added.data.id, version: 1 }] })).toMatchObject({ code: 0, data: 1 });
    expect(await total()).toBe(demoTotal);
  });

  it('should refuse a file with one bad row, write nothing, then import the good rows', async () => {
    const refused = await importCsv(calls.service, headers, [...good, bad]);
    expect(refused.code).toBe(ERROR_CODES.IMPORT_FAILED);
    expect(refused.details.rows).toMatchObject([{ row: good.length + 2, issues: [{ field: badField }] }]);
    expect(await total()).toBe(demoTotal);
    const imported = await importCsv(calls.service, headers, good);
    expect(imported).toMatchObject({ code: 0, data: { added: good.length, updated: 0 } });
    expect(await total()).toBe(demoTotal + good.length);
  });
});
