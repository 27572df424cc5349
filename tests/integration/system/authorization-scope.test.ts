/**
 * Case (c) of the authorization matrix of issue 16 (cases a, b and d: authorization-matrix.test.ts):
 * a user holding every flag on every PC and PDA menu, but whose data scope is another organisation
 * and its warehouse, makes every registered call (but sign-in and sign-out) with an empty body on
 * the demo data, and each answer is a refusal or holds no row of the demo organisation or its
 * warehouses: no value of a field named orgNo or warehouseNo (or ending so, e.g. fromWarehouseNo)
 * outside the user's scope, at any depth. The users, role, organisation and warehouse are created
 * through the product's own calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/server/calls.ts';
import { PDA_MENU_TREE } from '../../../src/shared/app-menus.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { flattenMenus, MENU_TREE } from '../../../src/shared/menus.ts';
import { PERMISSION_FLAGS } from '../../../src/shared/permissions.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

const PASSWORD = 'Matrix-Scope-2026!';
const OWN = new Set(['ORG-OTHER', 'WH-OTHER']);
const SKIPPED = new Set(['IBmLoginService/login', 'IBmLoginService/logout']);

let t: TestApp;
let admin: string;
let outsider: string;

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  const everyMenu = [MENU_TREE, PDA_MENU_TREE].flatMap((tree) => flattenMenus(tree)).map((menu) => ({ menuNo: menu.menuNo, flags: [...PERMISSION_FLAGS] }));
  const answers = [
    await t.call('IBmOrgService/addbmorg', { orgNo: 'ORG-OTHER', orgName: 'Other organisation' }, { token: admin }),
    await t.call('IBmWarehouseService/addbmwarehouse', { warehouseNo: 'WH-OTHER', warehouseName: 'Other warehouse', orgNo: 'ORG-OTHER' }, { token: admin }),
    await t.call('ISysRoleService/saveorupdaterole', {
      roleNo: 'OTHER-ALL', roleName: 'Every flag, other scope',
      dataList: [{ dataType: 1, dataValue: 'ORG-OTHER' }, { dataType: 3, dataValue: 'WH-OTHER' }],
      menuList: everyMenu,
    }, { token: admin }),
    await t.call('ISysUserService/saveorupdatesysuser', { userNo: 'outsider', userName: 'Outsider', pwd: PASSWORD, orgNo: 'ORG-OTHER', roleNos: ['OTHER-ALL'] }, { token: admin }),
  ];
  expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0, 0]);
  outsider = await t.login('outsider', PASSWORD);
});
afterAll(() => t.close());

/** Values of fields named orgNo or warehouseNo (or ending so) anywhere in `value` that are outside the user's scope. */
function foreignValues(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) foreignValues(item, found);
  else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      if (/(orgNo|warehouseNo)$/i.test(name) && typeof inner === 'string' && inner && !OWN.has(inner)) found.push(`${name}=${inner}`);
      else foreignValues(inner, found);
    }
  }
  return found;
}

describe('case (c): a user of another organisation and warehouse scope', () => {
  it('should list their own warehouse, where the administrator sees the demo warehouses too', async () => {
    const list = (token: string) => t.call('IBmWarehouseService/getFullAuthorityWarehouseListByParams', {}, { token });
    expect((await list(outsider)).data.records.map((row: { warehouseNo: string }) => row.warehouseNo)).toEqual(['WH-OTHER']);
    expect(foreignValues((await list(admin)).data)).toEqual(expect.arrayContaining(['warehouseNo=WH-SEA', 'orgNo=NWT']));
  });

  it('should see the demo organisation through no registered call', async () => {
    const leaks: string[] = [];
    const faults: string[] = [];
    let answered = 0;
    for (const call of CALLS.filter((one) => !SKIPPED.has(`${one.service}/${one.method}`))) {
      const path = `${call.service}/${call.method}`;
      const answer = await t.call(path, {}, { token: outsider });
      if (answer.code === ERROR_CODES.SERVER_ERROR) faults.push(path);
      if (answer.code !== 0) continue;
      answered += 1;
      const foreign = foreignValues(answer.data);
      if (foreign.length) leaks.push(`${path}: ${[...new Set(foreign)].slice(0, 3).join(', ')}`);
    }
    expect(leaks).toEqual([]);
    expect(faults).toEqual([]);
    // The user does reach the handlers: most list calls answer (with no foreign rows).
    expect(answered).toBeGreaterThan(100);
  });
});
