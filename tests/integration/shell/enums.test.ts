import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../../src/server/system/bootstrap.ts';
import { seedEnumRows } from '../../../src/server/system/enum-seed.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { ADMIN_PASSWORD } from '../../support/constants.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
const search = (condition: Record<string, unknown>, language = 'en-US', token = admin) =>
  t.call('ISysEnumService/getsysenumbyparamssearch', { condition }, { token, headers: { 'accept-language': language } });
const names = { 'en-US': 'Cross-dock', 'zh-CN': '越库区', 'zh-TW': '越庫區' };
const zlI18nList = Object.entries(names).map(([languageCode, description]) => ({ languageCode, description }));

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('enumeration search', () => {
  it('should answer the entries of one enumeration in order with names in the request language', async () => {
    const english = await search({ enumMid: 'ZONE_TYPE' });
    expect(english.code).toBe(0);
    expect(english.data[0]).toEqual({ enumMid: 'ZONE_TYPE', enumValue: '1', enumName: 'Receiving', enumSeq: 1, status: 1 });
    expect(english.data.map((e: { enumValue: string }) => e.enumValue)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect((await search({ enumMid: 'ZONE_TYPE' }, 'zh-CN')).data[0].enumName).toBe('收货区');
    expect((await search({ enumMid: 'ZONE_TYPE' }, 'zh-TW')).data[0].enumName).toBe('收貨區');
  });

  it('should seed every enumeration the entities and pickers name', async () => {
    for (const enumMid of ['ITEM_TYPE', 'WAREHOUSE_NATURE', 'ITEM_RULE', 'SHELFLIFE_UNIT', 'ABC', 'PURBATCH', 'SUPPLY_MODE', 'QUANTITY_STRATEGY',
      'CELL_TYPE', 'DISPLAY_PAGE', 'CONTROL_TYPE', 'TABLE_TYPE', 'SYS_IS_PRIMARY', 'PRINT_MODE', 'BAR_TYPE', 'BIG_MODULE', 'FIELD_TYPE']) {
      expect((await search({ enumMid })).data.length, enumMid).toBeGreaterThan(1);
    }
  });

  it('should filter by keyword in any language and by status', async () => {
    expect((await search({ enumMid: 'ITEM_TYPE', keyword: '原材料' })).data.map((e: { enumName: string }) => e.enumName)).toEqual(['Raw material']);
    expect((await search({ enumMid: 'ITEM_TYPE', status: 0 })).data).toEqual([]);
  });

  it('should be open to any signed-in user and closed without a session', async () => {
    await createUser(t.database.db, { userNo: 'enum-reader' });
    const token = await t.login('enum-reader', USER_PASSWORD);
    expect((await search({ enumMid: 'ABC' }, 'en-US', token)).data).toHaveLength(3);
    expect((await t.call('ISysEnumService/getsysenumbyparamssearch', { condition: {} })).code).toBe(ERROR_CODES.SESSION_EXPIRED);
    expect((await t.call('ISysEnumService/addsysenum', { enumMid: 'ZONE_TYPE', enumValue: '7', zlI18nList }, { token })).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});

describe('enumeration maintenance', () => {
  it('should add, modify and delete an entry with names in every language', async () => {
    const added = await t.call('ISysEnumService/addsysenum', { enumMid: 'ZONE_TYPE', enumValue: '7', enumSeq: 7, zlI18nList }, { token: admin, headers: { 'accept-language': 'zh-CN' } });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ enumName: '越库区', version: 0, status: 1 });
    const duplicate = await t.call('ISysEnumService/addsysenum', { enumMid: 'ZONE_TYPE', enumValue: '7', zlI18nList }, { token: admin });
    expect(duplicate.code).toBe(ERROR_CODES.DUPLICATE_KEY);
    const modified = await t.call('ISysEnumService/updatesysenumbyid', { id: added.data.id, version: 0, status: 0 }, { token: admin });
    expect(modified.data).toMatchObject({ status: 0, version: 1, enumName: 'Cross-dock' });
    const stale = await t.call('ISysEnumService/deletesysenumbyids', { delList: [{ id: added.data.id, version: 0 }] }, { token: admin });
    expect(stale.code).toBe(ERROR_CODES.STALE_VERSION);
    const page = await t.call('ISysEnumService/getsysenumlistbyparams', { condition: { enumMid: 'ZONE_TYPE', status: 0 } }, { token: admin });
    expect(page.data).toMatchObject({ total: 1, records: [{ enumValue: '7' }] });
    const deleted = await t.call('ISysEnumService/deletesysenumbyids', { delList: [{ id: added.data.id, version: 1 }] }, { token: admin });
    expect(deleted).toMatchObject({ code: 0, data: 1 });
  });

  it('should refuse an entry missing a language and write nothing', async () => {
    const answer = await t.call('ISysEnumService/addsysenum', { enumMid: 'ZONE_TYPE', enumValue: '8', zlI18nList: zlI18nList.slice(0, 2) }, { token: admin });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toMatchObject([{ field: 'zlI18nList.zh-TW', message: 'Please enter Name (繁體中文)' }]);
    expect((await search({ enumMid: 'ZONE_TYPE', keyword: '8' })).data).toEqual([]);
  });

  it('should keep edited entries when the seed runs again', async () => {
    const [entry] = (await t.call('ISysEnumService/getsysenumlistbyparams', { condition: { enumMid: 'ABC', keyword: 'A' }, size: 1 }, { token: admin })).data.records;
    await t.call('ISysEnumService/updatesysenumbyid', { id: entry.id, version: entry.version, enumSeq: 9 }, { token: admin });
    await bootstrap(t.database.db, ADMIN_PASSWORD);
    const abc = (await search({ enumMid: 'ABC' })).data;
    expect(abc).toHaveLength(seedEnumRows().filter((row) => row.enumMid === 'ABC').length);
    expect(abc.find((e: { enumValue: string }) => e.enumValue === entry.enumValue).enumSeq).toBe(9);
  });
});
