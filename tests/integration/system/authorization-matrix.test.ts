/**
 * The authorization matrix of issue 16 over every registered call: each declares a permission (a
 * seeded menu and a known flag, or one of the reviewed sign-in-only calls below), and answers 10004
 * without a token, FORBIDDEN to a staff user holding no flag, and FORBIDDEN to a supplier user
 * holding every supplier portal flag, but the supplier portal's own calls (a SUP menu among their
 * pages), which that user makes, limited to its own supplier's rows (tests/integration/portal and
 * schedule). The users are created through the product's own user and
 * role calls. A new call fails this test until it declares a menu flag or is reviewed into the list.
 * Case (c), a user of another organisation and warehouse scope: authorization-scope.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/server/calls.ts';
import { PDA_MENU_TREE, SUP_MENU_TREE } from '../../../src/shared/app-menus.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { flattenMenus, MENU_TREE } from '../../../src/shared/menus.ts';
import { PERMISSION_FLAGS } from '../../../src/shared/permissions.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

/** Calls open to any signed-in user: they read or write only the caller's own rows, or check the page's flag in the handler. */
const SIGNED_IN_ONLY = [
  'ISysMessageService/getMyMessageList', 'ISysMessageService/getMyUnreadCount', 'ISysMessageService/readMyMessages',
  'IBmLoginService/logout', 'IBmLoginService/getAuth', 'IBmLoginService/getUserInfo', 'IBmLoginService/getSupMenuAuth',
  'ISysUserService/updatepwd', 'ISysMenuService/getsysmenulist', 'ISysMenuService/getCustomMenuTarget',
  'ISysMenuService/getBusinessCommonMenu', 'ISysMenuService/collectBusinessCommonMenu', 'ISysMenuService/sortBusinessCommonMenu',
  'ISysTagService/getCurrentUserSysTagListByModule', 'ISysTagService/addSysTag', 'ISysTagService/deleteSysTagById',
  'ISysFrameDefineService/getSysFrameDefineListByModule', 'ISysFrameDefineService/saveSysFrameDefineByModule', 'ISysFrameDefineService/deleteSysFrameDefineByModule',
  'ISysEnumService/getsysenumbyparamssearch', 'ISysExportTemplateService/getExportTemplateListByModule', 'ISysExportTemplateService/saveExportTemplate',
  'ISysExportTemplateService/deleteExportTemplateByIds', 'ISysExportTemplateService/getExportTemplateById', 'IWorkbenchService/getWorkbenchAreaInfo',
  // A parameter marked readable by every user (INIT_CONFIG); the others need the parameter menu's isSearch, checked in the handler (issue 26).
  'ISysParamService/getValueByParamNo',
  'IReportPrintService/getPrintOptions', 'IReportPrintService/print', 'ISysCustomFieldService/getCustomFieldsByModule',
  // The schedule display settings: plan lengths and difference suggestions, no business rows.
  'ISrmSchedulingDisplayConfigService/getCommonSetting',
  // The newest mobile app version a device looks for (its number, remark and download path; no business rows).
  'IPdaVersionService/getlastapk',
  // The caller's own second factor (issue 16, syssec): its state, enrolment and removal.
  'ISysTotpService/getmytotp', 'ISysTotpService/starttotpenrolment', 'ISysTotpService/confirmtotpenrolment', 'ISysTotpService/removemytotp',
  // The caller's own column layouts (paged, and the modules that have one) and the product's languages (issue 16, sec2).
  'ISysFrameDefineService/getSysFrameDefinePage', 'ISysFrameDefineService/getSysFrameDefineDown', 'IZlLanguageService/getAllZlLanguage',
];
const PUBLIC = ['IBmLoginService/login'];
const PASSWORD = 'Matrix-2026!';
const MENUS = new Set([MENU_TREE, PDA_MENU_TREE, SUP_MENU_TREE].flatMap((tree) => flattenMenus(tree).map((menu) => menu.menuNo)));
const guarded = CALLS.filter((call) => typeof call.permission === 'object');
const SUP_MENUS = new Set(flattenMenus(SUP_MENU_TREE).map((menu) => menu.menuNo));
const portalCalls = guarded.filter((call) => {
  const permission = call.permission as { menuNo: string; alsoOn?: readonly string[] };
  return [permission.menuNo, ...(permission.alsoOn ?? [])].some((menuNo) => SUP_MENUS.has(menuNo));
});

let t: TestApp;
let nobody: string;
let supplier: string;

beforeAll(async () => {
  t = await testApp({ demo: true });
  const admin = await t.login();
  const [firstSupplier] = (await t.call('IBmSupplierService/getbmsupplierlistbyparams', { size: 1 }, { token: admin })).data.records;
  const supMenus = flattenMenus(SUP_MENU_TREE).map((menu) => ({ menuNo: menu.menuNo, flags: [...PERMISSION_FLAGS] }));
  const added = [
    await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'nobody', userName: 'No flags', pwd: PASSWORD, dataList: [{ dataType: 1, dataValue: 'NWT' }] }, { token: admin }),
    await t.call('ISrmSysUserService/saveorupdatesysuser', { userNo: 'supplier1', userName: 'Supplier', pwd: PASSWORD, belongSupplier: firstSupplier.supplierNo, menuList: supMenus }, { token: admin }),
  ];
  expect(added.map((answer) => answer.code)).toEqual([0, 0]);
  nobody = await t.login('nobody', PASSWORD);
  supplier = await t.login('supplier1', PASSWORD);
});
afterAll(() => t.close());

const key = (call: { service: string; method: string }) => `${call.service}/${call.method}`;

/** The calls whose answer to `token` (none when undefined) is not `code`. */
async function answeringOtherThan(code: number, calls: typeof CALLS, token?: string): Promise<string[]> {
  const wrong: string[] = [];
  for (const call of calls) {
    const answer = await t.call(key(call), {}, { token });
    if (answer.code !== code) wrong.push(`${key(call)} answered ${answer.code}`);
  }
  return wrong;
}

describe('the authorization matrix of every registered call', () => {
  it('should declare a seeded menu and a known flag for every call but the reviewed sign-in-only and public ones', () => {
    const open = CALLS.filter((call) => typeof call.permission === 'string');
    expect(open.filter((call) => call.permission === 'public').map(key)).toEqual(PUBLIC);
    expect(open.filter((call) => call.permission === 'signedIn').map(key).sort()).toEqual([...SIGNED_IN_ONLY].sort());
    const undeclared = guarded.filter((call) => {
      const permission = call.permission as { menuNo: string; flag: string };
      return !MENUS.has(permission.menuNo) || !(PERMISSION_FLAGS as readonly string[]).includes(permission.flag);
    });
    expect(undeclared.map(key)).toEqual([]);
  });

  it('should answer 10004 to every call but sign-in without a token', async () => {
    expect(await answeringOtherThan(ERROR_CODES.SESSION_EXPIRED, CALLS.filter((call) => call.permission !== 'public'))).toEqual([]);
  });

  it('should refuse every menu-guarded call to a staff user holding no flag', async () => {
    expect(await answeringOtherThan(ERROR_CODES.FORBIDDEN, guarded, nobody)).toEqual([]);
  });

  it("should refuse every menu-guarded call but the portal's own to a supplier user holding every supplier portal flag", async () => {
    expect(await answeringOtherThan(ERROR_CODES.FORBIDDEN, guarded.filter((call) => !portalCalls.includes(call)), supplier)).toEqual([]);
  });

  it('should let a supplier user holding the supplier portal flags make the supplier portal\'s own calls', async () => {
    const refused = [];
    for (const call of portalCalls) {
      if ((await t.call(key(call), {}, { token: supplier })).code === ERROR_CODES.FORBIDDEN) refused.push(key(call));
    }
    expect(refused).toEqual([]);
  });
});

describe('the warehouse master list and its lookups (issue 26)', () => {
  it('should show a user whose data scope is one warehouse only that warehouse, on the list page and through a picker', async () => {
    const admin = await t.login();
    const role = { roleNo: 'SEA-ONLY', roleName: 'Seattle only', dataList: [{ dataType: 1, dataValue: 'NWT' }, { dataType: 3, dataValue: 'WH-SEA' }], menuList: [{ menuNo: '100102', flags: ['isSearch'] }, { menuNo: '100103', flags: ['isSearch'] }] };
    expect((await t.call('ISysRoleService/saveorupdaterole', role, { token: admin })).code).toBe(0);
    expect((await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'sea-only', userName: 'Seattle only', pwd: PASSWORD, roleNos: ['SEA-ONLY'] }, { token: admin })).code).toBe(0);
    const token = await t.login('sea-only', PASSWORD);
    for (const method of ['getFullAuthorityWarehouseListByParams', 'getbmwarehouselistbyparams', 'getAuthBmWarehouseList']) {
      for (const page of ['100102', '100103']) {
        const answer = await t.call(`IBmWarehouseService/${method}`, { size: 100 }, { token, headers: { 'app-module-number': page } });
        expect(answer.data.records.map((row: { warehouseNo: string }) => row.warehouseNo), `${method} from ${page}`).toEqual(['WH-SEA']);
      }
    }
  });
});

describe('system parameter values (issue 26)', () => {
  it('should answer a public parameter to every signed-in user and refuse the others to a user without the parameter menu', async () => {
    const admin = await t.login();
    expect((await t.call('ISysParamService/addsysparam', { paramNo: 'MATRIX_SECRET', paramName: 'Not public', paramValue: 'hidden' }, { token: admin })).code).toBe(0);
    const read = (paramNo: string, token: string) => t.call('ISysParamService/getValueByParamNo', { paramNo }, { token });
    for (const token of [nobody, supplier]) {
      expect((await read('INIT_CONFIG', token)).data).toMatchObject({ paramNo: 'INIT_CONFIG' });
      expect(await read('MATRIX_SECRET', token)).toMatchObject({ code: ERROR_CODES.FORBIDDEN, data: null });
    }
    expect((await read('MATRIX_SECRET', admin)).data).toEqual({ paramNo: 'MATRIX_SECRET', paramValue: 'hidden' });
  });
});
