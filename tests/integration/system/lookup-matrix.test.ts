/**
 * The lookup rule as a whole (issue 11 defect 1; docs/decisions/0015-lookups-access.md): for every registered
 * call with a menu permission, a user holding a flag on every page but not the call's own flag calls
 * it through every page (App-Module-Number). The answer is FORBIDDEN, unless the call is a lookup
 * and the page has a picker of what it lists: then only the picker's columns come back.
 *
 * Every call x every page is checked on the authorization function itself with the clerks' loaded
 * access (about 70,000 pairs); through the router, every call goes through its own page and a stock
 * page, and every lookup through every page that has pickers (a few thousand requests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/server/calls.ts';
import type { CallDef } from '../../../src/server/rpc/call.ts';
import { assertPermission } from '../../../src/server/rpc/permission.ts';
import { loadAccess, type SessionUser } from '../../../src/server/rpc/session.ts';
import { ENTITIES } from '../../../src/shared/entities/index.ts';
import type { EntityName } from '../../../src/shared/entity.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { flattenMenus } from '../../../src/shared/menus.ts';
import { PAGE_PICKERS, pickerFields, type PickerSource } from '../../../src/shared/page-pickers.ts';
import type { PermissionFlag } from '../../../src/shared/permissions.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

type MenuCall = CallDef & { permission: { menuNo: string; flag: PermissionFlag; lookup?: PickerSource } };

const MENU_CALLS = CALLS.filter((call): call is MenuCall => typeof call.permission === 'object');
const LOOKUP_CALLS = MENU_CALLS.filter((call) => call.permission.lookup);
// Every page of the menu tree and every menu a call names.
const PAGES = [...new Set([...flattenMenus().filter((menu) => menu.level === 4).map((menu) => menu.menuNo), ...MENU_CALLS.map((call) => call.permission.menuNo)])].sort();
const PICKING_PAGES = PAGES.filter((menuNo) => (PAGE_PICKERS.get(menuNo)?.size ?? 0) > 0);
const STOCK_PAGE = '130101';
// Two clerks, each with one flag on every page; a call is made by the one without its flag.
const CLERK_FLAGS: PermissionFlag[] = ['isSave', 'isCheck'];
const BODY = { current: 1, size: 5, condition: {} };

let t: TestApp;
const clerks = new Map<PermissionFlag, { token: string; user: SessionUser }>();
beforeAll(async () => {
  t = await testApp({ demo: true });
  for (const flag of CLERK_FLAGS) {
    const userId = await createUser(t.database.db, { userNo: `clerk-${flag}`, grants: Object.fromEntries(PAGES.map((menuNo) => [menuNo, [flag]])), orgs: ['NWT'] });
    const access = await loadAccess(t.database.db, userId);
    clerks.set(flag, { token: await t.login(`clerk-${flag}`, USER_PASSWORD), user: { ...access, id: userId, userNo: `clerk-${flag}` } as SessionUser });
  }
});
afterAll(() => t.close());

const clerkFor = (call: MenuCall) => clerks.get(CLERK_FLAGS.find((flag) => flag !== call.permission.flag)!)!;

function picks(menuNo: string, source: PickerSource | undefined): boolean {
  return source !== undefined && (PAGE_PICKERS.get(menuNo)?.has(source) ?? false);
}

describe('the authorization function', () => {
  it('should refuse every call through every page, except a lookup through a page with its picker', () => {
    const wrong: string[] = [];
    for (const call of MENU_CALLS) {
      const { user } = clerkFor(call);
      for (const menuNo of PAGES) {
        let access: string;
        try {
          access = assertPermission(user, call.permission, menuNo);
        } catch (error) {
          access = `code ${(error as { code?: number }).code}`;
        }
        const expected = picks(menuNo, call.permission.lookup) ? 'picker' : `code ${ERROR_CODES.FORBIDDEN}`;
        if (access !== expected) wrong.push(`${call.service}/${call.method} through ${menuNo}: ${access}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('calls through the router', () => {
  const through = (call: MenuCall, menuNo: string) => t.call(`${call.service}/${call.method}`, BODY, { token: clerkFor(call).token, headers: { 'app-module-number': menuNo } });

  it.each(MENU_CALLS.filter((call) => !call.permission.lookup).map((call) => ({ path: `${call.service}/${call.method}`, call })))('should refuse $path through its own page and a stock page', async ({ call }) => {
    for (const menuNo of [call.permission.menuNo, STOCK_PAGE]) expect((await through(call, menuNo)).code, menuNo).toBe(ERROR_CODES.FORBIDDEN);
  });

  it.each(LOOKUP_CALLS.map((call) => ({ path: `${call.service}/${call.method}`, call })))('should refuse $path or answer only picker columns through every page with pickers', async ({ path, call }) => {
    const { lookup } = call.permission;
    const pages = [...new Set([call.permission.menuNo, ...PICKING_PAGES])];
    const answers = await Promise.all(pages.map(async (menuNo) => ({ menuNo, answer: await through(call, menuNo) })));
    for (const { menuNo, answer } of answers) {
      if (!picks(menuNo, lookup)) {
        expect(answer.code, `${path} through ${menuNo}`).toBe(ERROR_CODES.FORBIDDEN);
        continue;
      }
      expect(answer.code, `${path} through ${menuNo}: ${answer.errorMessage}`).toBe(0);
      if (lookup!.startsWith('stock:')) continue;
      const allowed = pickerFields(ENTITIES[lookup as EntityName]);
      for (const record of answer.data.records as Record<string, unknown>[]) {
        expect(Object.keys(record).filter((key) => !allowed.includes(key)), `${path} through ${menuNo}`).toEqual([]);
      }
    }
  });

  it('should answer the picker columns of real rows when a stock page picks organisations', async () => {
    const { token } = clerks.get('isSave')!;
    const answer = await t.call('IBmOrgService/getFullAuthorityOrgListByParams', BODY, { token, headers: { 'app-module-number': '130101' } });
    expect(answer.data.records).toEqual([expect.objectContaining({ orgNo: 'NWT', orgName: 'Northwind Traders', statusCode: 1 })]);
    expect(Object.keys(answer.data.records[0]).sort()).toEqual(pickerFields(ENTITIES.org).sort());
  });

  it("should refuse the administrator's messages to a stock page (the issue's example)", async () => {
    const { token } = clerks.get('isSave')!;
    const answer = await t.call('ISysMessageService/getsysmessagelistbyparams', {}, { token, headers: { 'app-module-number': '130101' } });
    expect(answer.code).toBe(ERROR_CODES.FORBIDDEN);
  });
});
