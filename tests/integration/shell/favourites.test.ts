import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
const get = (token: string, headers?: Record<string, string>) => t.call('ISysMenuService/getBusinessCommonMenu', {}, { token, headers });
const collect = (token: string, menuNo: string, on: boolean) => t.call('ISysMenuService/collectBusinessCommonMenu', { menuNo, collect: on }, { token });
const numbers = (answer: { data: { menuNo: string }[] }) => answer.data.map((menu) => menu.menuNo);

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('favourites', () => {
  it('should answer the default favourites with localized names when the user saved none', async () => {
    const answer = await get(admin);
    expect(answer.code).toBe(0);
    expect(numbers(answer)).toEqual(['100101', '100102', '100301', '100302']);
    expect(answer.data[0]).toMatchObject({ menuName: 'Organizations', url: 'organizational', path: '/base/basic/organizational', sort: 1 });
    const chinese = await get(admin, { 'accept-language': 'zh-CN' });
    expect(chinese.data[0].menuName).toBe('组织机构');
  });

  it('should leave out default favourites the user may not see', async () => {
    await createUser(t.database.db, { userNo: 'fav-limited', grants: { '100101': ['isSearch'], '100302': ['isSearch'] } });
    const token = await t.login('fav-limited', USER_PASSWORD);
    expect(numbers(await get(token))).toEqual(['100101', '100302']);
  });

  it('should refuse to pin a page the user may not see, and an unknown page', async () => {
    const token = await t.login('fav-limited', USER_PASSWORD);
    expect((await collect(token, '100103', true)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await collect(token, '999999', true)).code).toBe(ERROR_CODES.NOT_FOUND);
    expect(numbers(await get(token))).toEqual(['100101', '100302']);
  });

  it('should append a pinned page and drop an unpinned one', async () => {
    const pinned = await collect(admin, '100103', true);
    expect(pinned.code).toBe(0);
    expect(numbers(pinned)).toEqual(['100101', '100102', '100301', '100302', '100103']);
    const again = await collect(admin, '100103', true);
    expect(numbers(again)).toEqual(numbers(pinned));
    const unpinned = await collect(admin, '100102', false);
    expect(numbers(unpinned)).toEqual(['100101', '100301', '100302', '100103']);
    expect(numbers(await get(admin))).toEqual(numbers(unpinned));
  });

  it('should reorder the pinned pages, the listed ones first', async () => {
    const answer = await t.call('ISysMenuService/sortBusinessCommonMenu', { menuNos: ['100103', '100302'] }, { token: admin });
    expect(answer.code).toBe(0);
    expect(numbers(answer)).toEqual(['100103', '100302', '100101', '100301']);
    expect(answer.data.map((menu: { sort: number }) => menu.sort)).toEqual([1, 2, 3, 4]);
  });

  it('should refuse to sort a page that is not pinned and keep the order', async () => {
    const answer = await t.call('ISysMenuService/sortBusinessCommonMenu', { menuNos: ['100102', '100101'] }, { token: admin });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields[0].field).toBe('menuNos');
    expect(numbers(await get(admin))).toEqual(['100103', '100302', '100101', '100301']);
  });

  it('should keep an empty list rather than bring the defaults back when every favourite is unpinned', async () => {
    const token = await t.login('fav-limited', USER_PASSWORD);
    await collect(token, '100101', false);
    const last = await collect(token, '100302', false);
    expect(last.data).toEqual([]);
    expect((await get(token)).data).toEqual([]);
    expect(numbers(await get(admin))).toEqual(['100103', '100302', '100101', '100301']);
  });

  it('should answer session expired without a token', async () => {
    expect((await t.call('ISysMenuService/getBusinessCommonMenu', {})).code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });
});
