import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysEnum, sysMenu } from '../../../src/server/db/schema.ts';
import { DETECT_ITEMS } from '../../../src/shared/entities/detect-item.entity.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
type Item = { id: number; detectNo: string; lastResult: string; lastMessage: string; lastDetectDate: string | null; statusCode: number; version: number };

const call = (method: string, body: unknown, token = admin, language = 'en-US') =>
  t.call(`ISysDetectService/${method}`, body, { token, headers: { 'accept-language': language } });
const items = async (): Promise<Item[]> => (await call('getDetectItemList', { size: 100, sorter: { field: 'id', order: 'ascend' } })).data.records;

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('system self-check', () => {
  it('should list the seeded catalogue, not run yet', async () => {
    const list = await items();
    expect(list.map((i) => i.detectNo).sort()).toEqual([...DETECT_ITEMS].sort());
    expect(list.every((i) => i.lastResult === '0' && i.lastDetectDate === null)).toBe(true);
  });

  it('should pass every check on the demo database and store the results', async () => {
    const answer = await call('detect', {});
    expect(answer.code).toBe(0);
    expect(answer.data.map((i: Item) => i.detectNo)).toEqual([...DETECT_ITEMS]);
    expect(answer.data.map((i: Item) => [i.detectNo, i.lastResult])).toEqual(DETECT_ITEMS.map((no) => [no, '1']));
    const stored = await items();
    expect(stored.every((i) => i.lastResult === '1' && i.lastDetectDate !== null && i.version === 1)).toBe(true);
    expect(stored.find((i) => i.detectNo === 'DATABASE')?.lastMessage).toMatch(/^PostgreSQL \d+/);
  });

  it('should warn about a missing menu, then Synchronize adds it back and the check passes', async () => {
    await t.database.db.delete(sysMenu).where(eq(sysMenu.menuNo, '100201'));
    await t.database.db.delete(sysEnum).where(eq(sysEnum.enumMid, 'SN_STATUS'));
    const menus = (await items()).find((i) => i.detectNo === 'MENUS')!;
    const [warned] = (await call('detect', { ids: [menus.id] }, admin, 'zh-CN')).data;
    expect(warned).toMatchObject({ lastResult: '2', lastMessage: expect.stringContaining('缺少 1 项') });
    expect((await call('clickSynchronize', {})).data).toEqual({ items: 0, menus: 1, enums: 4 });
    const [fixed] = (await call('detect', { ids: [menus.id] })).data;
    expect(fixed.lastResult).toBe('1');
  });

  it('should skip a disabled item and fail the ledger check when a balance differs from its transactions', async () => {
    const list = await items();
    const admins = list.find((i) => i.detectNo === 'ADMIN')!;
    await call('updateDetectItemById', { id: admins.id, version: admins.version, statusCode: 0 });
    // A balance written behind the ledger's back, without its transactions.
    await t.database.pool.query(`insert into inv_stock (org_no, warehouse_no, cell_no, item_no, stock_status, on_hand) values ('NWT', 'WH-SEA', 'SEA-X', 'P001', '1', 5)`);
    const answer = await call('detect', {});
    expect(answer.data.map((i: Item) => i.detectNo)).not.toContain('ADMIN');
    expect(answer.data.find((i: Item) => i.detectNo === 'LEDGER')).toMatchObject({ lastResult: '3', lastMessage: '1 balances differ from their transactions' });
  });

  it('should fail the ledger check when the stock summary differs from the balances', async () => {
    await t.database.pool.query(`delete from inv_stock where cell_no = 'SEA-X'`);
    const ledger = (await items()).find((i) => i.detectNo === 'LEDGER')!;
    expect((await call('detect', { ids: [ledger.id] })).data[0]).toMatchObject({ lastResult: '1' });
    await t.database.pool.query(`insert into inv_stock_summary_delta (org_no, warehouse_no, item_no, stock_status, balances, on_hand, allocated, frozen) values ('NWT', 'WH-SEA', 'P001', '10', 1, 3, 0, 0)`);
    expect((await call('detect', { ids: [ledger.id] })).data[0]).toMatchObject({ lastResult: '3', lastMessage: '1 stock summary groups differ from the balances' });
  });

  it('should refuse detect without isCheck and unknown ids', async () => {
    await createUser(t.database.db, { userNo: 'viewer', grants: { '100113': ['isSearch'] } });
    const viewer = await t.login('viewer', USER_PASSWORD);
    expect((await call('detect', {}, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call('clickSynchronize', {}, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call('detect', { ids: [999999] })).code).toBe(ERROR_CODES.NOT_FOUND);
  });
});
